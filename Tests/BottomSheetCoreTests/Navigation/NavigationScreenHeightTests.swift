import BottomSheetCore
import Testing

@Suite("Navigation screens: the height a screen asks for")
struct NavigationScreenHeightTests {
  @Test("the preferred height wins; else the layout's; never negative or NaN")
  func heights() {
    let rows: [(line: UInt, preferred: Double, fitting: Double, expected: Double, measures: Bool)] =
      [
        (#line, 320, 500, 320, false),
        (#line, 0, 500, 500, true),
        (#line, 0, 0, 0, true),
        (#line, .nan, 250, 250, true),
        (#line, -10, .infinity, 0, true),
        (#line, 0, -5, 0, true),
      ]
    for row in rows {
      var measured = false
      let height = NavigationScreen.height(preferred: row.preferred) {
        measured = true
        return row.fitting
      }
      #expect(height == row.expected, sourceLocation: rowLocation(row.line))
      #expect(measured == row.measures, sourceLocation: rowLocation(row.line))
    }
  }
}
