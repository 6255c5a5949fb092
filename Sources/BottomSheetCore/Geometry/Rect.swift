/// An axis-aligned rectangle in the container's coordinate space, in points.
public struct Rect: Sendable, Hashable {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// Creates a rectangle from its top-left corner and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its top-left corner coordinates and size, in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The smallest x coordinate.
  public var minX: Double { origin.x }
  /// The smallest y coordinate (the top edge).
  public var minY: Double { origin.y }
  /// The largest x coordinate.
  public var maxX: Double { origin.x + size.width }
  /// The largest y coordinate (the bottom edge).
  public var maxY: Double { origin.y + size.height }
  /// The horizontal centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The width, in points.
  public var width: Double { size.width }
  /// The height, in points.
  public var height: Double { size.height }

  /// Whether `point` lies inside the rectangle (edges on the top and left count as inside).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
}
