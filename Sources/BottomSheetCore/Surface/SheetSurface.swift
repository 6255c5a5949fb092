/// The shape of the sheet's surface at one frame: how far it is inset from the sheet's rect,
/// how round its corners are, and how attached to the container's edges it is.
///
/// The surface is what a renderer clips the sheet to and fills with its background; the sheet's
/// rect (``SheetFrame/sheetRect``) still says where the sheet is and how tall. Insets are
/// measured from the sheet rect's sides and bottom: the container's bottom edge for an
/// edge-attached sheet, the card's floating bottom edge for a card (`SheetLayout`), whose
/// surface has no insets at all since its frame already floats (`SheetSurfaceMorph`). So
/// ``rect(in:)`` turns a sheet rect into the surface's shape; the frame's
/// `SheetFrame.surfaceRect` adds the slide below the lowest detent (a floating sheet there
/// keeps its lowest detent's height and slides below the screen), and is what to draw:
///
/// ```swift
/// let frame = engine.step(to: now)
/// surfaceView.frame = frame.surfaceRect
/// ```
///
/// Every value is a continuous function of the drawn extent (see `SheetSurfaceMorph`), so it
/// never jumps on a frame of a drag or a spring.
@usableFromInline package struct SheetSurface: Sendable, Hashable {
  /// How far a floating sheet stays from the container's sides and bottom, in points: 8.
  ///
  /// Apple shows iOS 26's partial-height sheets inset from the screen's edges (WWDC25, "Meet
  /// Liquid Glass" and "Build a UIKit app with the new design") but publishes no number; 8 pt
  /// is chosen to read as a clear floating gap on every iPhone while giving up little width.
  package static let floatingInset: Double = 8
  /// The radius of a floating sheet's corners where no rounded display corner sets them, in
  /// points: 24. It applies on displays with square corners (``LayoutContext/displayCornerRadius``
  /// 0) and to a sheet narrower than its container (the wide placement), and is the least a
  /// floating corner gets. Not published by Apple; chosen to match the look of iOS 26's rounded
  /// cards.
  package static let minimumFloatingCornerRadius: Double = 24
  /// The radius of an attached sheet's top corners, in points: 10, the corner of UIKit's page
  /// sheets on iPhone before iOS 26. UIKit does not publish it
  /// (`UISheetPresentationController.preferredCornerRadius` is nil for "system default"); 10 pt
  /// is the measured value, also used by reproductions such as Flutter's `cupertino_modal_sheet`.
  /// The default of ``SheetConfiguration/attachedCornerRadius``.
  @usableFromInline package static let attachedCornerRadius: Double = 10

  /// How far the surface's leading edge is inside the sheet rect's, in points.
  package var leadingInset: Double
  /// How far the surface's trailing edge is inside the sheet rect's, in points.
  package var trailingInset: Double
  /// How far the surface's bottom edge is above the sheet rect's bottom (the container's bottom
  /// edge, or a card's floating bottom edge), in points.
  package var bottomInset: Double
  /// The radius of the surface's two top corners, in points.
  package var topCornerRadius: Double
  /// The radius of the surface's two bottom corners, in points. Where
  /// ``bottomCornersFollowDisplay`` is true it is the radius concentric with the display's
  /// corner (``LayoutContext/displayCornerRadius`` less the inset between them).
  package var bottomCornerRadius: Double
  /// How attached the sheet is: 0 floating (inset, every corner rounded; a card under the
  /// floating style), 1 attached (on the container's sides and bottom, top corners only; a card
  /// under the attached style keeps this look on its margins), in between while it morphs.
  package var attachment: Double
  /// Whether the bottom corners should be concentric with the display's rounded corners: a
  /// floating sheet as wide as its container on a display with rounded corners. A renderer
  /// that can follow the display itself (iOS 26's `UICornerRadius.containerConcentric`) uses
  /// that instead of ``bottomCornerRadius``.
  package var bottomCornersFollowDisplay: Bool

  /// Creates a surface; the defaults are an attached sheet's with 10 pt top corners.
  package init(
    leadingInset: Double = 0,
    trailingInset: Double = 0,
    bottomInset: Double = 0,
    topCornerRadius: Double = SheetSurface.attachedCornerRadius,
    bottomCornerRadius: Double = 0,
    attachment: Double = 1,
    bottomCornersFollowDisplay: Bool = false
  ) {
    self.leadingInset = leadingInset
    self.trailingInset = trailingInset
    self.bottomInset = bottomInset
    self.topCornerRadius = topCornerRadius
    self.bottomCornerRadius = bottomCornerRadius
    self.attachment = attachment
    self.bottomCornersFollowDisplay = bottomCornersFollowDisplay
  }

  /// The surface's rect for the sheet at `sheetRect` (which reaches the container's bottom
  /// edge, or a card's floating bottom edge): its top edge is the sheet's, its sides and bottom
  /// are inset. Never negative in size.
  package func rect(in sheetRect: Rect) -> Rect {
    let width = max(0, sheetRect.width - leadingInset - trailingInset)
    let height = max(0, sheetRect.height - bottomInset)
    return Rect(x: sheetRect.minX + leadingInset, y: sheetRect.minY, width: width, height: height)
  }

  /// The surface `fraction` of the way from `self` to `other` (0 is `self`, 1 is `other`), with
  /// `attachment` as given and ``bottomCornersFollowDisplay`` from `self`.
  @inline(__always)
  func interpolated(to other: SheetSurface, fraction: Double, attachment: Double) -> SheetSurface {
    // Per frame of a morph: inlined, the engine reads both shapes in place instead of copying
    // them for the call.
    func mix(_ from: Double, _ to: Double) -> Double { from + (to - from) * fraction }
    return SheetSurface(
      leadingInset: mix(leadingInset, other.leadingInset),
      trailingInset: mix(trailingInset, other.trailingInset),
      bottomInset: mix(bottomInset, other.bottomInset),
      topCornerRadius: mix(topCornerRadius, other.topCornerRadius),
      bottomCornerRadius: mix(bottomCornerRadius, other.bottomCornerRadius),
      attachment: attachment,
      bottomCornersFollowDisplay: bottomCornersFollowDisplay)
  }

  /// Whether the surface floats: it is inset from the sheet's sides or bottom.
  package var isFloating: Bool { leadingInset > 0 || trailingInset > 0 || bottomInset > 0 }

  /// The least radius of bottom corners drawn concentric with the display (where
  /// ``bottomCornersFollowDisplay``), in points: ``minimumFloatingCornerRadius`` while the
  /// surface floats, else none (0), since the renderer's concentric radius follows the real
  /// display and ``LayoutContext/displayCornerRadius`` is only an estimate of it.
  package var concentricBottomRadiusFloor: Double {
    isFloating ? SheetSurface.minimumFloatingCornerRadius : 0
  }
}
