import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: how many times a sheet came to rest")
struct DeviceCheckSettlesTests {
  @Test("a settle is a rest after a moving phase")
  func settles() {
    let rows: [(line: UInt, phases: [SheetPhase], count: Int, verdict: DeviceCheckVerdict)] = [
      // Lifted onto the keyboard once.
      (#line, [.resting, .settling, .settling, .resting, .resting], 1, .pass),
      // Lifted, then corrected a second time.
      (#line, [.resting, .settling, .resting, .settling, .resting], 2, .fail),
      // Never moved.
      (#line, [.resting, .resting], 0, .fail),
      (#line, [.presenting, .resting], 1, .pass),
      (#line, [.dragging, .resting], 1, .pass),
      // A dismissal is no settle.
      (#line, [.settling, .dismissing, .hidden, .resting], 0, .fail),
    ]
    for row in rows {
      var settles = DeviceCheckSettles(allowed: 1...1)
      for phase in row.phases { settles.record(phase) }
      #expect(settles.count == row.count, sourceLocation: rowLocation(row.line))
      #expect(settles.verdict == row.verdict, sourceLocation: rowLocation(row.line))
    }
  }

  /// A step of a keyboard row: a frame the sheet drew, or a keyboard frame announced (its
  /// visible top edge and height in an 874 pt window).
  enum Step {
    case frame(SheetPhase)
    case keyboard(top: Double, height: Double)
  }

  @Test(
    "settles count after the keyboard's last frame change, so its own second change is not the sheet's"
  )
  func keyboardFrames() {
    let rows: [(line: UInt, steps: [Step], verdict: DeviceCheckVerdict, figure: String)] = [
      // One keyboard frame, one settle.
      (
        #line,
        [.keyboard(top: 538, height: 336), .frame(.settling), .frame(.resting)], .pass,
        "1 settles after the last of 1 keyboard frame changes (allowed 1...1; 1 in all)"
      ),
      // The predictive bar comes after the sheet settled: a second settle, after the second
      // frame — the sheet followed the keyboard, it did not correct itself.
      (
        #line,
        [
          .keyboard(top: 538, height: 336), .frame(.settling), .frame(.resting),
          .keyboard(top: 494, height: 380), .frame(.settling), .frame(.resting),
        ], .pass,
        "1 settles after the last of 2 keyboard frame changes (allowed 1...1; 2 in all)"
      ),
      // The second frame comes while the sheet still moves: it settles once, and that counts.
      (
        #line,
        [
          .keyboard(top: 538, height: 336), .frame(.settling),
          .keyboard(top: 494, height: 380), .frame(.settling), .frame(.resting),
        ], .pass,
        "1 settles after the last of 2 keyboard frame changes (allowed 1...1; 1 in all)"
      ),
      // The same frame announced twice (willShow and willChangeFrame), or within half a
      // point: no change, so a second settle is the sheet's correction and fails.
      (
        #line,
        [
          .keyboard(top: 538, height: 336), .frame(.settling), .frame(.resting),
          .keyboard(top: 538.4, height: 336.4), .frame(.settling), .frame(.resting),
        ], .fail,
        "2 settles after the last of 1 keyboard frame changes (allowed 1...1; 2 in all)"
      ),
      // Just past the tolerance it is a change.
      (
        #line,
        [
          .keyboard(top: 538, height: 336), .frame(.settling), .frame(.resting),
          .keyboard(top: 538.6, height: 336), .frame(.settling), .frame(.resting),
        ], .pass,
        "1 settles after the last of 2 keyboard frame changes (allowed 1...1; 2 in all)"
      ),
      // Corrected after the last frame: fails.
      (
        #line,
        [
          .keyboard(top: 538, height: 336), .frame(.settling), .frame(.resting),
          .keyboard(top: 494, height: 380), .frame(.settling), .frame(.resting),
          .frame(.settling), .frame(.resting),
        ], .fail,
        "2 settles after the last of 2 keyboard frame changes (allowed 1...1; 3 in all)"
      ),
      // The keyboard changed last and the sheet never followed it: fails.
      (
        #line,
        [
          .keyboard(top: 538, height: 336), .frame(.settling), .frame(.resting),
          .keyboard(top: 494, height: 380), .frame(.resting),
        ], .fail,
        "0 settles after the last of 2 keyboard frame changes (allowed 1...1; 1 in all)"
      ),
      // A frame of bad numbers is no change.
      (
        #line,
        [
          .keyboard(top: 538, height: 336), .frame(.settling), .frame(.resting),
          .keyboard(top: .nan, height: 336), .frame(.settling), .frame(.resting),
        ], .fail,
        "2 settles after the last of 1 keyboard frame changes (allowed 1...1; 2 in all)"
      ),
    ]
    for row in rows {
      var settles = DeviceCheckSettles(allowed: 1...1)
      for step in row.steps {
        switch step {
        case .frame(let phase): settles.record(phase)
        case .keyboard(let top, let height): settles.recordKeyboardFrame(top: top, height: height)
        }
      }
      #expect(settles.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      #expect(settles.figure == row.figure, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("the figure names the count and its bound")
  func figure() {
    var settles = DeviceCheckSettles(allowed: 1...1)
    settles.record(.settling)
    settles.record(.resting)
    #expect(settles.figure == "1 settles (allowed 1...1)")
  }
}
