import BottomSheetCore

/// Whether the view that presents a binding-driven sheet can present it now.
package enum PresenterAvailability: Sendable, Hashable {
  /// In a window and presenting nothing: a sheet can go up.
  case ready
  /// Not in a window (yet): the request waits until the presenter appears, which reports again.
  case notInWindow
  /// In a window but presenting something else (an alert, another sheet): the request waits,
  /// checking again shortly (``PresentationBinding.Command/checkAgainLater``), since UIKit
  /// announces no end to a presentation made by someone else.
  case presentingOther
}
