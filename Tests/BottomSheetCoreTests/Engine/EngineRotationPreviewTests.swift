import BottomSheetCore
import Testing

@Suite("Engine: the content size a rotation will give")
struct EngineRotationPreviewTests {
  @Test("the preview equals the content size the sheet rests at after the change")
  func previewMatchesRotation() {
    // (line, detents, content height, grabber, new container, surface style)
    let rows:
      [(
        line: UInt, detents: [Detent], content: Double, grabber: Double, size: Size,
        style: SheetSurfaceStyle
      )] = [
        (#line, [.fitting, .large], 300, 0, PhoneLandscape.size, .attached),
        (#line, [.fitting, .large], 600, 20, PhoneLandscape.size, .attached),
        (#line, [.medium, .large], 300, 20, Size(width: 1024, height: 1366), .attached),
        (#line, [.large], 300, 0, Phone.size, .attached),
        // Floating: the content is narrower than the sheet at a partial detent, as wide as it
        // at the full height.
        (#line, [.fitting, .large], 300, 0, PhoneLandscape.size, .floating),
        (#line, [.medium, .large], 300, 20, Size(width: 1024, height: 1366), .floating),
        (#line, [.large], 300, 0, Phone.size, .floating),
      ]
    for row in rows {
      var context = Phone.context(content: row.content)
      context.grabberHeight = row.grabber
      var engine = SheetEngine.quiet(
        SheetConfiguration(detents: row.detents, surfaceStyle: row.style), context)
      engine.handle(.present(animated: false), at: 0)
      let preview = engine.restingContentSize(inContainerOfSize: row.size)
      context.containerSize = row.size
      engine.handle(.layoutChanged(context), at: 1)
      let rested = engine.step(to: 5)
      #expect(rested.phase == .resting, sourceLocation: rowLocation(row.line))
      expectClose(
        preview.width, rested.contentRect.width, tolerance: 1e-9,
        sourceLocation: rowLocation(row.line))
      expectClose(
        preview.height, rested.layoutHeight - row.grabber, tolerance: 1e-9,
        sourceLocation: rowLocation(row.line))
    }
  }
}
