/// A vertical scroll view inside the sheet (emulated by `ScrollViewEmulator`), in points.
public struct ScrollSpec: Sendable, Hashable {
  /// The list's content height, in points.
  public var contentHeight: Double
  /// The scroll view's visible height, in points.
  public var viewportHeight: Double

  /// Creates a scroll view description.
  public init(contentHeight: Double, viewportHeight: Double) {
    self.contentHeight = contentHeight
    self.viewportHeight = viewportHeight
  }
}
