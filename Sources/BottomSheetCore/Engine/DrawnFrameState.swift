/// The parts of the last drawn ``SheetFrame`` that ``SheetFrameChanges`` compares against.
struct DrawnFrameState: Sendable, Hashable {
  /// ``SheetFrame/layoutHeight``, in points.
  var layoutHeight: Double
  /// The content's width (``SheetFrame/contentRect``'s), in points.
  var layoutWidth: Double
  /// ``SheetFrame/bottomClearance``, in points.
  var bottomClearance: Double
  /// ``SheetFrame/contentBottomInset``, in points.
  var contentBottomInset: Double
  /// ``SheetFrame/detent``.
  var detent: Detent.Identifier?
  /// ``SheetFrame/passesTouchesThrough``.
  var passesTouchesThrough: Bool

  /// The state `frame` shows.
  init(_ frame: SheetFrame) {
    layoutHeight = frame.layoutHeight
    layoutWidth = frame.contentRect.width
    bottomClearance = frame.bottomClearance
    contentBottomInset = frame.contentBottomInset
    detent = frame.detent
    passesTouchesThrough = frame.passesTouchesThrough
  }

  /// What `frame` changed against this state.
  func changes(to frame: SheetFrame) -> SheetFrameChanges {
    var changes: SheetFrameChanges = []
    if frame.layoutHeight != layoutHeight || frame.contentRect.width != layoutWidth
      || frame.bottomClearance != bottomClearance
    {
      changes.insert(.layoutHeight)
    }
    if frame.contentBottomInset != contentBottomInset { changes.insert(.contentInset) }
    if frame.detent != detent || frame.passesTouchesThrough != passesTouchesThrough {
      changes.insert(.accessibility)
    }
    return changes
  }
}
