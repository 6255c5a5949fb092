import BottomSheetCore
import Testing

@Suite("Engine: the content size a rotation will give")
struct EngineRotationPreviewTests {
  @Test("the preview equals the content size the sheet rests at after the change")
  func previewMatchesRotation() {
    // (line, detents, content height, grabber, new container)
    let rows: [(line: UInt, detents: [Detent], content: Double, grabber: Double, size: Size)] = [
      (#line, [.fitting, .large], 300, 0, PhoneLandscape.size),
      (#line, [.fitting, .large], 600, 20, PhoneLandscape.size),
      (#line, [.medium, .large], 300, 20, Size(width: 1024, height: 1366)),
      (#line, [.large], 300, 0, Phone.size),
    ]
    for row in rows {
      var context = Phone.context(content: row.content)
      context.grabberHeight = row.grabber
      var engine = SheetEngine.quiet(SheetConfiguration(detents: row.detents), context)
      engine.handle(.present(animated: false), at: 0)
      let preview = engine.restingContentSize(inContainerOfSize: row.size)
      context.containerSize = row.size
      engine.handle(.layoutChanged(context), at: 1)
      let rested = engine.frame(at: 5)
      #expect(rested.phase == .resting, sourceLocation: rowLocation(row.line))
      expectClose(
        preview.width, rested.sheetRect.width, tolerance: 1e-9,
        sourceLocation: rowLocation(row.line))
      expectClose(
        preview.height, rested.layoutHeight - row.grabber, tolerance: 1e-9,
        sourceLocation: rowLocation(row.line))
    }
  }
}
