/// What ``TransitionLifecycle`` asks the adapter to do. The adapter carries each out as it
/// comes, in order, and keeps no state of its own about transitions.
package enum TransitionCommand: Sendable, Hashable {
  /// Send ``SheetInput/present(animated:)`` to the engine.
  case presentSheet(animated: Bool)
  /// Send ``SheetInput/dismiss(animated:)`` to the engine (programmatic: never vetoed).
  case dismissSheet(animated: Bool)
  /// Finish the open host transition (UIKit: `finishInteractiveTransition()` then
  /// `completeTransition(true)`).
  case finishTransition
  /// Cancel the open host transition (UIKit: `cancelInteractiveTransition()` then
  /// `completeTransition(false)`).
  case cancelTransition
  /// Ask the host to dismiss the sheet (UIKit: `presentingViewController.dismiss(animated:)`).
  case requestHostDismissal(animated: Bool)
  /// End the finger's drag: the engine let go of it (UIKit: reset the pan recognizers).
  case endDrag
  /// A user dismissal began: tell the presented controller's adaptive delegate
  /// (`presentationControllerWillDismiss`).
  case userDismissalWillBegin
  /// A user dismissal completed: tell the adaptive delegate (`presentationControllerDidDismiss`).
  case userDismissalDidEnd
  /// The sheet is gone for good: let go of everything held for it (UIKit: detach the driver,
  /// so its display link, observers and gesture targets go; drop the callbacks and the
  /// transitioning delegate), so nothing outlives the sheet and no closure keeps its content
  /// alive. Sent once per presentation, after the engine's `didDismiss`
  /// (``SheetRetention``).
  case releaseSheet
}
