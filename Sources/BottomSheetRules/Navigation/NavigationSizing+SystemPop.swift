import BottomSheetCore

extension NavigationSizing {
  // MARK: - The system's content back swipe

  /// The system's content back swipe (iOS 26's `interactiveContentPopGestureRecognizer`) began
  /// a pop that UIKit animates itself; the sheet's height follows its progress.
  ///
  /// A timed pop that UIKit's `popViewController(animated:)` just began becomes this pop (from
  /// where it is); with no transition running a pop begins. Returns false when there is nothing
  /// to pop or another kind of transition runs: the adapter then drives the pop with its own
  /// animator, as for any pop.
  ///
  /// Then feed ``systemPopChanged(progress:at:)`` with the transition's percent on every frame,
  /// and ``systemPopInteractionChanged(isInteractive:isCancelled:at:)`` when the finger lifts
  /// (or UIKit's transition completes): the height finishes or cancels as UIKit decided.
  @discardableResult
  package mutating func systemPopBegan(at time: Double) -> Bool {
    advance(to: time)
    if var running = transition {
      guard running.isPop, !running.followsSystem, case .timed = running.driver else {
        return false
      }
      running.driver = .interactive(
        progress: running.progress(at: clock), velocity: 0, lastTime: clock)
      running.followsSystem = true
      transition = running
      return true
    }
    guard interactivePopBegan(at: time) else { return false }
    transition?.followsSystem = true
    return true
  }

  /// UIKit's interactive pop reached `progress` (its transition's `percentComplete`, 0…1).
  /// Ignored unless the system's content back swipe drives the pop.
  package mutating func systemPopChanged(progress: Double, at time: Double) {
    advance(to: time)
    guard let running = transition, running.followsSystem else { return }
    follow(progress: progress)
  }

  /// UIKit's pop stopped (`isInteractive` false) or resumed following the finger. Once it
  /// stops, the height finishes the pop, or goes back when `isCancelled`, with the settle spring
  /// starting at the finger's last speed. Ignored unless the system's content back swipe drives
  /// a pop still under the finger, so a second report (UIKit's completion) changes nothing.
  package mutating func systemPopInteractionChanged(
    isInteractive: Bool, isCancelled: Bool, at time: Double
  ) {
    advance(to: time)
    guard !isInteractive, let running = transition, running.followsSystem,
      case .interactive(_, let velocity, _) = running.driver
    else { return }
    settle(finishing: !isCancelled, velocity: velocity)
  }
}
