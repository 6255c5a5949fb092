import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// What wins when the app acts while a finger holds the sheet, and that no frame jumps.
@Suite("Engine: app requests while a finger holds the sheet")
struct EngineHeldSheetTests {
  enum Outcome: Equatable {
    case hidden
    case detent(Detent.Identifier)
  }

  /// A finger that drags a fitting/medium/large sheet up 1 pt per 120 Hz frame from 1 s to
  /// 1.5 s and lets go without speed, with `input` at 1.2 s; samples every frame until 3 s.
  static func run(_ input: SheetInput) -> (frames: [SheetFrame], handled: Bool) {
    var engine = Phone.presented(SheetConfiguration(detents: [.fitting, .medium, .large]))
    engine.handle(.dragBegan, at: 1)
    var frames: [SheetFrame] = []
    var handled = false
    var translation = 0.0
    for index in 1...240 {
      let time = 1 + Double(index) / 120
      if index <= 60 {
        translation -= 1
        engine.handle(.dragChanged(translation: translation), at: time)
      }
      if index == 24 { handled = engine.handle(input, at: time) }
      if index == 60 { engine.handle(.dragEnded(velocity: 0), at: time) }
      frames.append(engine.step(to: time))
    }
    return (frames, handled)
  }

  @Test func theRuleDecidesAndNoFrameJumps() {
    let rows: [(line: UInt, input: SheetInput, handled: Bool, outcome: Outcome)] = [
      // The dismissal wins: it takes the sheet from under the finger, which moves nothing more.
      (#line, .dismiss(animated: true), true, .hidden),
      // The finger wins: the app's detent change is refused, the release decides (let go
      // still, 60 pt above the 334 pt fitting detent: 394 pt, nearest medium at 393.5 pt).
      (#line, .selectDetent(.large, animated: true), false, .detent(.medium)),
      (#line, .selectDetent(.fitting, animated: false), false, .detent(.medium)),
      // Only the detents move: the sheet stays under the finger and snaps to the new ones.
      (#line, .contentHeightChanged(600, animated: true), true, .detent(.medium)),
      (#line, .contentHeightChanged(600, animated: false), true, .detent(.medium)),
      (#line, .contentHeightChanged(100, animated: false), true, .detent(.medium)),
    ]
    for row in rows {
      let location = rowLocation(row.line)
      let (frames, handled) = Self.run(row.input)
      #expect(handled == row.handled, sourceLocation: location)
      // Every step is the finger's 1 pt, or what the sheet's own speed covers in a frame.
      for (before, after) in zip(frames, frames.dropFirst()) {
        let allowed = max(1, max(abs(before.velocity), abs(after.velocity)) / 120) + 0.5
        #expect(
          abs(after.extent - before.extent) <= allowed,
          "step \(after.extent - before.extent) at \(after.time)", sourceLocation: location)
      }
      let last = frames[frames.count - 1]
      switch row.outcome {
      case .hidden:
        #expect(last.phase == .hidden, sourceLocation: location)
      case .detent(let identifier):
        #expect(last.detent == identifier, sourceLocation: location)
        #expect(last.phase == .resting, sourceLocation: location)
      }
    }
  }

  @Test func aDismissalDuringADragLeavesWithTheFingersVelocity() {
    let (frames, _) = Self.run(.dismiss(animated: true))
    // Just before: moving up 120 pt/s with the finger; just after: the dismissal spring starts
    // from there with that velocity.
    let before = frames[22]
    let after = frames[23]
    expectClose(before.velocity, 120, tolerance: 1)
    #expect(after.phase == .dismissing)
    #expect(after.velocity > 0, "starts with the finger's upward speed")
    // The finger's later moves and its release change nothing.
    #expect(frames[30...].allSatisfy { $0.phase == .dismissing || $0.phase == .hidden })
  }
}
