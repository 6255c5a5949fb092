import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// The scroll thresholds at their boundaries, and a hand-off with a top content inset.
@Suite("Scroll thresholds and insets")
struct ScrollBoundaryTests {
  @Test func canScrollNeedsContentTallerThanTheViewByMoreThanTheTolerance() {
    // (content height, top inset, bottom inset, can scroll) in a 700 pt view; the tolerance is
    // ScrollHandoff.edgeTolerance (0.5 pt).
    let tolerance = ScrollHandoff.edgeTolerance
    let rows: [(line: UInt, content: Double, top: Double, bottom: Double, canScroll: Bool)] = [
      (#line, 700, 0, 0, false),
      (#line, 700 + tolerance, 0, 0, false),  // exactly at the threshold: not scrollable
      (#line, 700 + tolerance + 0.01, 0, 0, true),
      (#line, 650 + tolerance, 50, 0, false),  // the insets count: 650.5 + 50 is the same
      (#line, 650 + tolerance + 0.01, 50, 0, true),
      (#line, 600 + tolerance, 50, 50, false),
      (#line, 600 + tolerance + 0.01, 50, 50, true),
    ]
    for row in rows {
      let metrics = ScrollMetrics(
        contentOffset: -row.top, contentHeight: row.content, boundsHeight: 700,
        insetTop: row.top, insetBottom: row.bottom)
      #expect(metrics.canScroll == row.canScroll, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func atTopAllowsTheToleranceAndCountsTheTopInset() {
    let tolerance = ScrollHandoff.edgeTolerance
    let rows: [(line: UInt, offset: Double, top: Double, atTop: Bool)] = [
      (#line, 0, 0, true),
      (#line, tolerance, 0, true),
      (#line, tolerance + 0.01, 0, false),
      (#line, -30, 0, true),  // pulled past the top
      (#line, -50, 50, true),  // a 50 pt top inset: the top is at −50
      (#line, -50 + tolerance, 50, true),
      (#line, -50 + tolerance + 0.01, 50, false),
      (#line, 0, 50, false),
    ]
    for row in rows {
      let metrics = ScrollMetrics(
        contentOffset: row.offset, contentHeight: 2000, boundsHeight: 700, insetTop: row.top)
      #expect(metrics.isAtTop == row.atTop, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func aHandOffWithATopInsetHandsOverAtTheInsetTop() {
    // A 50 pt top inset (a header over the list): the list's top is at offset −50.
    var rig = HandoffRig(insetTop: 50)
    rig.begin()
    expectClose(rig.scroll.contentOffset, -50, tolerance: 1e-9)
    // Up 500: the sheet grows 393.5 pt to .large first, then the list scrolls 106.5 pt.
    rig.move(by: -500, steps: 60)
    expectClose(rig.extent, 787, tolerance: 1e-9)
    expectClose(rig.scroll.contentOffset, -50 + 106.5, tolerance: 1e-9)
    // Down 300: the list goes back to its top at −50, then the sheet follows for 193.5 pt.
    rig.move(by: 300, steps: 36)
    expectClose(rig.scroll.contentOffset, -50, tolerance: 1e-9)
    expectClose(rig.extent, 787 - 193.5, tolerance: 1e-9)
  }
}
