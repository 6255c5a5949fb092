import BottomSheetCore
import BottomSheetRules
import Testing

/// Which pans drag the sheet (``DragDirection``): only mostly vertical ones; the rest stay with
/// the content.
@Suite("Drag direction: which pans drag the sheet")
struct DragDirectionTests {
  @Test func onlyMostlyVerticalPansDragTheSheet() {
    let rows: [(line: UInt, x: Double, y: Double, drags: Bool)] = [
      (#line, 0, 300, true),
      (#line, 100, -300, true),
      (#line, 300, 100, false),
      (#line, 200, 200, false),  // a perfect diagonal stays with the content
      (#line, .nan, 300, false),
    ]
    for row in rows {
      #expect(
        DragDirection.startsSheetDrag(velocityX: row.x, velocityY: row.y) == row.drags,
        sourceLocation: rowLocation(row.line))
    }
  }
}
