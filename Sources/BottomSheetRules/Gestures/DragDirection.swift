import BottomSheetCore

/// Which pans move the sheet.
package enum DragDirection {
  /// Whether a pan starting with this velocity (points per second, any sign convention) is
  /// vertical enough to drag the sheet: more vertical than horizontal, so sideways swipes stay
  /// with the content (a carousel, a navigation edge swipe).
  package static func startsSheetDrag(velocityX: Double, velocityY: Double) -> Bool {
    guard velocityX.isFinite, velocityY.isFinite else { return false }
    return abs(velocityY) > abs(velocityX)
  }
}
