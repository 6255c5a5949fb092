import BottomSheetCore
import BottomSheetRules
import Testing

@Suite("DisplayCorners: whether the display has rounded corners, from the idiom and the insets")
struct DisplayCornersTests {
  @Test("rounded where a home indicator or a sensor housing keeps an inset, square elsewhere")
  func radius() {
    let phone = LayoutContext.estimatedRoundedDisplayCornerRadius
    let pad = DisplayCorners.estimatedPadCornerRadius
    // (line, idiom, window's safe-area insets, radius)
    let rows: [(line: UInt, idiom: DisplayCorners.Idiom, insets: Insets, radius: Double)] = [
      // A phone with a home indicator, portrait and landscape (either side).
      (#line, .phone, Insets(top: 59, bottom: 34), phone),
      (#line, .phone, Insets(top: 0, left: 59, bottom: 21, right: 59), phone),
      (#line, .phone, Insets(left: 59, right: 59), phone),
      // A phone with a home button: the status bar's top inset only, none in landscape.
      (#line, .phone, Insets(top: 20), 0),
      (#line, .phone, Insets(), 0),
      // An iPad with rounded corners (home indicator), portrait and landscape; with a home
      // button.
      (#line, .pad, Insets(top: 24, bottom: 20), pad),
      (#line, .pad, Insets(top: 24, left: 0, bottom: 20, right: 0), pad),
      (#line, .pad, Insets(top: 20), 0),
      // Zero insets tell nothing (a window not laid out yet): square.
      (#line, .pad, Insets(), 0),
      // Other idioms never follow a display.
      (#line, .other, Insets(top: 28, bottom: 20), 0),
      // Bad insets never make corners round.
      (#line, .phone, Insets(top: .nan, left: .nan, bottom: .nan, right: .nan), 0),
      (#line, .pad, Insets(bottom: -20), 0),
    ]
    for row in rows {
      #expect(
        DisplayCorners.radius(idiom: row.idiom, windowInsets: row.insets) == row.radius,
        sourceLocation: rowLocation(row.line))
    }
  }
}
