#if os(iOS)
  import BottomSheet
  import BottomSheetRules
  import Combine
  import SwiftUI

  /// Carries out the core's `TransactionPacing` for one modified view (or one sheet's content):
  /// the view's body asks it for the probe's value, its coordinator reports the updates it runs
  /// and the moves it starts, and the followed animation's steps come back through its mailbox
  /// on a main-queue turn of their own, never inside the view update that started them; the
  /// sheet is handed each sample through ``pace``.
  ///
  /// An `ObservableObject` only so `@StateObject` creates it once per view; it publishes
  /// nothing.
  @MainActor
  final class BottomSheetAnimationPacer: ObservableObject {
    private var rules = TransactionPacing()
    /// Hands the sheet on screen a sample: the move's progress and the animation's own time.
    var pace: (@MainActor (_ progress: Double, _ time: TimeInterval) -> Void)?
    /// The selection binding the sheet's content passes to `bottomSheetDetents`, if any: it
    /// wins over the modifier's, as it does for the sheet.
    var contentSelection: Binding<Detent?>?
    /// Whether the app asked the sheet to follow its animations
    /// (`bottomSheetFollowsTransactionAnimation()`), as the latest update's environment says.
    var followsAnimation = false
    /// Where the followed animation's steps report (iOS 17 and later), made when first needed.
    private var madeMailbox: AnyObject?

    nonisolated init() {}

    /// The probe's value for a sheet that is shown or not, at the detent the binding in force
    /// names: the content's, else the modifier's `selection`.
    func probeValue(isShown: Bool, selection: Binding<Detent?>?) -> Double {
      rules.probeValue(
        for: .init(
          isShown: isShown, detent: (contentSelection ?? selection)?.wrappedValue?.identifier))
    }

    /// The probe's value in a sheet's content for the selection its `bottomSheetDetents` asks
    /// for.
    func contentValue(of preferences: BottomSheetContentPreferences) -> Double {
      rules.probeValue(
        for: .init(isShown: true, detent: preferences.selection?.wrappedValue?.identifier))
    }

    /// A view update begins under a transaction with an animation (`hasAnimation`) or not,
    /// that disables animations or not.
    func updateBegan(hasAnimation: Bool, disablesAnimations: Bool) {
      // Where no animation can be sampled (iOS 15 and 16), nothing follows one: a paced move
      // with no samples would hold the sheet still.
      let follows = TransactionPacing.follows(
        isEnabled: followsAnimation && Self.canSampleAnimations, hasAnimation: hasAnimation,
        disablesAnimations: disablesAnimations)
      carryOut(rules.handle(.updateBegan(follows: follows)))
    }

    /// The update ended.
    func updateEnded() {
      carryOut(rules.handle(.updateEnded))
    }

    /// Runs `body` (which may start moves) as an update whose moves follow its animation or
    /// not (`follows`: the content's update had an animation it may follow).
    func during(follows: Bool, _ body: () -> Void) {
      updateBegan(hasAnimation: follows, disablesAnimations: false)
      defer { updateEnded() }
      body()
    }

    /// Forgets the counted changes and any paced move: a new sheet's content starts afresh.
    func reset() {
      rules = TransactionPacing()
    }

    /// The wrapper just started a move of the sheet (a presentation, a dismissal, a detent).
    func moveBegan() {
      carryOut(rules.handle(.moveBegan))
    }

    /// A step of the followed animation of change number `change`, handed over by the mailbox.
    func sampled(change: Int, progress: Double, time: TimeInterval) {
      carryOut(rules.handle(.sampled(change: change, progress: progress, time: time)))
    }

    /// Whether SwiftUI can sample an animation here: iOS 17 and later, built with an SDK that
    /// has `CustomAnimation`.
    static var canSampleAnimations: Bool {
      #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *) { return true }
      #endif
      return false
    }

    /// The mailbox the probe's followed animation reports to, on iOS 17 and later; nil where
    /// SwiftUI has no public way to sample an animation.
    var mailbox: AnyObject? {
      #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *) {
          if let madeMailbox { return madeMailbox }
          let made = BottomSheetAnimationMailbox(pacer: self)
          madeMailbox = made
          return made
        }
      #endif
      return nil
    }

    private func carryOut(_ command: TransactionPacing.Command?) {
      switch command {
      case .pace(let progress, let time):
        pace?(progress, time)
      case nil:
        break
      }
    }
  }

  /// The hidden value the app's animation moves: the count of changes of what the binding asks
  /// for, so each change moves it by exactly 1. Where the app asked the sheet to follow its
  /// animations, the transaction that changes it gets its animation wrapped
  /// (`BottomSheetFollowedAnimation`, iOS 17 and later), whose steps report to the pacer;
  /// elsewhere it is inert.
  struct BottomSheetAnimationProbe: View {
    let value: Double
    let pacer: BottomSheetAnimationPacer
    @Environment(\.bottomSheetFollowsTransactionAnimation) private var follows

    var body: some View {
      let mailbox = follows ? pacer.mailbox : nil
      let change = Int(value)
      BottomSheetAnimatedValue(animatableData: value)
        .transaction { transaction in
          #if canImport(SwiftUI, _version: 5.0)
            if #available(iOS 17.0, *), let mailbox = mailbox as? BottomSheetAnimationMailbox {
              BottomSheetFollowedAnimation.follow(&transaction, change: change, mailbox: mailbox)
            }
          #endif
        }
    }
  }

  /// A zero-size, hidden view whose only content is a value SwiftUI animates.
  struct BottomSheetAnimatedValue: View, Animatable {
    var animatableData: Double

    var body: some View {
      Color.clear
        .frame(width: 0, height: 0)
        .accessibilityHidden(true)
        .allowsHitTesting(false)
    }
  }
#endif
