import BottomSheetCore

/// What the first frame at or after ``time`` must show. Unset fields are not checked.
package struct Checkpoint: Sendable, Hashable {
  /// The instant, in seconds.
  package var time: Double
  /// The phase.
  package var phase: SheetPhase?
  /// The detent.
  package var detent: DetentExpectation?
  /// The extent, in points (± the scenario's tolerance).
  package var extent: Double?
  /// A lower bound on the extent, in points.
  package var extentAtLeast: Double?
  /// An upper bound on the extent, in points.
  package var extentAtMost: Double?
  /// The list's content offset, in points (± the scenario's tolerance).
  package var contentOffset: Double?
  /// The keyboard lift of the base line, in points (± the scenario's tolerance).
  package var keyboardLift: Double?
  /// The sheet's width, in points (± the scenario's tolerance).
  package var sheetWidth: Double?
  /// The height the content is laid out at (`SheetFrame.layoutHeight`), in points (± the
  /// scenario's tolerance).
  package var layoutHeight: Double?
  /// The dimming's alpha, 0…1 (± the scenario's tolerance, scaled to alpha: a hundredth).
  package var dimmingAlpha: Double?
  /// The sheet's left edge, in points (± the scenario's tolerance).
  package var sheetX: Double?
  /// Whether touches outside the sheet reach the views behind it.
  package var passesTouchesThrough: Bool?
  /// How attached the surface is (``SheetSurface/attachment``), 0…1 (± the scenario's
  /// tolerance, scaled to a fraction: a hundredth).
  package var attachment: Double?
  /// The surface's leading and trailing insets, in points (± the scenario's tolerance).
  package var sideInset: Double?
  /// The surface's bottom inset, in points (± the scenario's tolerance).
  package var bottomInset: Double?
  /// The surface's top corner radius, in points (± the scenario's tolerance).
  package var topCornerRadius: Double?
  /// The surface's bottom corner radius, in points (± the scenario's tolerance).
  package var bottomCornerRadius: Double?
  /// The content's width (``SheetFrame/contentRect``), in points (± the scenario's tolerance).
  package var contentWidth: Double?
  /// The surface's left edge (``SheetFrame/surfaceRect``), in container points (± the
  /// scenario's tolerance).
  package var surfaceLeft: Double?
  /// The surface's top edge, in container points (± the scenario's tolerance).
  package var surfaceTop: Double?
  /// The surface's right edge, in container points (± the scenario's tolerance).
  package var surfaceRight: Double?
  /// The surface's bottom edge, in container points (± the scenario's tolerance): below the
  /// container's height while a floating sheet slides below its lowest detent.
  package var surfaceBottom: Double?
  /// The presenter's scale (``PresenterRecession/scale``), 0…1 (± the scenario's tolerance
  /// scaled to a scale: a thousandth for the default half point).
  package var presenterScale: Double?
  /// The sheet's scale as it recedes behind the scenario's stacked sheet
  /// (``StackedSheetRecession/scale``), 0…1 (± the tolerance scaled as ``presenterScale``'s).
  package var stackedScale: Double?
  /// Where the sheet's surface's top edge shows as it recedes behind the stacked sheet, in
  /// container points (± the scenario's tolerance).
  package var stackedTop: Double?

  /// Creates a checkpoint.
  package init(
    at time: Double,
    phase: SheetPhase? = nil,
    detent: DetentExpectation? = nil,
    extent: Double? = nil,
    extentAtLeast: Double? = nil,
    extentAtMost: Double? = nil,
    contentOffset: Double? = nil,
    keyboardLift: Double? = nil,
    sheetWidth: Double? = nil,
    layoutHeight: Double? = nil,
    dimmingAlpha: Double? = nil,
    sheetX: Double? = nil,
    passesTouchesThrough: Bool? = nil,
    attachment: Double? = nil,
    sideInset: Double? = nil,
    bottomInset: Double? = nil,
    topCornerRadius: Double? = nil,
    bottomCornerRadius: Double? = nil,
    contentWidth: Double? = nil,
    surfaceLeft: Double? = nil,
    surfaceTop: Double? = nil,
    surfaceRight: Double? = nil,
    surfaceBottom: Double? = nil,
    presenterScale: Double? = nil,
    stackedScale: Double? = nil,
    stackedTop: Double? = nil
  ) {
    self.time = time
    self.phase = phase
    self.detent = detent
    self.extent = extent
    self.extentAtLeast = extentAtLeast
    self.extentAtMost = extentAtMost
    self.contentOffset = contentOffset
    self.keyboardLift = keyboardLift
    self.sheetWidth = sheetWidth
    self.layoutHeight = layoutHeight
    self.dimmingAlpha = dimmingAlpha
    self.sheetX = sheetX
    self.passesTouchesThrough = passesTouchesThrough
    self.attachment = attachment
    self.sideInset = sideInset
    self.bottomInset = bottomInset
    self.topCornerRadius = topCornerRadius
    self.bottomCornerRadius = bottomCornerRadius
    self.contentWidth = contentWidth
    self.surfaceLeft = surfaceLeft
    self.surfaceTop = surfaceTop
    self.surfaceRight = surfaceRight
    self.surfaceBottom = surfaceBottom
    self.presenterScale = presenterScale
    self.stackedScale = stackedScale
    self.stackedTop = stackedTop
  }
}
