@_spi(SelfCheck) import BottomSheetCore
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
      // Only blocked detents measured: a sheet that swallows everything would pass, so it fails.
      (#line, [("large", false, false)], .fail, "large blocked (expected blocked)"),
      // Nothing measured.
      (#line, [], .fail, "no detent measured"),
      // Dimming.none: every detent lets it through.
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
}
