/// The geometry derived from a sanitised ``LayoutContext`` and a ``SheetPlacement``: the sheet's
/// base line, its largest extent, its horizontal place, and the frame for any extent.
///
/// The sheet's *extent* is the height of its top edge above its base line. The base line is
/// the container's bottom edge raised by the keyboard overlap, so a sheet rests on the
/// keyboard. Extent 0 is hidden. Detents resolve to extents, whatever the placement.
///
/// ## Edge-attached and floating
///
/// An ``SheetPlacement/automatic`` sheet (and any sheet on a compact container) is
/// *edge-attached*: its frame reaches from its top edge down to the container's bottom edge,
/// behind the home indicator and the keyboard, and its content keeps the visible bottom
/// safe-area inset (``contentBottomInset``).
///
/// A card (``SheetPlacement/leading(_:)``, ``SheetPlacement/trailing(_:)`` or
/// ``SheetPlacement/center(_:)`` on a wide container) *floats*: at rest its bottom edge sits `bottomClearance` above the base line —
/// the card's ``SheetCardSize/bottomMargin`` above the container's bottom safe edge, or above
/// the keyboard when the keyboard lifts the sheet. Its content needs no bottom inset, so
/// detents that size content (``Detent/fitting``, ``Detent/height(_:identifier:accessibilityName:)``)
/// add the clearance instead: a `.fitting` card shows its content whole between its top edge
/// and its floating bottom edge. Its frame at extent `e` is the real card:
///
/// - top = base line − `e` (as for every sheet);
/// - bottom = base line − clearance, never above the top: between detents, in a drag or a
///   spring, only the top edge moves, and a card presenting or leaving rises from, or sinks
///   into, its floating bottom edge, its content clipped there as an edge-attached sheet's
///   content is clipped by the screen's edge.
///
/// Hit-testing, the dimming's pass-through and the keyboard (`keyboardColumn`) all use this
/// frame. Bad values never produce a NaN or a frame outside the container.
///
/// ## A card's surface and content
///
/// The card's frame is already the floating shape, so ``SheetConfiguration/surfaceStyle`` adds
/// no insets to it and does not morph it at the full height: its `SheetFrame.surface` is the
/// frame itself at every extent, all four corners rounded under the floating style, the top
/// ones only under the attached style (`SheetSurfaceMorph`). Its content is laid out at the
/// card's width, `SheetFrame.layoutHeight` less `bottomClearance` tall
/// (`SheetFrame.contentRect`), so it ends at the floating bottom edge when the card rests.
package struct SheetLayout: Sendable, Hashable {
  /// Containers wider than this (iPad, iPhone landscape) get a centred sheet of bounded width,
  /// or a card when the placement asks for one, in points. 600 pt sits between the widest
  /// iPhone in portrait (440 pt) and the narrowest landscape or iPad width (667 pt).
  package static let wideContainerThreshold: Double = 600
  /// The width of the ``SheetPlacement/automatic`` sheet on wide containers, in points: the
  /// width of a regular-width UIKit form sheet (540 pt) plus room for its shadow margins, so
  /// text keeps a readable line length instead of stretching across a landscape screen.
  package static let wideSheetWidth: Double = 560

  /// The sanitised context this layout was made from.
  package let context: LayoutContext
  /// The placement asked for (``SheetConfiguration/placement``); see `isFloating` for
  /// whether it applies in this container.
  package let placement: SheetPlacement
  /// How far the keyboard raises the sheet's base line, in points.
  package let keyboardLift: Double
  /// The largest extent any detent may have: container height − top safe-area inset − top gap −
  /// keyboard lift, in points.
  package let maximumExtent: Double
  /// The part of the bottom safe-area inset not covered by the keyboard, in points.
  package let visibleBottomInset: Double
  /// Whether the sheet is a floating card: a card placement on a container wider than
  /// ``wideContainerThreshold``. On compact containers a card placement falls back to the
  /// full-width, edge-attached sheet.
  package let isFloating: Bool
  /// The gap between the base line and a floating card's bottom edge at rest, in points: the
  /// visible bottom safe-area inset plus the card's bottom margin; 0 for an edge-attached
  /// sheet, which reaches the container's bottom edge.
  package let bottomClearance: Double
  /// The bottom inset the sheet's content is laid out with, in points: the visible bottom
  /// safe-area inset for an edge-attached sheet (its content clears the home indicator), at
  /// least `SheetSurface.floatingInset` under the floating style (the surface's bottom edge
  /// floats that far above the sheet's, so on a display without a home indicator the content
  /// still ends on the surface), 0 for a floating card (it ends above the safe area).
  package let contentBottomInset: Double
  /// What detents that size content (``Detent/fitting``, ``Detent/height(_:identifier:accessibilityName:)``,
  /// ``Detent/custom(id:accessibilityName:resolver:)``) add below the content, in points: the
  /// content's bottom inset and the card's clearance (the visible bottom safe-area inset for an
  /// edge-attached sheet; that plus the bottom margin for a card).
  package var bottomAllowance: Double { contentBottomInset + bottomClearance }
  /// The tallest content a `.fitting` sheet shows whole, in points: the largest extent less
  /// the bottom allowance and the grabber's strip. Taller content is capped to it.
  package var maximumContentHeight: Double {
    max(0, maximumExtent - bottomAllowance - context.grabberHeight)
  }
  /// The sheet's width at rest, in points.
  package let sheetWidth: Double
  /// The sheet's left edge at rest, in points from the container's left edge.
  package let sheetMinX: Double
  /// The side the sheet's place is measured from: a card's side, else the middle.
  let anchor: HorizontalAnchor

  /// Derives the layout from `context`, which is sanitised first; `keyboardLifts` says whether
  /// the keyboard raises the base line (when false the keyboard simply covers the sheet), and
  /// `placement` where the sheet sits on a wide container, and `surfaceStyle` whether its
  /// surface floats (``contentBottomInset``).
  package init(
    context: LayoutContext, keyboardLifts: Bool = true, placement: SheetPlacement = .automatic,
    surfaceStyle: SheetSurfaceStyle = .attached
  ) {
    var ignored = InputCorrections()
    self.init(
      sanitized: context.sanitized(&ignored), keyboardLifts: keyboardLifts, placement: placement,
      surfaceStyle: surfaceStyle)
  }

  /// Derives the layout from a context that is already sanitised.
  init(
    sanitized context: LayoutContext, keyboardLifts: Bool, placement: SheetPlacement,
    surfaceStyle: SheetSurfaceStyle = .attached
  ) {
    self.context = context
    self.placement = placement
    let height = context.containerSize.height
    let width = context.containerSize.width
    let lift = keyboardLifts ? context.keyboardOverlap : 0
    keyboardLift = lift
    maximumExtent = max(0, height - context.safeAreaInsets.top - context.topGap - lift)
    let visible = max(0, context.safeAreaInsets.bottom - lift)
    visibleBottomInset = visible
    let isWide = width > SheetLayout.wideContainerThreshold
    if isWide, let card = placement.cardSize {
      isFloating = true
      bottomClearance = min(visible + card.floatingGap, height)
      contentBottomInset = 0
      let insets = context.safeAreaInsets
      let cardWidth = card.width(
        containerWidth: width, safeWidth: width - insets.left - insets.right)
      sheetWidth = cardWidth
      let leftX = insets.left + card.margin
      let rightX = width - insets.right - card.margin - cardWidth
      switch placement.kind {
      case .center:
        // Centred in the safe area, whatever the layout direction.
        let centredX = insets.left + (width - insets.left - insets.right - cardWidth) / 2
        sheetMinX = min(max(centredX, 0), width - cardWidth)
        anchor = .middle
      default:
        let isLeading: Bool
        if case .leading = placement.kind { isLeading = true } else { isLeading = false }
        let atLeft = isLeading == (context.layoutDirection == .leftToRight)
        sheetMinX = min(max(atLeft ? leftX : rightX, 0), width - cardWidth)
        anchor = atLeft ? .left : .right
      }
    } else {
      isFloating = false
      bottomClearance = 0
      contentBottomInset =
        surfaceStyle == .floating ? max(visible, SheetSurface.floatingInset) : visible
      anchor = .middle
      if isWide {
        sheetWidth = SheetLayout.wideSheetWidth
        sheetMinX = (width - SheetLayout.wideSheetWidth) / 2
      } else {
        sheetWidth = width
        sheetMinX = 0
      }
    }
  }

  /// The y coordinate of the base line, in points from the container's top.
  package var baseLineY: Double { context.containerSize.height - keyboardLift }

  /// The band of the container the sheet spans at rest, from the container's top to its bottom
  /// edge: a keyboard moves the sheet only where it overlaps this band
  /// (``KeyboardOverlap/overlap(keyboard:container:)``), so a keyboard beside a card leaves
  /// it where it is.
  package var keyboardColumn: Rect {
    Rect(x: sheetMinX, y: 0, width: sheetWidth, height: context.containerSize.height)
  }

  /// The sheet's frame at `extent`, at rest horizontally: its top edge `extent` above the base
  /// line, reaching down to the container's bottom edge (behind the keyboard and the home
  /// indicator) when edge-attached, or to its floating bottom edge when a card. The extent is
  /// clamped to 0…container height first.
  package func frame(forExtent extent: Double) -> Rect {
    frame(forExtent: extent, keyboardLift: keyboardLift)
  }

  /// The sheet's frame at `extent` while the base line is raised by `keyboardLift` (which the
  /// engine animates with the keyboard), in points, at rest horizontally.
  package func frame(forExtent extent: Double, keyboardLift: Double) -> Rect {
    let vertical = verticalSpan(forExtent: extent, keyboardLift: keyboardLift)
    return Rect(
      x: sheetMinX, y: vertical.top, width: sheetWidth, height: vertical.bottom - vertical.top)
  }

  /// The top and bottom edges of the sheet at `extent` while the base line is raised by
  /// `keyboardLift`, in points from the container's top; top ≤ bottom ≤ container height.
  @inline(__always)
  func verticalSpan(forExtent extent: Double, keyboardLift: Double) -> (
    top: Double, bottom: Double
  ) {
    // Per frame: inlined, the engine reads the layout in place instead of copying it for the call.
    let height = context.containerSize.height
    let clamped = Sanitize.clamp(extent, 0, height)
    let lift = Sanitize.clamp(keyboardLift, 0, height)
    let top = max(0, height - lift - clamped)
    guard isFloating else { return (top, height) }
    // The clearance follows the animated lift as ``bottomClearance`` follows the resting one.
    let visible = max(0, context.safeAreaInsets.bottom - lift)
    let gap = bottomClearance - visibleBottomInset + visible
    let bottom = min(max(height - lift - gap, top), height)
    return (top, bottom)
  }
}
