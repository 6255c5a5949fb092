import BottomSheetCore

/// Whether a scroll view inside the sheet carries vertical drags itself, decided from its raw
/// geometry so the adapter only forwards sizes and flags.
///
/// A scroll view whose own pan carries vertical drags shares the finger with the sheet through
/// ``ScrollHandoff``. Any other view under the finger (short content that does not bounce, a
/// horizontal-only carousel, scrolling switched off) leaves the drag to the sheet's own pan, so
/// the sheet moves directly.
///
/// ```swift
/// let axes = ScrollViewAxes(
///   contentSize: Size(width: 390, height: 2000), boundsSize: Size(width: 390, height: 700))
/// axes.handsOff  // true
/// ```
package struct ScrollViewAxes: Sendable, Hashable {
  /// Whether the content can move vertically (taller than the view, or always bouncing).
  package let scrollsVertically: Bool
  /// Whether the content can move horizontally (wider than the view, or always bouncing): a
  /// pager or a carousel, which wins a horizontal swipe over the system's content back swipe
  /// (``BackSwipePriority``).
  package let scrollsHorizontally: Bool
  /// Whether scrolling is enabled at all.
  package let isScrollEnabled: Bool

  /// Derives the axes from a scroll view's geometry, in points.
  ///
  /// - Parameters:
  ///   - contentSize: `contentSize`.
  ///   - boundsSize: `bounds.size`.
  ///   - insets: `adjustedContentInset`.
  ///   - alwaysBouncesVertically: `alwaysBounceVertical`.
  ///   - alwaysBouncesHorizontally: `alwaysBounceHorizontal`.
  ///   - isScrollEnabled: `isScrollEnabled`.
  package init(
    contentSize: Size, boundsSize: Size, insets: Insets = .zero,
    alwaysBouncesVertically: Bool = false, alwaysBouncesHorizontally: Bool = false,
    isScrollEnabled: Bool = true
  ) {
    func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
    scrollsVertically =
      alwaysBouncesVertically
      || finite(contentSize.height) + finite(insets.top) + finite(insets.bottom)
        > finite(boundsSize.height) + ScrollHandoff.edgeTolerance
    scrollsHorizontally =
      alwaysBouncesHorizontally
      || finite(contentSize.width) + finite(insets.left) + finite(insets.right)
        > finite(boundsSize.width) + ScrollHandoff.edgeTolerance
    self.isScrollEnabled = isScrollEnabled
  }

  /// Whether the scroll view's own pan carries vertical drags, so the sheet hands off through it.
  package var handsOff: Bool { isScrollEnabled && scrollsVertically }
}
