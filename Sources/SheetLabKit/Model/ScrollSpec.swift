/// A vertical scroll view inside the sheet (emulated by `ScrollViewEmulator`), in points.
package struct ScrollSpec: Sendable, Hashable {
  /// The list's content height, in points.
  package var contentHeight: Double
  /// The scroll view's visible height, in points.
  package var viewportHeight: Double

  /// Creates a scroll view description.
  package init(contentHeight: Double, viewportHeight: Double) {
    self.contentHeight = contentHeight
    self.viewportHeight = viewportHeight
  }
}
