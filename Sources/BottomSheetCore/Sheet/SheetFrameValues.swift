/// Everything a ``SheetFrame`` stores but its detent's name: plain numbers, flags and value
/// types with no references, so the engine fills a frame's values in place and copies them as
/// bytes.
struct SheetFrameValues: Sendable, Hashable {
  var time: Double = 0
  var sheetRect: Rect = .zero
  var extent: Double = 0
  var keyboardLift: Double = 0
  var velocity: Double = 0
  var dimmingAlpha: Double = 0
  var presentationProgress: Double = 0
  var layoutHeight: Double = 0
  var contentBottomInset: Double = 0
  var contentSideInset: Double = 0
  var bottomClearance: Double = 0
  var surfaceSlide: Double = 0
  var presenterRecessionInput: PresenterRecessionInput = .none
  var surface = SheetSurface()
  // The one-byte members last, in the surface's tail padding.
  var passesTouchesThrough = false
  var isAnimating = false
  var phase: SheetPhase = .hidden
  var changes: SheetFrameChanges = .all
  /// Whether the frame has a detent (``SheetFrame/detent``), whose name the frame keeps.
  var hasDetent = false
}
