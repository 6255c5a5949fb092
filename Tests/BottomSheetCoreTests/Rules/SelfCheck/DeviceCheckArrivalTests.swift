import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import BottomSheetTestSupport
import Testing

@Suite("Diagnostics: a presentation's completion against the sheet's arrival")
struct DeviceCheckArrivalTests {
  @Test("the completion passes once, on or after the arrival frame; how late is only reported")
  func arrival() {
    // completionsAfter: after how many recorded frames each completion ran.
    let rows:
      [(
        line: UInt, extents: [Double], completionsAfter: [Int], resting: Double?, late: Int?,
        verdict: DeviceCheckVerdict
      )] = [
        (#line, [0, 120, 250, 334, 340, 334], [4], 334, 0, .pass),
        (#line, [0, 120, 250, 333.7, 340, 334], [4], 334, 0, .pass),
        (#line, [0, 120, 250, 334, 340, 334], [6], 334, 2, .pass),
        // Late by UIKit's ordering or a loaded machine: reported, not the library's to bound.
        (#line, [0, 120, 250, 334, 340, 336, 334], [7], 334, 3, .pass),
        // Too early: before the sheet reached its detent.
        (#line, [0, 120, 250, 334], [2], 334, -2, .fail),
        // Twice.
        (#line, [0, 120, 250, 334, 334], [4, 5], 334, 0, .fail),
        // Never.
        (#line, [0, 120, 250, 334], [], 334, nil, .fail),
        // The sheet never got there.
        (#line, [0, 120, 250], [3], 334, nil, .fail),
        // The resting extent is not known: nothing to measure against.
        (#line, [0, 334], [2], nil, nil, .skip),
        (#line, [0, .nan, 334], [3], 334, 0, .pass),
      ]
    for row in rows {
      var arrival = DeviceCheckArrival()
      var completions = row.completionsAfter[...]
      if completions.first == 0 {
        arrival.recordCompletion()
        completions.removeFirst()
      }
      for (index, extent) in row.extents.enumerated() {
        arrival.record(extent: extent)
        while completions.first == index + 1 {
          arrival.recordCompletion()
          completions.removeFirst()
        }
      }
      arrival.restingExtent = row.resting
      #expect(arrival.framesLate == row.late, sourceLocation: rowLocation(row.line))
      #expect(arrival.verdict == row.verdict, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("the engine's presentation ends on the frame that first reaches the detent")
  func engineArrival() {
    var rig = Phone.rig(SheetConfiguration(detents: [.fitting]))
    var arrival = DeviceCheckArrival()
    rig.appPresents(animated: true, at: 0)
    var time = 0.0
    var completed = false
    while time < 1.5 {
      arrival.record(extent: rig.frame(at: time).extent)
      if !completed, !rig.hostHasOpenTransition {
        completed = true
        arrival.recordCompletion()
      }
      time += 1.0 / 120
    }
    arrival.restingExtent = rig.frame(at: time).extent
    #expect(arrival.framesLate == 0)
    #expect(arrival.verdict == .pass)
    #expect(
      arrival.figure
        == "ran once, 0 frames after the sheet first reached 334.0 pt (on or after it allowed)")
  }

  @Test("the figure says how often the completion ran and how late, or why it could not tell")
  func figures() {
    let rows:
      [(line: UInt, extents: [Double], completions: Int, resting: Double?, figure: String)] =
        [
          (
            #line, [0, 334, 334], 1, 334,
            "ran once, 1 frames after the sheet first reached 334.0 pt (on or after it allowed)"
          ),
          (
            #line, [0, 334], 2, 334,
            "ran 2 times, 0 frames after the sheet first reached 334.0 pt (on or after it allowed)"
          ),
          (#line, [0, 120], 1, 334, "ran once, the sheet never reached 334.0 pt in 2 frames"),
          (#line, [0, 334], 0, 334, "ran 0 times, arrived on frame 2"),
          (#line, [0, 334], 1, nil, "ran once, resting extent unknown"),
        ]
    for row in rows {
      var arrival = DeviceCheckArrival()
      for extent in row.extents { arrival.record(extent: extent) }
      for _ in 0..<row.completions { arrival.recordCompletion() }
      arrival.restingExtent = row.resting
      #expect(arrival.figure == row.figure, sourceLocation: rowLocation(row.line))
    }
  }
}
