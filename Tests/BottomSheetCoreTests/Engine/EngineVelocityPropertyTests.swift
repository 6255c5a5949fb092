import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

/// The rule: a frame's ``SheetFrame/velocity`` is the upward speed of the sheet's drawn top
/// edge, in points per second: −d(``SheetFrame/sheetRect``.minY)/dt, which is the rate of
/// ``SheetFrame/height`` (extent plus keyboard lift) wherever the frame does not hold the edge
/// at a limit. So it agrees with the central difference quotient
/// (minY(t − h) − minY(t + h)) / 2h of the frames the engine itself draws, within 1 pt/s plus
/// 0.5 % of the speed.
///
/// Over random event sequences (drags, releases, detent selections, content, layout and keyboard
/// changes, taps, dismissals) every 120 Hz frame is probed on a copy of the engine, except where
/// the rule does not speak of the positions:
/// - a probe window that holds an input: an input may change the position at once (unanimated
///   moves) or bend its course (a release, a retarget), so no difference quotient spans one;
/// - while a finger drags: the velocity is then the finger's, filtered (see
///   ``SheetEngine/dragVelocityTimeConstant``);
/// - for ``SheetEngine/staleInputInterval`` after an unanimated content change: a driven move
///   (a navigation transition sending one content height per frame) reports the speed of those
///   changes, which the positions show only as steps from one driver frame to the next;
/// - the instant a motion counts as settled (``SheetFrame/isAnimating`` changes within the
///   window): it is snapped onto its target, less than ``SheetEngine/positionTolerance`` away;
/// - a window in which the drawn top edge reaches or leaves the container's top or the base
///   line, where the frame holds it: a corner in the positions. Held there, it reports 0.
@Suite("Engine: a frame's velocity is the rate of its positions")
struct EngineVelocityPropertyTests {
  /// Half the probe window, in seconds: short against every spring's response (≥ 0.1 s), long
  /// enough that rounding in the positions (≈ 10⁻¹³ pt) stays far below the tolerance.
  static let halfWindow = 0.5e-3
  /// The largest disagreement allowed, in points per second: 1 pt/s, plus 0.5 % of the speed
  /// for the difference quotient's own error (h²/6 · the third derivative, largest just after
  /// an input for the stiffest springs).
  static func tolerance(for speed: Double) -> Double { 1 + 0.005 * abs(speed) }

  /// One probe's measurements.
  struct Probe {
    var time: Double
    var reported: Double
    var measured: Double
    var frame: SheetFrame
  }

  /// Which limit of the container holds the sheet's drawn top edge, if any: its top (the
  /// frame's top at 0), or its base line (extent 0). A window across reaching or leaving one has a
  /// corner in its positions.
  static func limit(of frame: SheetFrame) -> Int {
    frame.sheetRect.minY <= 0 ? 1 : frame.extent <= 0 ? -1 : 0
  }

  /// Runs `steps` and returns every probe that breaks the rule, with the number of probes made.
  static func violations(
    _ steps: [EngineInvariantTests.Step], persistent: Bool, reduceMotion: Bool, keyboard: Int
  ) -> (probes: Int, broken: [Probe]) {
    var configuration =
      persistent
      ? SheetConfiguration.persistent(detents: EngineInvariantTests.detents, undimmedUpTo: "low")
      : SheetConfiguration(detents: EngineInvariantTests.detents)
    configuration.printsCorrectionsInDebug = false
    configuration.reduceMotion = reduceMotion
    configuration.keyboard = [KeyboardBehavior.lift, .expandToLargest, .ignore][keyboard % 3]
    var engine = SheetEngine(configuration: configuration, context: Phone.context())
    var inputs: [TimedInput] = []
    var time = 0.0
    for step in steps {
      // Inputs land between frames, so a frame and an input never share an instant.
      time += step.delay + 0.001
      inputs.append(TimedInput(EngineInvariantTests.input(for: step, garbage: false), at: time))
    }
    inputs.append(TimedInput(.dragCancelled, at: time + 0.001))
    let end = time + 2
    let h = halfWindow
    let frameStep = 1.0 / 120
    var next = 0
    var lastDriven = -Double.infinity
    var probes = 0
    var broken: [Probe] = []
    var now = frameStep
    while now <= end {
      // Apply every input up to now; remember unanimated content changes.
      while next < inputs.count, inputs[next].time <= now {
        let input = inputs[next]
        engine.handle(input.input, at: input.time)
        if case .contentHeightChanged(_, false) = input.input { lastDriven = input.time }
        next += 1
      }
      let inputInWindow =
        next < inputs.count && inputs[next].time <= now + h
        || (next > 0 && inputs[next - 1].time >= now - h)
      if !inputInWindow, now - h > engine.time,
        now - lastDriven > SheetEngine.staleInputInterval + h
      {
        var probe = engine
        let before = probe.frame(at: now - h)
        let frame = probe.frame(at: now)
        let after = probe.frame(at: now + h)
        let frames = [before, frame, after]
        if frames.allSatisfy({ $0.phase != .dragging }),
          frames.allSatisfy({ $0.isAnimating == frame.isAnimating }),
          frames.allSatisfy({ Self.limit(of: $0) == Self.limit(of: frame) })
        {
          probes += 1
          let measured = (before.sheetRect.minY - after.sheetRect.minY) / (2 * h)
          if abs(frame.velocity - measured)
            > tolerance(for: max(abs(measured), abs(frame.velocity)))
          {
            broken.append(
              Probe(time: now, reported: frame.velocity, measured: measured, frame: frame))
          }
        }
      }
      _ = engine.frame(at: now)
      now += frameStep
    }
    return (probes, broken)
  }

  @Test func everyFramesVelocityIsTheRateOfItsTopEdge() async {
    var total = 0
    await seededPropertyCheck(
      count: 60,
      input: zip(
        EngineInvariantTests.stepGenerator.array(of: 1...30), Gen.bool, Gen.bool,
        Gen.int(in: 0...2))
    ) { steps, persistent, reduceMotion, keyboard in
      let result = Self.violations(
        steps, persistent: persistent, reduceMotion: reduceMotion, keyboard: keyboard)
      total += result.probes
      let first = result.broken.first
      #expect(
        result.broken.isEmpty,
        "\(result.broken.count) of \(result.probes) probes disagree; first at t = \(first?.time ?? 0): reported \(first?.reported ?? 0) pt/s, measured \(first?.measured ?? 0) pt/s in \(String(describing: first?.frame))"
      )
    }
    // The probes are not all skipped.
    #expect(total > 10_000, "only \(total) probes")
  }

  /// A flick up at the largest detent sends the spring past the container's top, where the frame
  /// holds the sheet: it stands still there, so it reports no upward speed.
  @Test func aSpringPastTheContainersTopReportsNoUpwardSpeedWhileHeldThere() {
    var engine = Phone.engine(SheetConfiguration(detents: [.medium, .large]))
    engine.handle(.present(animated: false), at: 0)
    let flick = GesturePath.drag(
      at: 1, by: -(Phone.maximumExtent - 393.5), over: 0.1, releaseVelocity: -20_000)
    let trace = ScenarioRunner.run(&engine, inputs: flick.inputs(), until: 3)
    let held = trace.frames.filter { $0.time > flick.endTime && $0.sheetRect.minY == 0 }
    #expect(!held.isEmpty, "the spring does not reach the container's top")
    for frame in held {
      #expect(frame.velocity <= 0, "held at the top at \(frame.time) but reports \(frame.velocity)")
    }
  }
}
