import BottomSheetCore
import Testing

/// How a detent binding and the sheet keep each other in step (``DetentSelection``).
@Suite("Detent selection binding")
struct DetentSelectionTests {
  @Test func theBindingMovesTheSheetOnlyToAnotherDetentItHas() {
    let available: [Detent.Identifier] = [.medium, .large]
    let rows:
      [(
        line: UInt, wanted: Detent.Identifier?, sheet: Detent.Identifier?, move: Detent.Identifier?
      )] = [
        (#line, .large, .medium, .large),
        (#line, .medium, .medium, nil),
        (#line, nil, .medium, nil),
        (#line, "peek", .medium, nil),
        (#line, .large, nil, .large),
      ]
    for row in rows {
      #expect(
        DetentSelection.detentToSelect(wanted: row.wanted, sheet: row.sheet, available: available)
          == row.move, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func aSheetAppearsAtTheBindingsDetentElseTheConfiguredOne() {
    #expect(DetentSelection.initialDetent(binding: .large, configured: .medium) == .large)
    #expect(DetentSelection.initialDetent(binding: nil, configured: .medium) == .medium)
    #expect(DetentSelection.initialDetent(binding: nil, configured: nil) == nil)
  }

  @Test func theSheetWritesTheBindingOnlyWhenItDiffers() {
    #expect(DetentSelection.valueToWrite(sheet: .large, binding: .medium) == .large)
    #expect(DetentSelection.valueToWrite(sheet: .large, binding: nil) == .large)
    #expect(DetentSelection.valueToWrite(sheet: .large, binding: .large) == nil)
    #expect(DetentSelection.valueToWrite(sheet: nil, binding: .large) == nil)
  }
}
