import BottomSheetCore

/// What the adapter applies after one pan update of a tracked scroll view.
package struct HandoffUpdate: Sendable, Hashable {
  /// The content offset to set on the scroll view, in points; nil leaves UIKit's own offset
  /// (the content scrolled, bounce included, exactly as UIKit moved it).
  package var contentOffset: Double?
  /// How far the sheet moved in this update, in screen points (down positive).
  package var sheetDelta: Double
  /// How far the content scrolled in this update, in points of finger movement (down positive).
  package var contentDelta: Double

  /// Creates an update.
  package init(contentOffset: Double?, sheetDelta: Double, contentDelta: Double) {
    self.contentOffset = contentOffset
    self.sheetDelta = sheetDelta
    self.contentDelta = contentDelta
  }
}
