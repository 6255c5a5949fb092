import BottomSheetCore

/// Whether the view that presents a binding-driven sheet can present it now.
package enum PresenterAvailability: Sendable, Hashable {
  /// In a window and presenting nothing: a sheet can go up.
  case ready
  /// Not in a window (yet): the request waits until the presenter appears, which reports again.
  case notInWindow
  /// In a window but presenting something else (an alert, another sheet), or inside a
  /// presentation or dismissal that has not finished (a sheet whose content asks for a sheet as
  /// it appears): the request waits, checking again shortly
  /// (``PresentationBinding.Command/checkAgainLater``), since UIKit announces no end to a
  /// presentation made by someone else. Waiting is not failing: no number of checks gives up.
  case presentingOther

  /// What a presenter's facts mean for a sheet it is asked to present.
  ///
  /// - Parameters:
  ///   - isInWindow: its view is in a window.
  ///   - presentsSomething: it or a view controller it is inside presents a view controller
  ///     (UIKit's `presentedViewController`).
  ///   - isInTransition: it or a view controller it is inside is being presented or dismissed
  ///     now (UIKit's `transitionCoordinator` is not nil). UIKit refuses a presentation then,
  ///     with a console warning only, so presenting would count as a failure and three of them
  ///     in a row (``PresentationBinding/maximumFailedPresentations``) would give the sheet up
  ///     before an outer sheet's 0.5 s presentation is over.
  package init(isInWindow: Bool, presentsSomething: Bool, isInTransition: Bool) {
    if !isInWindow {
      self = .notInWindow
    } else if presentsSomething || isInTransition {
      self = .presentingOther
    } else {
      self = .ready
    }
  }
}
