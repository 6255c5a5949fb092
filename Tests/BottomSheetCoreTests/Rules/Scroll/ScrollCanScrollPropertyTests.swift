import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import PropertyBased
import Testing

/// The rule (``ScrollMetrics/canScroll``): a list can scroll only when its content and both
/// insets are taller than its view by more than ``ScrollHandoff/edgeTolerance``. A list that
/// cannot scroll gives the whole finger to the sheet, which rubber-bands past its largest detent
/// with the list pinned; one that can stops the sheet at its largest detent and scrolls the rest.
@Suite("Scroll handoff: which lists can scroll, seen from the sheet")
struct ScrollCanScrollPropertyTests {
  /// Insets in quarter points and a content height a whole number of quarter points from the
  /// threshold, so every sum is exact and the threshold itself is drawn.
  static let input = zip(Gen.int(in: 0...400), Gen.int(in: 0...400), Gen.int(in: -4...4))

  @Test func aListScrollsOnlyWhenTallerThanItsViewByMoreThanTheTolerance() async {
    await seededPropertyCheck(count: 120, input: Self.input) {
      topQuarters, bottomQuarters, excess in
      let insetTop = Double(topQuarters) / 4
      let insetBottom = Double(bottomQuarters) / 4
      // 700 pt is the rig's view.
      let content =
        700 - insetTop - insetBottom + ScrollHandoff.edgeTolerance + Double(excess) / 4
      let scrollable = excess > 0
      var rig = HandoffRig(contentHeight: content, insetTop: insetTop, insetBottom: insetBottom)
      rig.begin()
      // Up 500 pt from .medium (393.5 pt): 393.5 pt to .large, 106.5 pt more.
      rig.move(by: -500, steps: 60)
      if scrollable {
        #expect(rig.extent == Phone.maximumExtent, "the sheet stops at its largest detent")
        #expect(rig.scroll.contentOffset > -insetTop, "the rest scrolls the list")
      } else {
        #expect(rig.extent > Phone.maximumExtent, "the sheet takes the whole finger")
        #expect(rig.updates.allSatisfy { $0.offset == -insetTop }, "the list stays pinned")
        #expect(rig.updates.allSatisfy { abs($0.update.sheetDelta - $0.finger) <= 1e-9 })
      }
    }
  }
}
