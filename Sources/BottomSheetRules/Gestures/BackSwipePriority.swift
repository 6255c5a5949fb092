import BottomSheetCore

/// Which gesture wins when a back swipe and another gesture inside the navigation stack want
/// the same finger, so the adapter's gesture delegates only describe the gestures and forward.
///
/// The rules, as UIKit's own navigation controller behaves:
/// - **The edge band wins.** A touch that went down where the sheet's edge pop may start
///   (``EdgePopGesture/mayStart(startX:width:direction:stackDepth:isTransitioning:)``) makes
///   every drag of the stack's content under the finger — a scroll view's pan (a vertical list,
///   a horizontal pager), a table's swipe actions, any other pan or swipe, iOS 26's content
///   back swipe — wait for the edge pop to fail. A vertical drag fails the edge pop at once, so
///   the list still scrolls; a swipe toward the trailing edge pops. Taps, long presses and
///   other discrete gestures never wait, so a tap near the edge is not delayed.
/// - **A horizontal scroller wins over the content back swipe.** iOS 26's content back swipe
///   (anywhere in the content) waits for the pan of a scroll view in the stack that scrolls
///   horizontally (a pager, a carousel) to fail, so swiping such a scroller scrolls it.
///
/// ```swift
/// let inBand = EdgePopGesture.mayStart(
///   startX: 6, width: 390, direction: .leftToRight, stackDepth: 2, isTransitioning: false)
/// BackSwipePriority.rivalWaitsForEdgePop(.drag, isInStack: true, edgePopMayStart: inBand)
/// // true: the table's swipe actions wait
/// ```
package enum BackSwipePriority {
  /// Another gesture recognizer under the finger, as a back swipe sees it.
  package enum Rival: Sendable, Hashable {
    /// A scroll view's own pan, with the scroll view's axes.
    case scrollView(ScrollViewAxes)
    /// Any other continuous drag: a table's swipe actions, a pan or swipe recognizer, the
    /// system's content back swipe.
    case drag
    /// A tap, a long press or any other gesture that is not a drag.
    case discrete
  }

  /// Whether `rival` must wait for the sheet's edge pop gesture to fail.
  ///
  /// - Parameters:
  ///   - rival: The other gesture.
  ///   - isInStack: Whether `rival` belongs to the navigation stack's view or a view inside it
  ///     (the sheet's own pan and gestures outside the stack are left alone).
  ///   - edgePopMayStart: Whether the touch went down where a pop may start
  ///     (``EdgePopGesture/mayStart(startX:width:direction:stackDepth:isTransitioning:)``).
  package static func rivalWaitsForEdgePop(
    _ rival: Rival, isInStack: Bool, edgePopMayStart: Bool
  ) -> Bool {
    guard isInStack, edgePopMayStart else { return false }
    switch rival {
    case .scrollView, .drag: return true
    case .discrete: return false
    }
  }

  /// Whether the system's content back swipe (iOS 26) must wait for `rival` to fail: the pan
  /// of an enabled scroll view in the stack that scrolls horizontally.
  ///
  /// - Parameters:
  ///   - rival: The other gesture.
  ///   - isInStack: Whether `rival` belongs to a view inside the navigation stack.
  package static func contentPopWaits(for rival: Rival, isInStack: Bool) -> Bool {
    guard isInStack, case .scrollView(let axes) = rival else { return false }
    return axes.isScrollEnabled && axes.scrollsHorizontally
  }
}
