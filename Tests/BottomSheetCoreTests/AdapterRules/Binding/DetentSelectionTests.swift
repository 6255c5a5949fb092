import BottomSheetCore
import BottomSheetRules
import Testing

/// Where a sheet with a selection binding first appears (``DetentSelection``).
@Suite("Detent selection binding")
struct DetentSelectionTests {
  @Test func aSheetAppearsAtTheBindingsDetentElseTheConfiguredOne() {
    let rows:
      [(
        line: UInt, binding: Detent.Identifier?, configured: Detent.Identifier?,
        initial: Detent.Identifier?
      )] = [
        (#line, .large, .medium, .large),
        (#line, nil, .medium, .medium),
        (#line, nil, nil, nil),
        (#line, "peek", nil, "peek"),
      ]
    for row in rows {
      #expect(
        DetentSelection.initialDetent(binding: row.binding, configured: row.configured)
          == row.initial, sourceLocation: rowLocation(row.line))
    }
  }
}
