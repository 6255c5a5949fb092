import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

/// The rule (``ScrollMetrics/topOffset``, ``ScrollHandoff``): a list's top is at offset
/// −(top inset), not 0. Dragging down, the list first scrolls back to that top, taking the
/// finger up to its distance from it, and only then does the sheet move, with the list pinned
/// exactly at its inset top (never pulled past it, never stopped short of it).
@Suite("Scroll handoff: the hand-off point is the list's inset top")
struct ScrollInsetHandoffPropertyTests {
  @Test func theSheetMovesDownOnlyWithTheListAtItsInsetTop() async {
    let moves = Gen.double(in: -40...40).array(of: 1...120)
    await seededPropertyCheck(count: 150, input: zip(Gen.int(in: 0...600), moves)) {
      quarters, deltas in
      let insetTop = Double(quarters) / 4
      let top = -insetTop
      var rig = HandoffRig(insetTop: insetTop)
      rig.begin()
      for delta in deltas {
        rig.move(by: delta, steps: 1)
      }
      var before = top
      for (index, step) in rig.updates.enumerated() {
        if step.finger > 0, before > top + 1e-9 {
          // Down with the list below its top: the list takes its distance to the top first.
          #expect(
            abs(step.update.contentDelta - min(step.finger, before - top)) <= 1e-9,
            "update \(index): \(step.update) from offset \(before)")
        }
        if step.update.sheetDelta > 0 {
          #expect(abs(step.offset - top) <= 1e-9, "update \(index): the sheet moved down")
        }
        if step.update.sheetDelta != 0 {
          #expect(step.offset >= top - 1e-9, "update \(index): pulled past the inset top")
        }
        before = step.offset
      }
    }
  }
}
