/// One step of a drag that may reach the sheet before the sheet exists (see ``DeferredDrag``).
package enum DeferredDragEvent: Sendable, Hashable {
  /// The finger went down and has moved `translation` points since (down positive).
  case began(translation: Double)
  /// The finger has moved `translation` points in total since the drag began (down positive).
  case changed(translation: Double)
  /// The finger lifted at `velocity`, in points per second (down positive).
  case ended(velocity: Double)
  /// The system took the touch away.
  case cancelled
}
