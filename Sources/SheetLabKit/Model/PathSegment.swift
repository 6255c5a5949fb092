/// One straight piece of a finger's path: `by` points (down or right positive) over `over`
/// seconds. A segment with `by` 0 is the finger resting.
public struct PathSegment: Sendable, Hashable {
  /// The movement, in points.
  public var by: Double
  /// How long it takes, in seconds.
  public var over: Double

  /// Creates a segment.
  public init(by: Double, over: Double) {
    self.by = by
    self.over = over
  }
}
