/// Where the host (UIKit's modal presentation machinery) stands with the sheet, as
/// ``TransitionLifecycle`` keeps it.
///
/// UIKit accepts a new `present` or `dismiss` only while no transition is open, so the states
/// that hold a transition open (``presenting`` and ``dismissing``) are left as soon as the engine
/// has decided the outcome.
package enum HostPresentationState: Sendable, Hashable {
  /// The host shows nothing: before the first presentation, or after a dismissal or a cancelled
  /// presentation completed.
  case notPresented
  /// The host's presentation transition is open.
  case presenting
  /// The host counts the sheet as presented and no transition is open.
  case presented
  /// The sheet asked the host to dismiss (a user dismissal) and waits for its transition.
  case dismissalRequested
  /// The host's dismissal transition is open.
  case dismissing

  /// Whether a host transition is open (``presenting`` or ``dismissing``).
  package var hasOpenTransition: Bool {
    self == .presenting || self == .dismissing
  }
}
