/// What ``TransitionLifecycle`` hears: the host's transition calls, the engine's state after
/// each input and frame, the app's and the user's requests, and the finger.
///
/// In UIKit terms: ``hostWillPresent(animated:)`` is `presentationTransitionWillBegin`,
/// ``hostTransitionStarted`` is the animator's `startInteractiveTransition(_:)` (the transition
/// context has arrived, so it can be finished or cancelled), ``hostTransitionDidEnd(completed:)``
/// is `presentationTransitionDidEnd(_:)` or `dismissalTransitionDidEnd(_:)`.
package enum TransitionEvent: Sendable, Hashable {
  /// The host began presenting the sheet.
  case hostWillPresent(animated: Bool)
  /// The host began dismissing the sheet (the app's `dismiss`, or the one the sheet requested).
  case hostWillDismiss(animated: Bool)
  /// The open transition's context reached the adapter: from now on it can be finished or
  /// cancelled.
  case hostTransitionStarted
  /// The host ended its open transition, completed or not.
  case hostTransitionDidEnd(completed: Bool)
  /// The host did not start the dismissal the sheet requested (UIKit ignores `dismiss` while
  /// another presentation or dismissal runs).
  case hostRefusedDismissal
  /// The engine's state after an input or a frame (``SheetEngine/transitionStatus``).
  case engineUpdated(TransitionEngineStatus)
  /// The app asked the sheet itself to dismiss (a SwiftUI binding set to false, the sheet's own
  /// `dismiss` API): never vetoed.
  case appRequestedDismissal(animated: Bool)
  /// A finger touched the sheet.
  case fingerDown
  /// The last finger left the sheet.
  case fingerUp
}
