import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

/// The rule: a frame's ``SheetFrame/velocity`` is the upward speed of the sheet's drawn top
/// edge, in points per second: −d(``SheetFrame/sheetRect``.minY)/dt, which is the rate of
/// ``SheetFrame/height`` (extent plus keyboard lift) wherever the frame does not hold the edge
/// at a limit. So it agrees with the central difference quotient
/// D(h) = (minY(t − h) − minY(t + h)) / 2h of the frames the engine itself draws (h = 0.5 ms),
/// within 1 pt/s plus 0.5 % of the speed plus |D(2h) − D(h)|: three times the quotient's own
/// error, which shrinks with h², estimated from the same positions (Richardson). A keyboard
/// curve of a few milliseconds bends the positions enough for that error to matter.
///
/// Over random event sequences (drags, releases, detent selections, content, layout and keyboard
/// changes, taps, dismissals) every 120 Hz frame is probed on a copy of the engine, except where
/// the rule does not speak of the positions:
/// - a probe window (t ± 2h) that holds an input: an input may change the position at once (unanimated
///   moves) or bend its course (a release, a retarget), so no difference quotient spans one;
/// - while a finger drags: the velocity is then the finger's, filtered (see
///   ``SheetEngine/dragVelocityTimeConstant``);
/// - for ``SheetEngine/staleInputInterval`` after an unanimated content change: a driven move
///   (a navigation transition sending one content height per frame) reports the speed of those
///   changes, which the positions show only as steps from one driver frame to the next;
/// - a window in which a motion ends: the sheet reaching its detent's extent or the keyboard
///   lift its overlap (or ``SheetFrame/isAnimating`` turning false). A spring that counts as
///   settled is snapped onto its target, less than its tolerance away, and a keyboard timing
///   curve may end at full speed (the keyboard's own ease-in stops abruptly): corners, by design;
/// - a window in which the drawn top edge reaches or leaves the container's top or the base
///   line, where the frame holds it: a corner in the positions. Held there, it reports 0.
@Suite("Engine: a frame's velocity is the rate of its positions")
struct EngineVelocityPropertyTests {
  /// The step h of the difference quotient, in seconds: short against every spring's response
  /// (≥ 0.1 s), long enough that rounding in the positions (≈ 10⁻¹³ pt) stays far below the
  /// tolerance.
  static let step = 0.5e-3

  /// The largest disagreement allowed with D(h), in points per second (see the suite).
  static func tolerance(speed: Double, near: Double, far: Double) -> Double {
    1 + 0.005 * abs(speed) + abs(far - near)
  }

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

  /// Whether the sheet is at its target's extent (its detent's, or 0 when leaving) and the
  /// keyboard lift at the overlap it heads for: where a motion ends.
  static func arrivals(of frame: SheetFrame, in engine: SheetEngine) -> [Bool] {
    let target = frame.detent.flatMap { engine.detents.extent(of: $0) } ?? 0
    return [frame.extent == target, frame.keyboardLift == engine.layout.keyboardLift]
  }

  /// Runs `steps` and returns every probe that breaks the rule, with the number of probes made.
  static func violations(
    _ steps: [EngineInvariantTests.Step], persistent: Bool, reduceMotion: Bool, keyboard: Int,
    world: EngineInvariantTests.World
  ) -> (probes: Int, broken: [Probe]) {
    var configuration = world.configuration(persistent: persistent)
    configuration.reduceMotion = reduceMotion
    configuration.keyboard = [KeyboardBehavior.lift, .expandToLargest, .ignore][keyboard % 3]
    var engine = SheetEngine(configuration: configuration, context: world.standardDevice.context())
    var inputs: [TimedInput] = []
    var time = 0.0
    for step in steps {
      // Inputs land between frames, so a frame and an input never share an instant.
      time += step.delay + 0.001
      inputs.append(TimedInput(EngineInvariantTests.input(for: step, garbage: false), at: time))
    }
    inputs.append(TimedInput(.dragCancelled, at: time + 0.001))
    let end = time + 2
    let h = step
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
        if case .contentHeightChanged(_, false) = input.input.kind { lastDriven = input.time }
        next += 1
      }
      let inputInWindow =
        next < inputs.count && inputs[next].time <= now + 2 * h
        || (next > 0 && inputs[next - 1].time >= now - 2 * h)
      if !inputInWindow, now - 2 * h > engine.time,
        now - lastDriven > SheetEngine.staleInputInterval + 2 * h
      {
        var probe = engine
        let frames = [-2.0, -1, 0, 1, 2].map { probe.step(to: now + $0 * h) }
        let frame = frames[2]
        if frames.allSatisfy({ $0.phase != .dragging }),
          frames.allSatisfy({ $0.isAnimating == frame.isAnimating }),
          frames.allSatisfy({
            Self.arrivals(of: $0, in: probe) == Self.arrivals(of: frame, in: probe)
          }),
          frames.allSatisfy({ Self.limit(of: $0) == Self.limit(of: frame) })
        {
          probes += 1
          let measured = (frames[1].sheetRect.minY - frames[3].sheetRect.minY) / (2 * h)
          let wider = (frames[0].sheetRect.minY - frames[4].sheetRect.minY) / (4 * h)
          let speed = max(abs(measured), abs(frame.velocity))
          if abs(frame.velocity - measured) > tolerance(speed: speed, near: measured, far: wider) {
            broken.append(
              Probe(time: now, reported: frame.velocity, measured: measured, frame: frame))
          }
        }
      }
      _ = engine.step(to: now)
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
        Gen.int(in: 0...2), EngineInvariantTests.worldGenerator)
    ) { steps, persistent, reduceMotion, keyboard, world in
      let result = Self.violations(
        steps, persistent: persistent, reduceMotion: reduceMotion, keyboard: keyboard,
        world: world)
      total += result.probes
      let first = result.broken.first
      #expect(
        result.broken.isEmpty,
        "\(world): \(result.broken.count) of \(result.probes) probes disagree; first at t = \(first?.time ?? 0): reported \(first?.reported ?? 0) pt/s, measured \(first?.measured ?? 0) pt/s in \(String(describing: first?.frame))"
      )
    }
    // The probes are not all skipped.
    #expect(total > 10_000, "only \(total) probes")
  }

  /// A flick up at the largest detent sends the spring past the container's top, where the frame
  /// holds the sheet: it stands still there, so it reports no upward speed.
  @Test func aSpringPastTheContainersTopReportsNoUpwardSpeedWhileHeldThere() {
    var engine = Phone.presented(SheetConfiguration(detents: [.medium, .large]))
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
