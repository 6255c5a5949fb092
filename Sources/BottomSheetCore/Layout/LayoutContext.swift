/// Everything the layout needs to know about the sheet's surroundings, in points.
///
/// Adapters build one from the container view (bounds, safe area), the presented content
/// (preferred height), the keyboard frame and the grabber style, and send it to the engine
/// whenever any of it changes.
///
/// ```swift
/// let context = LayoutContext(
///   containerSize: Size(width: 390, height: 844),
///   safeAreaInsets: Insets(top: 47, bottom: 34),
///   preferredContentHeight: 300)
/// ```
public struct LayoutContext: Sendable, Hashable {
  /// The gap kept between the top safe-area edge and a sheet at its largest detent, in points.
  ///
  /// 10 pt matches the strip of the presenting screen that stays visible above a full-height
  /// system page sheet on notched iPhones.
  public static let defaultTopGap: Double = 10
  /// The largest length the layout accepts, in points: 10⁶ pt, hundreds of times any screen, so
  /// every derived extent stays far inside the range springs compute exactly in. Larger values
  /// are capped and recorded as ``InputCorrections/implausibleLength``.
  package static let maximumLength: Double = 1_000_000

  /// The size of the container the sheet lives in (usually the window), in points.
  public var containerSize: Size
  /// The container's safe-area insets, in points.
  public var safeAreaInsets: Insets
  /// The height the content asks for, in points: in UIKit its `preferredContentSize.height`,
  /// else its Auto Layout height at the sheet's width.
  /// It excludes the bottom safe area and the grabber.
  public var preferredContentHeight: Double
  /// How far the keyboard overlaps the container from its bottom edge, in points (0 when hidden).
  public var keyboardOverlap: Double
  /// The height of the grabber strip above the content, in points; 0 when the grabber overlays
  /// the content or there is none.
  public var grabberHeight: Double
  /// The gap between the top safe-area edge and the largest possible sheet, in points.
  public var topGap: Double
  /// The radius of the display's corners where the container fills the display, in points; 0
  /// (the default) for a display with square corners or when it is not known.
  ///
  /// A floating surface's bottom corners are concentric with it (`SheetSurface`). No public
  /// UIKit API reports it, so the UIKit adapter passes the estimate of the core's
  /// `DisplayCorners` rule (`estimatedRoundedDisplayCornerRadius` on a phone with a home
  /// indicator, a smaller one on an iPad with one, 0 elsewhere); on iOS 26 it draws the bottom
  /// corners with `UICornerRadius.containerConcentric(minimum:)`, which follows the real
  /// display (with no floor when attached, `SheetSurface.minimumFloatingCornerRadius` while
  /// floating), so this number then only sets the floating top corners (and what `sheet-lab`
  /// draws).
  public var displayCornerRadius: Double

  /// The display corner radius the UIKit adapter assumes on a phone with a home indicator, in
  /// points: 44. Apple publishes no value and no API for it; 44 pt lies within the range of
  /// today's Face ID iPhones and makes a floating sheet's corners read as following the
  /// display's.
  package static let estimatedRoundedDisplayCornerRadius: Double = 44
  /// Which way the container reads: a card placement's leading side is the left one in
  /// left-to-right layouts and the right one in right-to-left layouts (UIKit's
  /// `effectiveUserInterfaceLayoutDirection`).
  public var layoutDirection: SheetLayoutDirection

  /// Creates a layout context. Every value is in points; bad values are clamped when used.
  public init(
    containerSize: Size,
    safeAreaInsets: Insets = .zero,
    preferredContentHeight: Double = 0,
    keyboardOverlap: Double = 0,
    grabberHeight: Double = 0,
    topGap: Double = LayoutContext.defaultTopGap,
    displayCornerRadius: Double = 0,
    layoutDirection: SheetLayoutDirection = .leftToRight
  ) {
    self.containerSize = containerSize
    self.safeAreaInsets = safeAreaInsets
    self.preferredContentHeight = preferredContentHeight
    self.keyboardOverlap = keyboardOverlap
    self.grabberHeight = grabberHeight
    self.topGap = topGap
    self.displayCornerRadius = displayCornerRadius
    self.layoutDirection = layoutDirection
  }

  /// A copy in which every value is finite and non-negative, insets and keyboard fit inside the
  /// container, and the corrections that needed are added to `corrections`.
  ///
  /// Infinite sizes become 0 (there is no sensible finite container to fall back to); an
  /// infinite content height becomes the container height, so `.fitting` caps at the maximum.
  package func sanitized(_ corrections: inout InputCorrections) -> LayoutContext {
    var copy = self
    let width = Sanitize.length(containerSize.width, &corrections)
    let height = Sanitize.length(containerSize.height, &corrections)
    copy.containerSize = Size(width: width, height: height)
    var insets = Insets(
      top: Sanitize.length(safeAreaInsets.top, &corrections),
      left: Sanitize.length(safeAreaInsets.left, &corrections),
      bottom: Sanitize.length(safeAreaInsets.bottom, &corrections),
      right: Sanitize.length(safeAreaInsets.right, &corrections))
    if insets.top + insets.bottom > height {
      corrections.insert(.exceedsContainer)
      insets.top = min(insets.top, height)
      insets.bottom = height - insets.top
    }
    if insets.left + insets.right > width {
      corrections.insert(.exceedsContainer)
      insets.left = min(insets.left, width)
      insets.right = width - insets.left
    }
    copy.safeAreaInsets = insets
    copy.preferredContentHeight = Sanitize.length(
      preferredContentHeight, infinityFallback: height, &corrections)
    copy.grabberHeight = min(Sanitize.length(grabberHeight, &corrections), height)
    copy.topGap = min(Sanitize.length(topGap, &corrections), height - insets.top)
    var keyboard = Sanitize.length(keyboardOverlap, infinityFallback: height, &corrections)
    let roomForKeyboard = height - insets.top - copy.topGap
    if keyboard > roomForKeyboard {
      corrections.insert(.exceedsContainer)
      keyboard = roomForKeyboard
    }
    copy.keyboardOverlap = keyboard
    copy.displayCornerRadius = min(Sanitize.length(displayCornerRadius, &corrections), width / 2)
    return copy
  }
}
