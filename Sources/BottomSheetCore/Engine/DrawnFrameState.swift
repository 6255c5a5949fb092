/// The parts of the last drawn ``SheetFrame`` that ``SheetFrameChanges`` compares against,
/// but its detent (``SheetEngine`` keeps that apart, so this is plain numbers).
struct DrawnFrameState: Sendable, Hashable {
  /// `SheetFrame.layoutHeight`, in points.
  var layoutHeight: Double
  /// The content's width (`SheetFrame.contentRect`'s), in points.
  var layoutWidth: Double
  /// ``SheetFrame/bottomClearance``, in points.
  var bottomClearance: Double
  /// `SheetFrame.contentBottomInset`, in points.
  var contentBottomInset: Double
  /// `SheetFrame.passesTouchesThrough`.
  var passesTouchesThrough: Bool

  /// The state a frame of `values` shows.
  init(_ values: SheetFrameValues) {
    layoutHeight = values.layoutHeight
    let width = values.sheetRect.width
    let inset = SheetFrame.contentInset(
      sheetWidth: width, contentSideInset: values.contentSideInset)
    layoutWidth = width - 2 * inset
    bottomClearance = values.bottomClearance
    contentBottomInset = values.contentBottomInset
    passesTouchesThrough = values.passesTouchesThrough
  }

  /// What a frame showing `shown` changed against this state, its detent aside.
  func changes(to shown: DrawnFrameState) -> SheetFrameChanges {
    var changes: SheetFrameChanges = []
    if shown.layoutHeight != layoutHeight || shown.layoutWidth != layoutWidth
      || shown.bottomClearance != bottomClearance
    {
      changes.insert(.layoutHeight)
    }
    if shown.contentBottomInset != contentBottomInset { changes.insert(.contentInset) }
    if shown.passesTouchesThrough != passesTouchesThrough { changes.insert(.accessibility) }
    return changes
  }
}
