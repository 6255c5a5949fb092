/// How the sheet's surface changes with its extent under one layout: from the floating shape at
/// ``startExtent`` and below to the attached shape at ``endExtent`` and above.
///
/// The engine builds one at each event that changes the layout, the detents or the
/// configuration (``SheetEngine/surfaceMorph``), and every frame asks it for the surface at the
/// drawn extent (``surface(atExtent:)``). The surface is therefore a function of where the
/// sheet is drawn, not of time: a finger that grabs the sheet mid-morph stops the morph under
/// it, a spring carries it along, and Reduce Motion (which only changes the springs) keeps it.
///
/// Between the two ends each value follows smoothstep, `3t² − 2t³` of the fraction `t` of the
/// way from ``startExtent`` to ``endExtent``: its slope is 0 at both ends, so the morph starts
/// and finishes without a kink, and nowhere steeper than 1.5 times the straight line's
/// (``steepestSlope``).
///
/// - ``SheetSurfaceStyle/floating``: ``startExtent`` is the highest partial detent's extent
///   (the highest stop below the full height, `SheetLayout.maximumExtent`), ``endExtent`` the
///   full height. When that detent lies closer than ``minimumDistance`` below the full height,
///   the morph starts ``minimumDistance`` below it instead, so no value changes faster than
///   ``steepestSlope`` allows. A sheet with no partial detent is attached throughout.
/// - ``SheetSurfaceStyle/attached``: the attached shape at every extent.
///
/// ## Below the lowest detent: a rigid card that slides
///
/// A sheet that floats at its lowest detent (a floating surface inset from the container's
/// edges, or a card) keeps that detent's shape below it: presenting, dismissing, or dragged
/// below its lowest detent it slides in from below the screen and out again as the system's
/// floating sheet does, and never grows out of (or shrinks into) a line above the screen's edge.
/// Below ``slideFloor`` the shape is the one at ``slideFloor`` and the surface reaches below
/// the sheet's rect by as much as the rect is shorter than at ``slideFloor``
/// (``slide(sheetHeight:floorSheetHeight:)``, `SheetFrame.surfaceSlide`), so its height is
/// constant and its bottom edge moves down with the extent. An edge-attached surface has
/// nothing to slide (its bottom edge is the container's): its ``slideFloor`` is 0.
///
/// ## The content's width
///
/// The content is laid out at the surface's width at the layout height
/// (``contentInset(atLayoutExtent:)``): at rest it spans the surface at every detent, floating
/// or attached, so an opaque content background never shows bands of the sheet's fill at its
/// sides; while the sheet moves it keeps the width of the widest shape it can reach (the layout
/// height covers that extent) and a narrower surface clips it. It changes only with the layout
/// height, at events, never on the frames of a drag or a spring.
///
/// ## A floating card
///
/// A card placement on a wide container (`SheetLayout.isFloating`, a ``SheetPlacement``
/// card) already floats: its frame (``SheetFrame/sheetRect``) keeps the card's own margins from
/// the container's side and ends `SheetLayout.bottomClearance` above the base line, at every
/// extent, full height included. Its surface therefore never morphs — one shape at every extent,
/// ``steepestSlope`` 0 — and is that frame itself, with no insets of its own (insetting it again
/// would float it twice and make its content narrower than the card size asked for):
///
/// - ``SheetSurfaceStyle/floating``: all four corners rounded with
///   `SheetSurface.minimumFloatingCornerRadius` (the card meets no display corner to be
///   concentric with), attachment 0;
/// - ``SheetSurfaceStyle/attached``: the iOS 13–18 look, the top corners rounded with the
///   attached radius and square bottom corners, attachment 1.
///
/// Its content is laid out at the card's width (``contentInset(atLayoutExtent:)`` 0), so `SheetFrame.contentRect`
/// is `SheetFrame.layoutRect`: the card's width, the layout height less the card's bottom
/// clearance tall.
///
/// | Card, style | Every detent: insets (L, T, B) | Top radius | Bottom radius | Attachment |
/// | --- | --- | --- | --- | --- |
/// | floating | 0, 0, 0 | 24 | 24 | 0 |
/// | attached | 0, 0, 0 | 10 | 0 | 1 |
package struct SheetSurfaceMorph: Sendable, Hashable {
  /// The shortest extent over which the surface morphs, in points: 40. Chosen (nothing is
  /// published) so that a partial detent just below the full height cannot make the corners
  /// snap: with the default metrics no value changes by more than about 1.5 points per point of
  /// extent.
  package static let minimumDistance: Double = 40

  /// The shape at and below ``startExtent``.
  package let floating: SheetSurface
  /// The shape at and above ``endExtent``; where nothing morphs (an attached style, no partial
  /// detent, a floating card), the one shape at every extent, equal to ``floating``.
  package let attached: SheetSurface
  /// Where the morph starts, in points of extent.
  package let startExtent: Double
  /// Where the morph ends, in points of extent.
  package let endExtent: Double
  /// The extent below which the surface keeps its shape and slides (see "Below the lowest
  /// detent" above), in points: the lowest stop's extent for a sheet that floats there, 0 for
  /// an edge-attached surface.
  package let slideFloor: Double
  /// The largest change of any inset or radius per point of extent, in points per point: 0 when
  /// nothing morphs. `|Δvalue| ≤ steepestSlope · |Δextent|` between any two extents, which is
  /// how `sheet-lab` tells a frame jump in the surface from a fast move.
  package let steepestSlope: Double

  /// The morph for `style` in `layout` with the detents `detents` resolved there; the attached
  /// shape's top corners have `attachedCornerRadius` (sanitised: not finite or negative becomes
  /// `SheetSurface.attachedCornerRadius`).
  package init(
    style: SheetSurfaceStyle, layout: SheetLayout, detents: ResolvedDetents,
    attachedCornerRadius: Double = SheetSurface.attachedCornerRadius
  ) {
    let topRadius =
      attachedCornerRadius.isFinite && attachedCornerRadius >= 0
      ? min(attachedCornerRadius, LayoutContext.maximumLength) : SheetSurface.attachedCornerRadius
    let full = layout.maximumExtent
    if layout.isFloating {
      // A card already floats with its own margins (see "A floating card" above): one shape,
      // its own frame, rounded as the style says.
      let card = SheetSurfaceMorph.cardSurface(style: style, attachedTopRadius: topRadius)
      self.floating = card
      self.attached = card
      startExtent = full
      endExtent = full
      slideFloor = detents.smallestExtent
      steepestSlope = 0
      return
    }
    let spansContainer =
      layout.sheetMinX <= 0 && layout.sheetWidth >= layout.context.containerSize.width
    let display = spansContainer ? layout.context.displayCornerRadius : 0
    let attached = SheetSurface(
      topCornerRadius: topRadius, bottomCornerRadius: style == .floating ? display : 0,
      attachment: 1, bottomCornersFollowDisplay: style == .floating && display > 0)
    let partial = SheetSurfaceMorph.highestPartialExtent(in: detents, below: full)
    guard style == .floating, let partial else {
      self.floating = attached
      self.attached = attached
      startExtent = full
      endExtent = full
      slideFloor = 0
      steepestSlope = 0
      return
    }
    let inset = min(SheetSurface.floatingInset, layout.sheetWidth / 2)
    let radius = max(display - inset, SheetSurface.minimumFloatingCornerRadius)
    let floating = SheetSurface(
      leadingInset: inset, trailingInset: inset, bottomInset: inset, topCornerRadius: radius,
      bottomCornerRadius: radius, attachment: 0, bottomCornersFollowDisplay: display > 0)
    self.floating = floating
    self.attached = attached
    startExtent = max(0, min(partial, full - SheetSurfaceMorph.minimumDistance))
    endExtent = full
    // The lowest stop is at or below the highest partial one, so the surface floats there.
    slideFloor = detents.smallestExtent
    let span = max(
      inset, abs(radius - topRadius), abs(radius - attached.bottomCornerRadius))
    steepestSlope = endExtent > startExtent ? 1.5 * span / (endExtent - startExtent) : 0
  }

  /// A floating card's one surface under `style`: no insets (the card's frame already floats),
  /// every corner `SheetSurface.minimumFloatingCornerRadius` when floating, else the attached
  /// look with `attachedTopRadius` on top.
  static func cardSurface(style: SheetSurfaceStyle, attachedTopRadius: Double) -> SheetSurface {
    switch style.resolved(systemFloats: false).kind {
    case .floating:
      let radius = SheetSurface.minimumFloatingCornerRadius
      return SheetSurface(topCornerRadius: radius, bottomCornerRadius: radius, attachment: 0)
    case .attached, .automatic:
      return SheetSurface(topCornerRadius: attachedTopRadius, bottomCornerRadius: 0, attachment: 1)
    }
  }

  /// How attached the sheet is at `extent`, 0…1 (smoothstep between the ends; where nothing
  /// morphs, the one shape's attachment at every extent: 1, or 0 for a floating card under the
  /// floating style). Never NaN: a NaN extent counts as floating.
  package func attachment(atExtent extent: Double) -> Double {
    let length = endExtent - startExtent
    guard length > 0 else { return attached.attachment }
    let fraction = (extent - startExtent) / length
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    return fraction * fraction * (3 - 2 * fraction)
  }

  /// The surface at `extent`, in points. Allocation-free.
  @inline(__always)
  package func surface(atExtent extent: Double) -> SheetSurface {
    // Inlined per frame: the engine reads the morph in place instead of copying it for a call.
    let fraction = attachment(atExtent: extent)
    if fraction <= 0 { return floating }
    if fraction >= 1 { return attached }
    return floating.interpolated(to: attached, fraction: fraction, attachment: fraction)
  }

  /// The horizontal inset on each side at which the content is laid out when the layout height
  /// (`SheetFrame.layoutHeight`) is `layoutExtent`, in points: the surface's side inset at that
  /// extent (the floating inset where it floats, 0 where it is attached, and always 0 for a
  /// card). At rest the layout height is the extent, so the content spans the surface;
  /// allocation-free.
  @inline(__always)
  package func contentInset(atLayoutExtent layoutExtent: Double) -> Double {
    surface(atExtent: layoutExtent).leadingInset
  }

  /// How far the surface reaches below the sheet's rect, in points: at an extent below
  /// ``slideFloor``, where the rect is `sheetHeight` tall and would be `floorSheetHeight` tall
  /// at ``slideFloor``, the difference, so the surface keeps the height it has there; else 0.
  /// Never negative, never NaN.
  @inline(__always)
  package static func slide(sheetHeight: Double, floorSheetHeight: Double) -> Double {
    let difference = floorSheetHeight - sheetHeight
    return difference > 0 ? difference : 0
  }

  /// The extent of the highest stop more than `ResolvedDetents.mergeTolerance` below `full`,
  /// or nil when every stop is at the full height.
  static func highestPartialExtent(in detents: ResolvedDetents, below full: Double) -> Double? {
    let index = detents.firstStopIndex(atOrAbove: full - ResolvedDetents.mergeTolerance)
    return index > 0 ? detents.stops[index - 1].extent : nil
  }
}
