import BottomSheetCore

/// Lets the animation of a SwiftUI transaction pace the sheet's move, where the app asks for it
/// (`bottomSheetFollowsTransactionAnimation()`); by default the sheet moves on its own spring,
/// as Apple's sheets do.
///
/// The wrapper keeps a hidden animatable value next to the modified view: the number of changes
/// of what the binding asks for (``probeValue(for:)``), so each change moves it by exactly 1.
/// On iOS 17 and later the wrapper wraps the transaction's animation around that value in a
/// `CustomAnimation` of its own, which never merges with a running one and carries the change's
/// number: at each of its steps it asks the app's animation for its value, and reports that
/// value over the change's size (the progress, 0 to 1, past 1 for a bouncy spring) with the
/// animation's own time (``Event/sampled(change:progress:time:)``). This rule takes the
/// samples of the change whose move is paced, and only those: an animation SwiftUI still runs
/// for an earlier change (they add up) never steers the sheet. iOS 15 and 16 have no public way
/// to sample an animation, so there the sheet always moves on its own spring.
///
/// | What happens | What the rule does |
/// |---|---|
/// | The view's body asks for the probe's value for a binding state (``probeValue(for:)``) | counts a change when the state differs from the last one, and marks the change as new in the update under way |
/// | A view update begins (``Event/updateBegan(follows:)``) | remembers whether its transaction's animation paces the moves it starts (``follows(isEnabled:hasAnimation:disablesAnimations:)``) |
/// | A move begins (``Event/moveBegan``) in a following update, after a new change | paces it with that change's animation: ``Command/pace(progress:time:)`` at 0 and 0 s at once, so the sheet starts where it is |
/// | … in an update that does not follow, with no new change, or outside an update | nothing is paced: the sheet's spring moves it, and a paced move before ends |
/// | A sample of the paced change comes (its animation's value over the change's size) | ``Command/pace(progress:time:)`` with it; at exactly 1 the paced move ends |
/// | A sample of another change, a sample while nothing is paced, or one that is not finite | ignored |
/// | The update ends (``Event/updateEnded``) | a change it made and no move used is no longer new |
///
/// ```swift
/// var pacing = TransactionPacing()
/// let value = pacing.probeValue(for: .init(isShown: true, detent: nil))   // 1
/// pacing.handle(.updateBegan(follows: true))                               // nil
/// pacing.handle(.moveBegan)                  // .pace(progress: 0, time: 0)
/// pacing.handle(.updateEnded)                // nil
/// pacing.handle(.sampled(change: 1, progress: 0.25, time: 0.05))
///                                            // .pace(progress: 0.25, time: 0.05)
/// ```
package struct TransactionPacing: Sendable, Hashable {
  /// How many changes of the binding's state the wrapper has seen: the probe's value.
  package private(set) var changes = 0
  /// The binding state last counted; nil before the first.
  package private(set) var lastState: State?
  /// Whether the update under way made a change no move has used yet.
  package private(set) var hasNewChange = false
  /// Whether the update under way lets its animation pace the moves it starts.
  package private(set) var isFollowingUpdate = false
  /// The change whose animation paces the move under way; nil when no move is paced.
  package private(set) var pacedChange: Int?

  /// Creates the rule before any change.
  package init() {}

  /// Whether a transaction paces the moves its update starts: the app asked for it
  /// (`isEnabled`), and the transaction has an animation that is not disabled.
  package static func follows(isEnabled: Bool, hasAnimation: Bool, disablesAnimations: Bool)
    -> Bool
  {
    isEnabled && hasAnimation && !disablesAnimations
  }

  /// The probe's value for a binding that asks for `state`: the number of changes so far,
  /// counting this one if `state` differs from the last. Asking twice in one update for the
  /// same state counts once.
  package mutating func probeValue(for state: State) -> Double {
    if state != lastState {
      if lastState != nil {
        changes += 1
        hasNewChange = true
      }
      lastState = state
    }
    return Double(changes)
  }

  /// Applies `event` and returns what to do, if anything. Allocates nothing: samples come on
  /// every frame of an animation.
  package mutating func handle(_ event: Event) -> Command? {
    switch event {
    case .updateBegan(let follows):
      isFollowingUpdate = follows
      return nil
    case .updateEnded:
      isFollowingUpdate = false
      hasNewChange = false
      return nil
    case .moveBegan:
      pacedChange = nil
      guard isFollowingUpdate, hasNewChange else { return nil }
      hasNewChange = false
      pacedChange = changes
      return .pace(progress: 0, time: 0)
    case .sampled(let change, let progress, let time):
      guard change == pacedChange, progress.isFinite, time.isFinite else { return nil }
      if progress == 1 { pacedChange = nil }
      return .pace(progress: progress, time: time)
    }
  }

  /// What the binding asks for, as the probe counts it: a sheet or none, and the detent the
  /// selection in force names.
  package struct State: Sendable, Hashable {
    /// Whether the binding asks for a sheet.
    package var isShown: Bool
    /// The detent the selection in force names, if any.
    package var detent: Detent.Identifier?

    /// A binding state.
    package init(isShown: Bool, detent: Detent.Identifier?) {
      self.isShown = isShown
      self.detent = detent
    }
  }

  /// What the wrapper tells the rule.
  package enum Event: Sendable, Hashable {
    /// A view update begins; `follows` says whether its animation paces the moves it starts.
    case updateBegan(follows: Bool)
    /// The update ended.
    case updateEnded
    /// The wrapper started a move of the sheet (a presentation, a dismissal, a detent).
    case moveBegan
    /// The animation of change number `change` reached `progress` of that change, `time`
    /// seconds after it began (its own clock), handed over on a main-queue turn.
    case sampled(change: Int, progress: Double, time: Double)
  }

  /// What the wrapper does.
  package enum Command: Sendable, Hashable {
    /// Hand the engine ``SheetInput/paceMove(progress:time:)``.
    case pace(progress: Double, time: Double)
  }
}
