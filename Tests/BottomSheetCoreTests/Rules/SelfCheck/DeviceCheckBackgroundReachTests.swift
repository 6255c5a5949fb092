import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: a touch above the sheet reaches the screen behind it exactly when undimmed")
struct DeviceCheckBackgroundReachTests {
  @Test("it passes when every detent matches and one of them lets the touch through")
  func verdicts() {
    typealias Seen = (detent: String, reached: Bool, expected: Bool)
    let rows: [(line: UInt, seen: [Seen], verdict: DeviceCheckVerdict, figure: String)] = [
      // The Maps-style sheet as promised.
      (
        #line,
        [("collapsed", true, true), ("medium", true, true), ("large", false, false)], .pass,
        "collapsed reached (expected reached); medium reached (expected reached);"
          + " large blocked (expected blocked)"
      ),
      // The bug this measures: the container swallows the touch at an undimmed detent.
      (
        #line,
        [("collapsed", false, true), ("medium", false, true), ("large", false, false)], .fail,
        "collapsed blocked (expected reached); medium blocked (expected reached);"
          + " large blocked (expected blocked)"
      ),
      // One undimmed detent swallows it.
      (
        #line, [("collapsed", true, true), ("medium", false, true)], .fail,
        "collapsed reached (expected reached); medium blocked (expected reached)"
      ),
      // The dimmed detent lets it through.
      (
        #line, [("medium", true, true), ("large", true, false)], .fail,
        "medium reached (expected reached); large reached (expected blocked)"
      ),
      // Only blocked detents measured: a sheet that swallows everything would pass, so it skips.
      (#line, [("large", false, false)], .skip, "large blocked (expected blocked)"),
      // Nothing measured.
      (#line, [], .skip, "no detent measured"),
      // Dimming.clear: every detent lets it through.
      (#line, [("medium", true, true)], .pass, "medium reached (expected reached)"),
    ]
    for row in rows {
      var reach = DeviceCheckBackgroundReach()
      for seen in row.seen {
        reach.record(detent: seen.detent, reached: seen.reached, expected: seen.expected)
      }
      #expect(reach.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      #expect(reach.figure == row.figure, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("every failing row fails on its own, whatever the rows around it")
  func aSingleMismatchFailsTheCheck() {
    let passing: [(String, Bool)] = [("collapsed", true), ("medium", true), ("large", false)]
    for broken in passing.indices {
      var reach = DeviceCheckBackgroundReach()
      for (index, (detent, expected)) in passing.enumerated() {
        reach.record(
          detent: detent, reached: index == broken ? !expected : expected, expected: expected)
      }
      #expect(reach.verdict == .fail, "a mismatch at \(passing[broken].0) passed")
    }
  }

  @Test(
    "a detent with no room above the sheet is not touched, and the check skips unless one fails")
  func unmeasured() {
    var reach = DeviceCheckBackgroundReach()
    reach.record(detent: "collapsed", reached: true, expected: true)
    reach.recordUnmeasured(detent: "large")
    #expect(reach.verdict == .skip)
    #expect(
      reach.figure
        == "collapsed reached (expected reached); large not touched (no room above the sheet)")
    reach.record(detent: "medium", reached: false, expected: true)
    #expect(reach.verdict == .fail)
  }

  @Test("the touch lands inside the window above the sheet at every size, or not at all")
  func probePoint() {
    let rows: [(line: UInt, sheetTop: Double, y: Double?)] = [
      // Room for the preferred 40 pt.
      (#line, 500, 460),
      (#line, 80, 40),
      // A .large sheet on a 375 × 667 phone: 20 pt status bar + the top gap.
      (#line, 30, 15),
      (#line, 4, 2),
      // No room: the point would leave the window.
      (#line, 3.9, nil),
      (#line, 0, nil),
      (#line, -10, nil),
      (#line, .nan, nil),
      (#line, .infinity, nil),
    ]
    for row in rows {
      let y = DeviceCheckBackgroundReach.probeY(sheetTop: row.sheetTop)
      #expect(y == row.y, sourceLocation: rowLocation(row.line))
      if let y {
        #expect(y > 0 && y < row.sheetTop, sourceLocation: rowLocation(row.line))
      }
    }
  }
}
