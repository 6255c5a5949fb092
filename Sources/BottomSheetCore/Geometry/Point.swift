/// A location in the container's coordinate space, in points.
///
/// The origin is the container's top-left corner and y grows downwards, as in UIKit.
public struct Point: Sendable, Hashable {
  /// The horizontal coordinate, in points.
  public var x: Double
  /// The vertical coordinate, in points (down is positive).
  public var y: Double

  /// Creates a point from its coordinates, in points.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)
}
