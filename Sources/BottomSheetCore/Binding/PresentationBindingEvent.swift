/// Something that happened to a binding-driven sheet (see ``PresentationBinding``).
public enum PresentationBindingEvent<Identity: Hashable>: Hashable {
  /// The view's state was read: the binding asks for the sheet with `wanted`'s identity (nil:
  /// no sheet), and `presenter` says whether the presenting view can present it now. Sent at
  /// every update of the view, when the presenter appears, and when asked to check again.
  case stateChanged(wanted: Identity?, presenter: PresenterAvailability)
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
