/// What a scroll view inside the sheet can scroll, decided from its raw geometry, so the adapter
/// only forwards sizes and flags.
///
/// ```swift
/// let axes = ScrollViewAxes(
///   contentSize: Size(width: 390, height: 2000), boundsSize: Size(width: 390, height: 700))
/// axes.handsOff  // true: a vertical list shares the finger with the sheet
/// ```
public struct ScrollViewAxes: Sendable, Hashable {
  /// Whether the content can move vertically (taller than the view, or always bouncing).
  public let scrollsVertically: Bool
  /// Whether the content can move horizontally (wider than the view, or always bouncing).
  public let scrollsHorizontally: Bool
  /// Whether scrolling is enabled at all.
  public let isScrollEnabled: Bool

  /// Derives the axes from a scroll view's geometry, in points.
  ///
  /// - Parameters:
  ///   - contentSize: `contentSize`.
  ///   - boundsSize: `bounds.size`.
  ///   - insets: `adjustedContentInset`.
  ///   - alwaysBouncesVertically: `alwaysBounceVertical`.
  ///   - alwaysBouncesHorizontally: `alwaysBounceHorizontal`.
  ///   - isScrollEnabled: `isScrollEnabled`.
  public init(
    contentSize: Size, boundsSize: Size, insets: Insets = .zero,
    alwaysBouncesVertically: Bool = false, alwaysBouncesHorizontally: Bool = false,
    isScrollEnabled: Bool = true
  ) {
    let tolerance = ScrollHandoff.edgeTolerance
    func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
    scrollsVertically =
      alwaysBouncesVertically
      || finite(contentSize.height) + finite(insets.top) + finite(insets.bottom)
        > finite(boundsSize.height) + tolerance
    scrollsHorizontally =
      alwaysBouncesHorizontally
      || finite(contentSize.width) + finite(insets.left) + finite(insets.right)
        > finite(boundsSize.width) + tolerance
    self.isScrollEnabled = isScrollEnabled
  }

  /// Whether the scroll view takes part in the handoff: it scrolls vertically, or it does not
  /// scroll sideways either (short content: the sheet then takes the whole drag). A
  /// horizontal-only scroller, or one with scrolling off, is left alone.
  public var handsOff: Bool {
    isScrollEnabled && (scrollsVertically || !scrollsHorizontally)
  }
}
