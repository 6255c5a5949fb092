/// Something that happened to a binding-driven sheet (see ``PresentationBinding``).
package enum PresentationBindingEvent<Identity: Hashable>: Hashable {
  /// The view's state was read: the binding asks for the sheet with `wanted`'s identity (nil:
  /// no sheet), and `presenter` says whether the presenting view can present it now. Sent at
  /// every update of the view and when the presenter appears.
  case stateChanged(wanted: Identity?, presenter: PresenterAvailability)
  /// The check asked for by ``PresentationBindingCommand/checkAgainLater`` is due: the same as
  /// ``stateChanged(wanted:presenter:)``, and no check is pending any more.
  case recheckDue(wanted: Identity?, presenter: PresenterAvailability)
  /// The wrapper could not carry out ``PresentationBindingCommand/present(_:)``: there was no
  /// content for that identity, no presenter, or UIKit refused. Nothing is on screen.
  case presentationFailed(presenter: PresenterAvailability)
  /// The wrapper could not carry out ``PresentationBindingCommand/dismiss(animated:)``: there
  /// was no sheet to dismiss, so none will report leaving.
  case nothingToDismiss(presenter: PresenterAvailability)
  /// The sheet's content asked to be dismissed (the wrapper's dismiss action).
  case contentRequestedDismissal
  /// The sheet finished arriving, or came back after a finger took back its dismissal.
  case sheetDidPresent
  /// The sheet is gone, whoever dismissed it; `presenter` as for
  /// ``stateChanged(wanted:presenter:)``.
  case sheetDidDismiss(presenter: PresenterAvailability)
  /// The modified view left the hierarchy.
  case removed
}

extension PresentationBindingEvent: Sendable where Identity: Sendable {}
