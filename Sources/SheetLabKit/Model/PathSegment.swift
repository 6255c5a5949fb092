/// One straight piece of a finger's path: `by` points (down or right positive) over `over`
/// seconds. A segment with `by` 0 is the finger resting.
package struct PathSegment: Sendable, Hashable {
  /// The movement, in points.
  package var by: Double
  /// How long it takes, in seconds.
  package var over: Double

  /// Creates a segment.
  package init(by: Double, over: Double) {
    self.by = by
    self.over = over
  }
}
