/// The side of the container a sheet's horizontal place is measured from: what a container
/// change keeps (`SheetLayout.anchor`).
enum HorizontalAnchor: Sendable, Hashable {
  /// The container's left edge (a card at the left side).
  case left
  /// The container's right edge (a card at the right side).
  case right
  /// The container's middle (a centred or full-width sheet).
  case middle
}
