/// What the SwiftUI wrapper does for a binding-driven sheet (see ``PresentationBinding``).
public enum PresentationBindingCommand<Identity: Hashable>: Hashable {
  /// Present a new sheet for the identity, with the latest content.
  case present(Identity)
  /// Give the sheet on screen the latest content and settings (same identity).
  case update
  /// Dismiss this sheet (and whatever it presents), never anything the presenter showed by
  /// other means.
  case dismiss(animated: Bool)
  /// Write the binding: nil (or false) after the sheet went away by itself, or the identity of
  /// the sheet on screen after a finger kept a sheet the binding had let go of.
  case setBinding(Identity?)
  /// Call the `onDismiss` closure.
  case callOnDismiss
  /// Report ``PresentationBindingEvent/stateChanged(wanted:presenter:)`` again shortly (a
  /// tenth of a second): a sheet waits for the presenter to finish presenting something else.
  case checkAgainLater
}

extension PresentationBindingCommand: Sendable where Identity: Sendable {}
