#if os(iOS) && canImport(SwiftUI, _version: 5.0)
  import BottomSheetRules
  import SwiftUI
  import os

  /// The app's animation, wrapped so the sheet can follow it: SwiftUI asks it for the probe's
  /// value at each step (`CustomAnimation`, iOS 17 and later), it asks the app's animation, and
  /// reports that value over the change's size, the progress, with the animation's own time to
  /// its mailbox. It never merges with a running animation (`shouldMerge` false), so each change
  /// keeps its own instance and number, and SwiftUI adds the values of those still running: the
  /// rule takes the samples of the paced change only.
  @available(iOS 17.0, *)
  struct BottomSheetFollowedAnimation: CustomAnimation {
    /// The app's animation.
    let base: Animation
    /// The number of the change it animates (the probe's value after it).
    let change: Int
    let mailbox: BottomSheetAnimationMailbox

    /// Wraps the animation of `transaction`, if it has one that is not disabled.
    static func follow(
      _ transaction: inout Transaction, change: Int, mailbox: BottomSheetAnimationMailbox
    ) {
      guard let animation = transaction.animation, !transaction.disablesAnimations else {
        return
      }
      transaction.animation = Animation(Self(base: animation, change: change, mailbox: mailbox))
    }

    func animate<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
      let current = base.animate(value: value, time: time, context: &context)
      // `value` is the change to animate (the probe's steps are 1); nil means the animation
      // finished, so the move has reached its end.
      if let total = value as? Double, total != 0 {
        let progress = current.map { ($0 as? Double ?? total) / total } ?? 1
        mailbox.post(change: change, progress: progress, time: time)
      }
      return current
    }

    func velocity<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
      base.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(
      previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
      false
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.change == rhs.change && lhs.mailbox === rhs.mailbox && lhs.base == rhs.base
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(change)
      hasher.combine(ObjectIdentifier(mailbox))
    }
  }

  /// Where a followed animation's steps wait for the main queue: SwiftUI may step an animation
  /// off the main actor, so the latest sample sits behind a lock, and one main-queue turn hands
  /// the newest change's latest sample to the pacer, however many steps came before it.
  @available(iOS 17.0, *)
  final class BottomSheetAnimationMailbox: @unchecked Sendable {
    private struct Sample {
      var change: Int
      var progress: Double
      var time: TimeInterval
    }

    private struct Box {
      var latest: Sample?
      var isPosted = false
    }

    private let box = OSAllocatedUnfairLock(initialState: Box())
    /// Read on the main actor only.
    @MainActor private weak var pacer: BottomSheetAnimationPacer?

    @MainActor init(pacer: BottomSheetAnimationPacer) {
      self.pacer = pacer
    }

    /// Keeps a step's sample (unless one of a later change waits already) and asks for the
    /// turn that hands it over, once.
    func post(change: Int, progress: Double, time: TimeInterval) {
      let needsTurn = box.withLock { box -> Bool in
        if let latest = box.latest, latest.change > change { return false }
        box.latest = Sample(change: change, progress: progress, time: time)
        guard !box.isPosted else { return false }
        box.isPosted = true
        return true
      }
      guard needsTurn else { return }
      DispatchQueue.main.async {
        MainActor.assumeIsolated { self.deliver() }
      }
    }

    @MainActor private func deliver() {
      let sample = box.withLock { box -> Sample? in
        let latest = box.latest
        box.latest = nil
        box.isPosted = false
        return latest
      }
      guard let sample else { return }
      pacer?.sampled(change: sample.change, progress: sample.progress, time: sample.time)
    }
  }
#endif
