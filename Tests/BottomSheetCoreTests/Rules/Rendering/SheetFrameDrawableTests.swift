import BottomSheetCore
import BottomSheetRules
import Testing

/// An adapter draws a frame only once the sheet has a width (``SheetFrame/isDrawable``): the
/// content is never laid out into an empty rect.
@Suite("Drawing: a frame is drawn once the sheet has a width")
struct SheetFrameDrawableTests {
  @Test func aFrameWithoutAWidthIsNotDrawn() {
    // (line, the sheet's rect, its layout height, drawn)
    let rows: [(line: UInt, rect: Rect, layoutHeight: Double, drawn: Bool)] = [
      // Before the container's geometry: nothing to lay out into.
      (#line, Rect(x: 0, y: 0, width: 0, height: 0), 0, false),
      (#line, Rect(x: 0, y: 0, width: 0, height: 274), 274, false),
      // A sheet with a width is drawn, hidden or resting.
      (#line, Rect(x: 0, y: 844, width: 390, height: 274), 274, true),
      (#line, Rect(x: 0, y: 570, width: 390, height: 274), 274, true),
      // A content 0 pt tall without a bottom inset is the sheet's real size: drawn.
      (#line, Rect(x: 0, y: 844, width: 390, height: 0), 0, true),
    ]
    for row in rows {
      let frame = SheetFrame(
        time: 0, sheetRect: row.rect, extent: row.rect.height, keyboardLift: 0, velocity: 0,
        dimmingAlpha: 0, passesTouchesThrough: false, phase: .resting, detent: nil,
        isAnimating: false, layoutHeight: row.layoutHeight)
      #expect(frame.isDrawable == row.drawn, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func anEngineDrawsOnlyOnceTheContainerHasArrived() {
    var engine = SheetEngine(
      configuration: SheetConfiguration(detents: [.fitting]),
      context: LayoutContext(containerSize: .zero), time: 0)
    engine.handle(.contentHeightChanged(240, animated: false), at: 0)
    #expect(!engine.currentFrame.isDrawable)
    engine.handle(
      .layoutChanged(LayoutContext(containerSize: Phone.size)), at: 0)
    #expect(engine.currentFrame.isDrawable)
  }
}
