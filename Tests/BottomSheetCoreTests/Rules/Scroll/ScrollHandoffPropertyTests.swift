import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

@Suite("Scroll handoff: invariants over random finger paths")
struct ScrollHandoffPropertyTests {
  @Test func everyUpdateSplitsTheFingerExactlyAndNothingJumps() async {
    let moves = Gen.double(in: -40...40).array(of: 1...150)
    await seededPropertyCheck(
      count: 200,
      input: zip(moves, Gen.double(in: 100...3000), Gen.bool, Gen.double(in: -3000...3000))
    ) { deltas, contentHeight, expands, velocity in
      var rig = HandoffRig(contentHeight: contentHeight, expands: expands)
      rig.begin()
      for delta in deltas {
        rig.move(by: delta, steps: 1)
      }
      var previousExtent = 393.5
      var previousOffset = 0.0
      for step in rig.updates {
        #expect(step.extent.isFinite && step.offset.isFinite)
        let atBottom = step.offset >= rig.scroll.metrics.bottomOffset - 1e-9
        if !atBottom {
          // Inside the content's range every point of finger movement goes somewhere.
          #expect(abs(step.update.sheetDelta + step.update.contentDelta - step.finger) <= 1e-9)
        }
        #expect(abs(step.extent - previousExtent) <= abs(step.finger) * (1 + 1e-9) + 1e-6)
        #expect(abs(step.offset - previousOffset) <= abs(step.finger) * (1 + 1e-9) + 1e-6)
        if step.update.sheetDelta != 0 {
          #expect(step.offset >= -1e-9, "the list never shows a bounce while the sheet moves")
        }
        previousExtent = step.extent
        previousOffset = step.offset
      }
      _ = rig.release(velocity: velocity)
      _ = rig.idle(until: rig.time + 4)
      let frame = rig.engine.step(to: rig.time)
      #expect(!frame.isAnimating)
      if frame.phase != .hidden {
        #expect(frame.phase == .resting)
        #expect(
          rig.engine.detents.stops.contains { abs($0.extent - frame.extent) < 1e-9 })
      }
    }
  }
}
