/// The geometry derived from a sanitised ``LayoutContext``: the sheet's base line, its largest
/// extent, its width, and the frame for any extent.
///
/// The sheet's *extent* is its visible height above its base line. The base line is the
/// container's bottom edge raised by the keyboard overlap, so a sheet rests on the keyboard.
/// Extent 0 is hidden.
public struct SheetLayout: Sendable, Hashable {
  /// Containers wider than this (iPad, iPhone landscape) get a centred sheet of bounded width,
  /// in points. 600 pt sits between the widest iPhone in portrait (440 pt) and the narrowest
  /// landscape or iPad width (667 pt).
  public static let wideContainerThreshold: Double = 600
  /// The width of the sheet on wide containers, in points: the width of a regular-width
  /// UIKit form sheet (540 pt) plus room for its shadow margins, so text keeps a readable line
  /// length instead of stretching across a landscape screen.
  public static let wideSheetWidth: Double = 560

  /// The sanitised context this layout was made from.
  public let context: LayoutContext
  /// How far the keyboard raises the sheet's base line, in points.
  public let keyboardLift: Double
  /// The largest extent any detent may have: container height − top safe-area inset − top gap −
  /// keyboard lift, in points.
  public let maximumExtent: Double
  /// The part of the bottom safe-area inset not covered by the keyboard, in points. Detents that
  /// size content (``Detent/fitting``, ``Detent/height(_:identifier:accessibilityName:)``) add it so content clears the
  /// home indicator.
  public let visibleBottomInset: Double
  /// The tallest content a `.fitting` sheet shows whole, in points: the largest extent less
  /// the visible bottom inset and the grabber's strip. Taller content is capped to it.
  public var maximumContentHeight: Double {
    max(0, maximumExtent - visibleBottomInset - context.grabberHeight)
  }
  /// The sheet's width, in points.
  public let sheetWidth: Double
  /// The sheet's left edge, in points.
  public let sheetMinX: Double

  /// Derives the layout from `context`, which is sanitised first; `keyboardLifts` says whether
  /// the keyboard raises the base line (when false the keyboard simply covers the sheet).
  public init(context: LayoutContext, keyboardLifts: Bool = true) {
    var ignored = InputCorrections()
    self.init(sanitized: context.sanitized(&ignored), keyboardLifts: keyboardLifts)
  }

  /// Derives the layout from a context that is already sanitised.
  init(sanitized context: LayoutContext, keyboardLifts: Bool) {
    self.context = context
    let height = context.containerSize.height
    let width = context.containerSize.width
    let lift = keyboardLifts ? context.keyboardOverlap : 0
    keyboardLift = lift
    maximumExtent = max(0, height - context.safeAreaInsets.top - context.topGap - lift)
    visibleBottomInset = max(0, context.safeAreaInsets.bottom - lift)
    if width > SheetLayout.wideContainerThreshold {
      sheetWidth = SheetLayout.wideSheetWidth
      sheetMinX = (width - SheetLayout.wideSheetWidth) / 2
    } else {
      sheetWidth = width
      sheetMinX = 0
    }
  }

  /// The y coordinate of the base line, in points from the container's top.
  public var baseLineY: Double { context.containerSize.height - keyboardLift }

  /// The sheet's frame at `extent`: its top edge `extent` above the base line, reaching down to
  /// the container's bottom edge (behind the keyboard and the home indicator) so no gap shows.
  /// The extent is clamped to 0…container height first.
  public func frame(forExtent extent: Double) -> Rect {
    frame(forExtent: extent, keyboardLift: keyboardLift)
  }

  /// The sheet's frame at `extent` while the base line is raised by `keyboardLift` (which the
  /// engine animates with the keyboard), in points.
  public func frame(forExtent extent: Double, keyboardLift: Double) -> Rect {
    let height = context.containerSize.height
    let clamped = Sanitize.clamp(extent, 0, height)
    let lift = Sanitize.clamp(keyboardLift, 0, height)
    let top = max(0, height - lift - clamped)
    return Rect(x: sheetMinX, y: top, width: sheetWidth, height: height - top)
  }
}
