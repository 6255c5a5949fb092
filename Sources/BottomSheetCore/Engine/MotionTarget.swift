/// Where an animation is heading.
enum MotionTarget: Sendable, Hashable {
  /// Extent 0.
  case hidden
  /// The detent with this identifier (its extent is looked up again after layout changes).
  case detent(Detent.Identifier)
}
