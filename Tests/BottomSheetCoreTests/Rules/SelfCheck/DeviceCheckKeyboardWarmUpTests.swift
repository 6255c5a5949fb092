@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: the keyboard raised once before the plan")
struct DeviceCheckKeyboardWarmUpTests {
  /// A keyboard notification: the visible frame's top edge and height, and when it came.
  typealias Seen = (top: Double, height: Double, at: Double)

  static let rows = ["keyboard: a", "keyboard: b"]

  @Test("it ends once a keyboard of real height keeps its frame, else at its deadline")
  func warmUps() {
    let rows:
      [(
        line: UInt, focused: Bool, seen: [Seen], notDoneAt: Double?, doneAt: Double,
        skips: Set<String>, text: String
      )] = [
        // The keys, then the predictive bar 0.4 s later, then the same frame again: done one
        // quiet second after the last change, not after the first.
        (
          #line, true, [(538, 336, 1.2), (494, 380, 1.6), (494, 380, 1.7)], 2.55, 2.6, [],
          "keyboard warm-up: 380.0 pt visible after 1.2 s, 3 notifications, 2 frame changes, "
            + "the last at 1.6 s"
        ),
        // Only the bar of a minimised keyboard, or of a hardware keyboard: not done until the
        // deadline, and the keyboard rows may skip.
        (
          #line, true, [(819, 55, 0.8)], 19.9, 20, Set(Self.rows),
          "keyboard warm-up: no software keyboard of real height (at least 120.0 pt) within "
            + "20.0 s (1 notifications, 1 frame changes, last 55.0 pt visible); the keyboard "
            + "rows may skip"
        ),
        // Nothing at all.
        (
          #line, true, [], 19.9, 20, Set(Self.rows),
          "keyboard warm-up: no software keyboard of real height (at least 120.0 pt) within "
            + "20.0 s (0 notifications, 0 frame changes); the keyboard rows may skip"
        ),
        // The edge of real height: 120 pt counts.
        (
          #line, true, [(754, 120, 0.5)], 1.4, 1.5, [],
          "keyboard warm-up: 120.0 pt visible after 0.5 s, 1 notifications, 1 frame changes, "
            + "the last at 0.5 s"
        ),
        (
          #line, true, [(754.1, 119.9, 0.5)], 19.9, 20, Set(Self.rows),
          "keyboard warm-up: no software keyboard of real height (at least 120.0 pt) within "
            + "20.0 s (1 notifications, 1 frame changes, last 119.9 pt visible); the keyboard "
            + "rows may skip"
        ),
        // A frame of bad numbers counts as a notification, not as a keyboard.
        (
          #line, true, [(.nan, 336, 0.5)], 19.9, 20, Set(Self.rows),
          "keyboard warm-up: no software keyboard of real height (at least 120.0 pt) within "
            + "20.0 s (1 notifications, 0 frame changes); the keyboard rows may skip"
        ),
        // The field would not take focus: nothing to wait for.
        (
          #line, false, [], nil, 0, Set(Self.rows),
          "keyboard warm-up: the field did not take focus (0 notifications, 0 frame changes); "
            + "the keyboard rows may skip"
        ),
      ]
    for row in rows {
      var warmUp = DeviceCheckKeyboardWarmUp()
      warmUp.recordFocus(row.focused)
      for seen in row.seen {
        warmUp.recordKeyboard(top: seen.top, height: seen.height, at: seen.at)
      }
      if let notDoneAt = row.notDoneAt {
        #expect(!warmUp.isDone(at: notDoneAt), sourceLocation: rowLocation(row.line))
      }
      #expect(warmUp.isDone(at: row.doneAt), sourceLocation: rowLocation(row.line))
      #expect(
        warmUp.expectedSkips(of: Self.rows, keyboardRequired: false) == row.skips,
        sourceLocation: rowLocation(row.line))
      // A run that requires a keyboard excuses nothing.
      #expect(
        warmUp.expectedSkips(of: Self.rows, keyboardRequired: true).isEmpty,
        sourceLocation: rowLocation(row.line))
      #expect(warmUp.line == row.text, sourceLocation: rowLocation(row.line))
    }
  }

  @Test(
    "the keyboard is required only by its own argument, after the executable",
    arguments: [
      (#line, ["Demo", "--self-check", "--require-keyboard"], true),
      (#line, ["Demo", "--self-check"], false),
      (#line, ["--require-keyboard"], false),
      (#line, ["Demo", "--require-keyboard=no"], false),
      (#line, [], false),
    ] as [(UInt, [String], Bool)])
  func required(_ row: (line: UInt, arguments: [String], required: Bool)) {
    #expect(
      DeviceCheckKeyboardWarmUp.isKeyboardRequired(in: row.arguments) == row.required,
      sourceLocation: rowLocation(row.line))
  }
}
