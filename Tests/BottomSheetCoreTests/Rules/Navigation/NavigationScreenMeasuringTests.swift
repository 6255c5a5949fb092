import BottomSheetCore
import BottomSheetRules
import Testing

/// The height a navigation screen asks for (``NavigationScreen``): its preferred height, else
/// its layout's, measured again once it can be, and found by identity in the stack.
@Suite("Navigation screens: the height a screen asks for, measured again once it can be")
struct NavigationScreenMeasuringTests {
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
      let (height, measured) = asking(row.fitting) {
        NavigationScreen.height(preferred: row.preferred, fitting: $0)
      }
      #expect(height == row.expected, sourceLocation: rowLocation(row.line))
      #expect(measured == row.measures, sourceLocation: rowLocation(row.line))
    }
  }

  typealias Row = (
    line: UInt, current: Double?, preferred: Double, bar: Double, canFit: Bool, fitting: Double,
    expected: Double?, measures: Bool
  )

  @Test("each measurement sends a height, or nothing, as its row says")
  func remeasured() {
    let rows: [Row] = [
      // A root sized by constraints, measured before its view loaded (bar only), now laid out.
      (#line, 56, 0, 56, true, 320, 376, true),
      // Not measurable yet: keep what the stack holds.
      (#line, 56, 0, 56, false, 320, nil, false),
      (#line, nil, 0, 56, false, 320, nil, false),
      // The same height again (Auto Layout noise included) sends nothing.
      (#line, 376, 0, 56, true, 320, nil, true),
      (#line, 376, 0, 56, true, 320.004, nil, true),
      (#line, 376, 0, 56, true, 320.5, 376.5, true),
      // Constraints changed the fitting height.
      (#line, 376, 0, 56, true, 180, 236, true),
      // A preferred height wins and needs no layout.
      (#line, 376, 250, 56, false, 320, 306, false),
      (#line, 306, 250, 56, true, 320, nil, false),
      (#line, nil, 250, 0, false, 0, 250, false),
      // Garbage never leaks.
      (#line, 56, .nan, .nan, true, .infinity, 0, true),
      (#line, 0, -10, -4, true, -5, nil, true),
    ]
    for row in rows {
      let (height, measured) = asking(row.fitting) {
        NavigationScreen.remeasuredHeight(
          current: row.current, preferred: row.preferred, barHeight: row.bar, canFit: row.canFit,
          fitting: $0)
      }
      #expect(height == row.expected, sourceLocation: rowLocation(row.line))
      #expect(measured == row.measures, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("a stack finds each screen's height by identity, the incoming one of a push included")
  func screensByIdentity() {
    var sizing = NavigationSizing(
      root: NavigationScreen(id: 1, preferredHeight: 56), containerWidth: 390)
    sizing.push(NavigationScreen(id: 2, preferredHeight: 90), animated: true, at: 0)
    #expect(sizing.screen(withID: 1)?.preferredHeight == 56)
    #expect(sizing.screen(withID: 2)?.preferredHeight == 90)
    #expect(sizing.screen(withID: 3) == nil)
    sizing.setPreferredHeight(376, for: 1, at: 0.1)
    #expect(sizing.screen(withID: 1)?.preferredHeight == 376)
  }
}
