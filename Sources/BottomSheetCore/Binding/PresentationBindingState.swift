/// Where a binding-driven sheet stands (see ``PresentationBinding``).
package enum PresentationBindingState<Identity: Hashable>: Hashable {
  /// No sheet, and none asked for.
  case idle
  /// The binding asks for the sheet with this identity, but nothing can present it yet (the
  /// presenting view is not in a window, or is presenting something else).
  case waiting(Identity)
  /// The sheet with this identity is on screen, arriving or resting.
  case shown(Identity)
  /// The sheet with this identity is leaving because the binding let go of it; `next` is shown
  /// once it is gone.
  case dismissing(Identity, next: Identity?)
}

extension PresentationBindingState: Sendable where Identity: Sendable {}
