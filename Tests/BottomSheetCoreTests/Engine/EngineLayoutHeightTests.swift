import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

/// The height content is laid out at: it changes only at events and at rest, a few times per
/// gesture, and never leaves a gap under a sheet that moves below its largest detent.
@Suite("Engine: layout height")
struct EngineLayoutHeightTests {
  /// How often the layout height changed over a trace, and whether every change came with an
  /// input or with the sheet coming to rest.
  static func changes(_ trace: SheetTrace) -> (count: Int, offEvent: [Double]) {
    var count = 0
    var offEvent: [Double] = []
    for (previous, current) in zip(trace.frames, trace.frames.dropFirst())
    where previous.layoutHeight != current.layoutHeight {
      count += 1
      let input = trace.inputTimes.contains { $0 > previous.time && $0 <= current.time }
      let cameToRest = current.phase == .resting || current.phase == .hidden
      if !input && !cameToRest { offEvent.append(current.time) }
    }
    return (count, offEvent)
  }

  static func present(_ engine: inout SheetEngine) {
    engine.handle(.present(animated: true), at: 0)
    _ = ScenarioRunner.run(&engine, inputs: [], until: 2)
  }

  @Test("each gesture changes the layout height at most as often as its row says")
  func changeCounts() {
    // (line, detents, what happens after a presentation at 0…2 s, the most changes allowed)
    let rows: [(line: UInt, detents: [Detent], inputs: [TimedInput], limit: Int)] = [
      (#line, [.fitting, .large], GesturePath.drag(at: 2.2, by: -300, over: 0.2).inputs(), 2),
      (#line, [.fitting, .large], GesturePath.drag(at: 2.2, by: -60, over: 0.2).inputs(), 2),
      (#line, [.fitting, .large], GesturePath.drag(at: 2.2, by: 90, over: 0.1).inputs(), 2),
      (#line, [.large], GesturePath.drag(at: 2.2, by: -80, over: 0.2).inputs(), 2),
      (#line, [.fitting, .large], [TimedInput(.dismiss(animated: true), at: 2.2)], 1),
      (#line, [.medium, .large], [TimedInput(.selectDetent("large", animated: true), at: 2.2)], 1),
      (
        #line, [.medium, .large],
        [
          TimedInput(.selectDetent("large", animated: true), at: 2.2),
          TimedInput(.selectDetent("medium", animated: true), at: 2.25),
        ], 2
      ),
      (
        #line, [.fitting, .large],
        [TimedInput(.contentHeightChanged(450, animated: true), at: 2.2)], 1
      ),
      (
        #line, [.fitting, .large],
        [TimedInput(.contentHeightChanged(150, animated: true), at: 2.2)], 1
      ),
    ]
    for row in rows {
      var engine = Phone.engine(SheetConfiguration(detents: row.detents))
      let presentation = ScenarioRunner.run(
        &engine, presenting: true, until: 2)
      let present = Self.changes(presentation)
      #expect(present.count <= 1, "present", sourceLocation: rowLocation(row.line))
      let trace = ScenarioRunner.run(&engine, inputs: row.inputs, until: 5)
      let after = Self.changes(trace)
      #expect(
        after.count <= row.limit, "\(after.count) changes", sourceLocation: rowLocation(row.line))
      #expect(after.offEvent == [], sourceLocation: rowLocation(row.line))
      let last = trace.frames.last!
      if last.phase == .resting {
        #expect(last.layoutHeight == last.extent, sourceLocation: rowLocation(row.line))
      }
    }
  }

  @Test("a drag lays out at the largest detent, the settle keeps it, rest takes the detent")
  func dragThenSettle() throws {
    var engine = Phone.engine()
    Self.present(&engine)
    #expect(engine.currentFrame.layoutHeight == 334)
    let trace = ScenarioRunner.run(
      &engine, inputs: GesturePath.drag(at: 2.2, by: -100, over: 0.2).inputs(), until: 4)
    let dragging = try #require(trace.frames.first { $0.phase == .dragging })
    #expect(dragging.layoutHeight == Phone.maximumExtent)
    let settling = try #require(trace.frames.first { $0.phase == .settling })
    #expect(settling.layoutHeight == Phone.maximumExtent)
    #expect(trace.frames.last?.layoutHeight == trace.frames.last?.extent)
  }

  @Test("rubber-banding above the largest detent stretches the background, not the content")
  func rubberBandKeepsContent() {
    var engine = Phone.engine()
    Self.present(&engine)
    let trace = ScenarioRunner.run(
      &engine, inputs: GesturePath.drag(at: 2.2, by: -700, over: 0.3, hold: 0.1).inputs(),
      until: 2.65)
    let pulled = trace.frames.filter { $0.extent > Phone.maximumExtent + 1 }
    #expect(!pulled.isEmpty)
    #expect(pulled.allSatisfy { $0.layoutHeight == Phone.maximumExtent })
  }

  @Test("a navigation-driven move lays out at most twice: at its start and at rest")
  func drivenMoves() {
    var engine = Phone.engine()
    Self.present(&engine)
    var inputs: [TimedInput] = []
    for step in 1...42 {
      let height = 300 + Double(step) * 5
      inputs.append(
        TimedInput(.contentHeightChanged(height, animated: false), at: 2 + Double(step) / 120))
    }
    let trace = ScenarioRunner.run(&engine, inputs: inputs, until: 3)
    #expect(Self.changes(trace).count <= 2)
    #expect(trace.frames.last?.layoutHeight == trace.frames.last?.extent)
  }

  typealias Step = (kind: Int, value: Double, delay: Double)

  @Test("layout height is finite, within the detents, equal to the extent at rest, gap-free")
  func invariants() async {
    let steps = zip(Gen.int(in: 0...7), Gen.double(in: -900...900), Gen.double(in: 0...0.4))
    await seededPropertyCheck(count: 200, input: steps.array(of: 1...40)) { (steps: [Step]) in
      var engine = Phone.engine(SheetConfiguration(detents: [.fitting, .medium, .large]))
      var time = 0.0
      var inputs: [TimedInput] = []
      for step in steps {
        time += step.delay
        let input: SheetInput =
          switch step.kind {
          case 0: .present(animated: step.value > 0)
          case 1: .dismiss(animated: step.value > -500)
          case 2: .dragBegan
          case 3: .dragChanged(translation: step.value)
          case 4: .dragEnded(velocity: step.value * 3)
          case 5: .contentHeightChanged(abs(step.value), animated: step.value > 0)
          case 6:
            .keyboardChanged(
              overlap: step.value > 0 ? abs(step.value) / 3 : 0,
              animation: KeyboardAnimation(duration: step.delay, systemCurve: Int(step.value) % 8))
          default: .selectDetent(step.value > 0 ? "large" : "medium", animated: true)
          }
        inputs.append(TimedInput(input, at: time))
      }
      inputs.append(TimedInput(.dragCancelled, at: time + 0.01))
      var problem: String?
      _ = ScenarioRunner.run(&engine, inputs: inputs, until: time + 3, framesPerSecond: 60) {
        engine, frame in
        guard problem == nil else { return }
        let largest = max(engine.detents.largestExtent, engine.layout.maximumExtent)
        if !frame.layoutHeight.isFinite || frame.layoutHeight < 0
          || (frame.phase != .hidden
            && frame.layoutHeight > largest + SheetEngine.positionTolerance)
        {
          problem = "layout height \(frame.layoutHeight) outside 0…\(largest)"
        } else if frame.phase == .resting,
          !inputs.contains(where: {
            $0.time <= frame.time && frame.time - $0.time <= SheetEngine.staleInputInterval + 1e-9
          }),
          abs(frame.layoutHeight - frame.extent) > 1e-9
        {
          // Unanimated content changes keep the layout at the largest detent for a moment
          // (SheetEngine.staleInputInterval), in case more follow.
          problem = "at rest, layout \(frame.layoutHeight) ≠ extent \(frame.extent)"
        } else if frame.phase == .dragging,
          frame.layoutHeight
            < min(frame.extent, engine.detents.largestExtent) - SheetEngine.positionTolerance
        {
          problem =
            "a gap under a dragged sheet: layout \(frame.layoutHeight), extent \(frame.extent)"
        }
      }
      #expect(problem == nil, "\(problem ?? "")")
    }
  }
}
