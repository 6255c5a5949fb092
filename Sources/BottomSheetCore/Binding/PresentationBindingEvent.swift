/// Something that happened to a binding-driven sheet (see ``PresentationBinding``).
public enum PresentationBindingEvent<Identity: Hashable>: Hashable {
  /// The view's state was read: the binding asks for the sheet with `wanted`'s identity (nil:
  /// no sheet), and `canPresent` says whether the presenting view is in a window and free to
  /// present. Sent at every update of the view and whenever the presenter becomes free.
  case stateChanged(wanted: Identity?, canPresent: Bool)
  /// The sheet's content asked to be dismissed (the wrapper's dismiss action).
  case contentRequestedDismissal
  /// The sheet finished arriving, or came back after a finger took back its dismissal.
  case sheetDidPresent
  /// The sheet is gone, whoever dismissed it; `canPresent` as for ``stateChanged(wanted:canPresent:)``.
  case sheetDidDismiss(canPresent: Bool)
  /// The modified view left the hierarchy.
  case removed
}

extension PresentationBindingEvent: Sendable where Identity: Sendable {}
