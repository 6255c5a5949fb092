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

  @Test("the figure names the count and its bound")
  func figure() {
    var settles = DeviceCheckSettles(allowed: 1...1)
    settles.record(.settling)
    settles.record(.resting)
    #expect(settles.figure == "1 settles (allowed 1...1)")
  }
}
