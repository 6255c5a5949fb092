import BottomSheetCore
import SheetLabKit
import Testing

@Suite("Continuity figures: frames with input count, the finger explains its own moves")
struct ContinuityTests {
  /// A run of `slow-drag-returns` (a finger drags the sheet, then it springs back).
  static let run = LabRun(BuiltInScenarios.named("slow-drag-returns")!)

  @Test func aJumpOnAFrameWithAFingerIsCaught() throws {
    var trace = Self.run.trace
    // A frame in the middle of the drag: the finger is down there.
    let index = try #require(trace.frames.firstIndex { $0.finger != nil && $0.sheet.time > 1.1 })
    #expect(Continuity.largestJump(in: trace) < 0.1)
    trace.frames[index].sheet.sheetRect.origin.y += 20
    #expect(Continuity.largestJump(in: trace) > 15)
  }

  @Test func aMoveTheFingerMadeIsNotAJump() throws {
    var trace = Self.run.trace
    let index = try #require(trace.frames.firstIndex { $0.finger != nil && $0.sheet.time > 1.1 })
    let end = try #require(trace.frames[index...].firstIndex { $0.finger == nil })
    // From `index` to the release, finger and sheet 20 pt lower: one 20 pt step at `index`
    // that the finger's own move explains. Frames after the release are left out.
    trace.frames = Array(trace.frames[..<end])
    for later in index..<end {
      trace.frames[later].sheet.sheetRect.origin.y += 20
      trace.frames[later].finger?.y += 20
    }
    trace.frames[index].fingerTravel += 20
    #expect(Continuity.largestJump(in: trace) < 0.1)
  }

  @Test func aVelocityStepIsAnAccelerationWhateverTheFrameRate() throws {
    var trace = Self.run.trace
    let index = try #require(trace.frames.firstIndex { $0.sheet.time >= 2 && $0.finger == nil })
    let before = Continuity.largestAcceleration(in: trace)
    trace.frames[index].sheet.velocity += 1_000
    // 1,000 pt/s in one 120 Hz frame: 120,000 pt/s².
    #expect(Continuity.largestAcceleration(in: trace) >= max(before, 119_999))
  }

  @Test func stepsAcrossAnInstantInputAreNotJumps() {
    // `rotation` changes the container at once: the sheet's rect moves with the screen.
    let trace = LabRun(BuiltInScenarios.named("rotation")!).trace
    #expect(!trace.instantInputTimes.isEmpty)
    #expect(Continuity.largestJump(in: trace) < 0.5)
  }
}
