/// What the sheet is doing at one instant.
public enum SheetPhase: Sendable, Hashable {
  /// Not on screen (extent 0, not presented).
  case hidden
  /// Animating in after a present, toward its first detent.
  case presenting
  /// At rest on a detent.
  case resting
  /// Following a finger.
  case dragging
  /// Animating toward a detent after a release, a detent change or a layout change.
  case settling
  /// Animating out toward hidden.
  case dismissing
}
