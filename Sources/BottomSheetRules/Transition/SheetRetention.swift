import BottomSheetCore

/// Whether the adapter still holds what it keeps for a modal sheet, as ``TransitionLifecycle``
/// decides it: the app's transitioning delegate and callbacks, and the driver's display link,
/// observers and gesture targets.
///
/// They are held from the start of the host's presentation until its last transition ends
/// with the sheet gone (a dismissal completed or a presentation cancelled) and the engine has
/// hidden the sheet, so `didDismiss` reaches the app before anything is let go. A dismissal the
/// finger cancels keeps everything.
package enum SheetRetention: Sendable, Hashable {
  /// No presentation has begun: nothing is held yet.
  case idle
  /// The host presents the sheet, or one of its transitions is open: everything is held.
  case held
  /// The host's transition ended with the sheet gone; everything is let go as soon as the
  /// engine reports the sheet hidden.
  case releasing
  /// ``TransitionLifecycle.Command/releaseSheet`` was sent: nothing is held until the host presents
  /// again.
  case released
}
