#if os(iOS)
  import BottomSheet
  import BottomSheetRules
  import SwiftUI

  /// Carries out the core's `ContentPreferenceAnimation` for one sheet's hosted content, and
  /// owns the pacer of the content's own animations. Its coordinator reports the roots it
  /// hands the content, the content's updates and its new preferences; it is handed back,
  /// through ``apply``, each set of preferences to take, with or without animation, while
  /// ``pacer`` knows whether the moves they start are paced.
  @MainActor
  final class BottomSheetContentUpdates {
    private var rules = ContentPreferenceAnimation()
    /// Paces the moves the animation of a content update starts (state inside the sheet
    /// changed in `withAnimation`).
    let pacer = BottomSheetAnimationPacer()
    /// Takes the content's new preferences and hands the sheet its configuration, with or
    /// without animation.
    var apply: (@MainActor (BottomSheetContentPreferences, _ animated: Bool) -> Void)?
    /// The sheet's live position: preferences arrive inside the content's update, so the
    /// positions their change draws reach observers after it.
    var position: BottomSheetPositionPublisher?
    /// The modifier's pacer.
    private weak var presenterPacer: BottomSheetAnimationPacer?
    /// The preferences the content's latest update produced, as its preference reader handed
    /// them over inside that update (before `onPreferenceChange` brings them); nil before the
    /// content was first laid out.
    private(set) var latestRead: BottomSheetContentPreferences?

    nonisolated init() {}

    /// Connects a sheet's two pacers, the modifier's `presenterPacer` and the content's
    /// ``pacer``, to `pace` (which hands the sheet their progress) and to `selectionDriver`
    /// (either may pace the moves it starts), and hands the content's new preferences to
    /// `take`.
    func connect(
      presenterPacer: BottomSheetAnimationPacer, selectionDriver: BottomSheetSelectionDriver,
      position: BottomSheetPositionPublisher,
      pace: @escaping @MainActor (_ progress: Double, _ time: TimeInterval) -> Void,
      take: @escaping @MainActor (BottomSheetContentPreferences, _ animated: Bool) -> Void
    ) {
      self.position = position
      presenterPacer.pace = pace
      pacer.pace = pace
      apply = take
      self.presenterPacer = presenterPacer
      selectionDriver.moveBegan = { [weak presenterPacer, weak pacer] in
        presenterPacer?.moveBegan()
        pacer?.moveBegan()
      }
    }

    /// Whether the app asked the sheet to follow its animations, as the presenter's latest
    /// environment says: for the modifier's pacer and the content's alike.
    func followsAnimation(_ follows: Bool) {
      presenterPacer?.followsAnimation = follows
      pacer.followsAnimation = follows
    }

    /// The coordinator hands the content a new root, inside a presenter update whose
    /// transaction animates or not.
    func rootReplaced(animated: Bool) {
      carryOut(rules.handle(.rootReplaced(animated: animated)), reported: nil)
    }

    /// The content updated to `preferences` under a transaction that animates or not, and that
    /// carries an animation or not.
    func contentUpdated(
      _ preferences: BottomSheetContentPreferences, animated: Bool, hasAnimation: Bool
    ) {
      latestRead = preferences
      carryOut(
        rules.handle(.contentUpdated(animated: animated, hasAnimation: hasAnimation)),
        reported: nil)
    }

    /// The content reported new preferences (still inside its update).
    func preferencesChanged(_ preferences: BottomSheetContentPreferences) {
      position?.updateBegan()
      defer { position?.updateEnded() }
      carryOut(rules.handle(.preferencesChanged), reported: preferences)
    }

    /// A new sheet's content starts: its animations and preferences are its own.
    func sheetChanged() {
      latestRead = nil
      pacer.reset()
    }

    /// Carries out the rule's answer; `reported` is what the content reported, for
    /// ``preferencesChanged(_:)`` (the only event the rule answers with `apply`).
    private func carryOut(
      _ commands: [ContentPreferenceAnimation.Command], reported: BottomSheetContentPreferences?
    ) {
      for command in commands {
        switch command {
        case .apply(let animated, let paced):
          guard let reported else { continue }
          pacer.during(follows: paced) {
            apply?(reported, animated)
          }
        case .scheduleTurn:
          BottomSheetTurn.next { [weak self] in
            guard let self else { return }
            self.carryOut(self.rules.handle(.turn), reported: nil)
          }
        }
      }
    }
  }
#endif
