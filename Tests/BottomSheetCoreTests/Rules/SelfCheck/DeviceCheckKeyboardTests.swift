import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: the field against a keyboard of real height")
struct DeviceCheckKeyboardTests {
  @Test("only a keyboard of real height is measured; a bar alone or none skips")
  func keyboards() {
    typealias Seen = (height: Double, top: Double, field: Double)
    let rows: [(line: UInt, seen: Seen?, verdict: DeviceCheckVerdict, figure: String)] = [
      (
        #line, (336, 508, 490), .pass,
        "keyboard 336.0 pt visible; field bottom 490.0 pt (allowed at most 508.0)"
      ),
      // The sheet left the field under the keyboard.
      (
        #line, (336, 508, 600), .fail,
        "keyboard 336.0 pt visible; field bottom 600.0 pt (allowed at most 508.0)"
      ),
      // A minimised keyboard: only its bar is inside the window, so "above it" tests nothing.
      (
        #line, (55, 789, 700), .skip,
        "keyboard 55.0 pt visible, under 120.0 pt: only its bar (minimised, or a hardware keyboard"
          + " connected)"
      ),
      (
        #line, (0, 844, 700), .skip,
        "keyboard 0.0 pt visible, under 120.0 pt: only its bar (minimised, or a hardware keyboard"
          + " connected)"
      ),
      (#line, nil, .skip, "no keyboard appeared (a connected hardware keyboard shows none)"),
      // The landscape iPhone keyboard is real.
      (
        #line, (162, 228, 228.4), .pass,
        "keyboard 162.0 pt visible; field bottom 228.4 pt (allowed at most 228.0)"
      ),
      (
        #line, (.nan, 508, 490), .skip,
        "keyboard nan pt visible, under 120.0 pt: only its bar (minimised, or a hardware keyboard"
          + " connected)"
      ),
      // A field whose position could not be read fails rather than passing.
      (
        #line, (336, 508, .nan), .fail,
        "keyboard 336.0 pt visible; field bottom nan pt (allowed at most 508.0)"
      ),
    ]
    for row in rows {
      var keyboard = DeviceCheckKeyboard()
      if let seen = row.seen {
        keyboard.record(visibleHeight: seen.height, top: seen.top, fieldBottom: seen.field)
      }
      #expect(keyboard.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      #expect(keyboard.figure == row.figure, sourceLocation: rowLocation(row.line))
    }
  }
}
