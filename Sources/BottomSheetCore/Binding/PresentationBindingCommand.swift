/// What the SwiftUI wrapper does for a binding-driven sheet (see ``PresentationBinding``).
package enum PresentationBindingCommand<Identity: Hashable>: Hashable {
  /// Present a new sheet for the identity, with the latest content. A new sheet starts afresh:
  /// nothing the wrapper kept for an earlier sheet (the content's preferences, the binding's
  /// value to write back) carries over. When nothing can be presented, report
  /// ``PresentationBindingEvent/presentationFailed(presenter:)``.
  case present(Identity)
  /// Give the sheet on screen the latest content and settings (same identity).
  case update
  /// Dismiss this sheet (and whatever it presents), never anything the presenter showed by
  /// other means. When there is no sheet, report
  /// ``PresentationBindingEvent/nothingToDismiss(presenter:)``.
  case dismiss(animated: Bool)
  /// Write the binding: nil (or false) after the sheet went away by itself, or the identity of
  /// the sheet on screen after a finger kept a sheet the binding had let go of.
  case setBinding(Identity?)
  /// Call the `onDismiss` closure.
  case callOnDismiss
  /// Report ``PresentationBindingEvent/recheckDue(wanted:presenter:)`` shortly (a tenth of a
  /// second): a sheet waits for the presenter to finish presenting something else. Never sent
  /// while such a check is pending (``PresentationBinding/isRecheckPending``), so at most one
  /// timer runs per presenter, and the chain ends once the sheet is shown or no longer wanted.
  case checkAgainLater
}

extension PresentationBindingCommand: Sendable where Identity: Sendable {}
