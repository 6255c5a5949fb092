/// A width and a height, in points.
public struct Size: Sendable, Hashable, Codable {
  /// The horizontal extent, in points.
  public var width: Double
  /// The vertical extent, in points.
  public var height: Double

  /// Creates a size, in points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size with zero width and height.
  public static let zero = Size(width: 0, height: 0)
}
