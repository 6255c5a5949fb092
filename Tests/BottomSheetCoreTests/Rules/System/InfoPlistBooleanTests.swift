import BottomSheetCore
import BottomSheetRules
import Testing

@Suite("InfoPlistBoolean: a Boolean plist key read as Foundation's boolValue does")
struct InfoPlistBooleanTests {
  @Test("a Boolean is itself, a string reads as NSString.boolValue, anything else is no")
  func plistValues() {
    // (line, stored as a Boolean, stored as a string, reads)
    let rows: [(line: UInt, bool: Bool?, string: String?, reads: Bool)] = [
      (#line, nil, nil, false),
      (#line, true, nil, true),
      (#line, false, nil, false),
      (#line, nil, "YES", true),
      (#line, nil, "yes", true),
      (#line, nil, "Y", true),
      (#line, nil, "true", true),
      (#line, nil, "TRUE", true),
      (#line, nil, "1", true),
      (#line, nil, "7", true),
      (#line, nil, "  YES", true),
      (#line, nil, "\ttrue\n", true),
      (#line, nil, "+01", true),
      (#line, nil, "-1", true),
      (#line, nil, "NO", false),
      (#line, nil, "no", false),
      (#line, nil, "false", false),
      (#line, nil, "0", false),
      (#line, nil, "000", false),
      (#line, nil, "-0", false),
      (#line, nil, "", false),
      (#line, nil, "   ", false),
      (#line, nil, "maybe", false),
      (#line, nil, "+", false),
      (#line, nil, "x1", false),
    ]
    for row in rows {
      #expect(
        InfoPlistBoolean.value(bool: row.bool, string: row.string) == row.reads,
        sourceLocation: rowLocation(row.line))
    }
  }
}
