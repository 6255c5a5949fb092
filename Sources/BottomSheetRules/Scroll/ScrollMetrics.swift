import BottomSheetCore

/// The vertical geometry of a scroll view inside the sheet, in points, as UIKit reports it.
///
/// ```swift
/// ScrollMetrics(contentOffset: scrollView.contentOffset.y,
///               contentHeight: scrollView.contentSize.height,
///               boundsHeight: scrollView.bounds.height,
///               insetTop: scrollView.adjustedContentInset.top,
///               insetBottom: scrollView.adjustedContentInset.bottom)
/// ```
package struct ScrollMetrics: Sendable, Hashable {
  /// `contentOffset.y`, in points.
  package var contentOffset: Double
  /// `contentSize.height`, in points.
  package var contentHeight: Double
  /// `bounds.height`, in points.
  package var boundsHeight: Double
  /// `adjustedContentInset.top`, in points.
  package var insetTop: Double
  /// `adjustedContentInset.bottom`, in points.
  package var insetBottom: Double

  /// Creates metrics; non-finite values are treated as 0 when used.
  package init(
    contentOffset: Double, contentHeight: Double, boundsHeight: Double,
    insetTop: Double = 0, insetBottom: Double = 0
  ) {
    self.contentOffset = contentOffset
    self.contentHeight = contentHeight
    self.boundsHeight = boundsHeight
    self.insetTop = insetTop
    self.insetBottom = insetBottom
  }

  /// The offset at which the content shows its top: `−adjustedContentInset.top`.
  package var topOffset: Double { -finite(insetTop) }

  /// The largest resting offset: content bottom plus inset, minus the visible height (never
  /// above ``topOffset``).
  package var bottomOffset: Double {
    max(topOffset, finite(contentHeight) + finite(insetBottom) - finite(boundsHeight))
  }

  /// Whether the content is taller than the scroll view, so it can scroll at all.
  package var canScroll: Bool { bottomOffset > topOffset + ScrollHandoff.edgeTolerance }

  /// Whether the content shows its top (or is pulled past it).
  package var isAtTop: Bool { finite(contentOffset) <= topOffset + ScrollHandoff.edgeTolerance }

  @inline(__always)
  private func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
