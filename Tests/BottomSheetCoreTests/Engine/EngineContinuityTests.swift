import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// Sampled at 120 Hz, the sheet never jumps between frames that no input drove, and its velocity
/// carries over at every release and retarget.
@Suite("Engine: continuity")
struct EngineContinuityTests {
  /// Every engine scenario of the suite in one place, so each is checked for jumps.
  static let scenarios: [(name: String, configuration: SheetConfiguration, inputs: [TimedInput])] =
    [
      (
        "fit to content", .fitting,
        [
          TimedInput(.present(animated: true), at: 0),
          TimedInput(.contentHeightChanged(600, animated: true), at: 0.3),
          TimedInput(.contentHeightChanged(2000, animated: true), at: 0.6),
          TimedInput(.contentHeightChanged(100, animated: true), at: 1.2),
        ]
      ),
      (
        "tap to dismiss", .fitting,
        [TimedInput(.present(animated: true), at: 0), TimedInput(.tapOnDimming, at: 0.2)]
      ),
      (
        "slow drag returns", .fitting,
        [TimedInput(.present(animated: false), at: 0)]
          + GesturePath.drag(at: 0.5, by: 134, over: 1, hold: 0.2).inputs()
      ),
      (
        "flick dismisses", .fitting,
        [TimedInput(.present(animated: false), at: 0)]
          + GesturePath.drag(at: 0.5, by: 33, over: 0.05, releaseVelocity: 1200).inputs()
      ),
      (
        "rubber band", .fitting,
        [TimedInput(.present(animated: false), at: 0)]
          + GesturePath.drag(at: 0.5, by: -600, over: 0.5, releaseVelocity: -300).inputs()
      ),
      (
        "grab mid-present", SheetConfiguration(detents: [.fitting]),
        [TimedInput(.present(animated: true), at: 0)]
          + GesturePath.drag(at: 0.1, by: -20, over: 0.1, releaseVelocity: -800).inputs()
      ),
      (
        "grab mid-dismiss", SheetConfiguration(detents: [.fitting]),
        [
          TimedInput(.present(animated: false), at: 0),
          TimedInput(.dismiss(animated: true), at: 0.5),
        ] + GesturePath.drag(at: 0.6, by: -100, over: 0.2, releaseVelocity: -500).inputs()
      ),
      (
        "persistent flicks",
        .persistent(detents: [.fraction(0.25), .fraction(0.5), .fraction(0.75)]),
        [TimedInput(.present(animated: false), at: 0)]
          + GesturePath.drag(at: 0.5, by: -10, over: 0.05, releaseVelocity: -1000).inputs()
          + GesturePath.drag(at: 1.5, by: 10, over: 0.05, releaseVelocity: 3000).inputs()
      ),
      (
        "keyboard", .fitting,
        [
          TimedInput(.present(animated: true), at: 0),
          TimedInput(.keyboardChanged(overlap: 336), at: 0.2),
          TimedInput(.keyboardChanged(overlap: 0), at: 1),
        ]
      ),
      (
        "rotation", .fitting,
        [
          TimedInput(.present(animated: true), at: 0),
          TimedInput(
            .layoutChanged(PhoneLandscape.context()), at: 0.25),
        ]
      ),
      (
        "interactive present", SheetConfiguration(detents: [.fitting]),
        GesturePath.drag(at: 0.2, by: -80, over: 0.1, releaseVelocity: -1500).inputs()
      ),
    ]

  @Test(arguments: [false, true])
  func noFrameJumpsMoreThanItsVelocityAllows(reduceMotion: Bool) {
    for scenario in Self.scenarios {
      var configuration = scenario.configuration
      configuration.reduceMotion = reduceMotion
      var engine = Phone.engine(configuration)
      let trace = ScenarioRunner.run(&engine, inputs: scenario.inputs, until: 3)
      // |Δy| ≤ |v|·Δt + 0.5 pt between frames that no input drove.
      #expect(trace.largestUndrivenJump() <= 0.5, "\(scenario.name)")
      #expect(!trace.last.isAnimating, "\(scenario.name) still moving after 3 s")
    }
  }

  @Test func velocityCarriesOverAtReleaseAndRetarget() {
    // Release: the spring's first velocity is the finger's (sheet units, up positive).
    let rows: [(line: UInt, drag: Double, velocity: Double)] = [
      (#line, -40, -900),  // upward flick toward .large
      (#line, 30, 400),  // gentle downward release back to .fitting
      (#line, 60, 2500),  // hard downward flick: dismissal
    ]
    for row in rows {
      var engine = Phone.presented()
      for input in GesturePath.drag(
        at: 1, by: row.drag, over: 0.1, releaseVelocity: row.velocity
      ).inputs() {
        engine.handle(input.input, at: input.time)
      }
      expectClose(
        engine.currentSample().velocity, -row.velocity, tolerance: 1e-9,
        sourceLocation: rowLocation(row.line))
      // One frame later the velocity has changed only by what the spring's force allows.
      let spring = SheetConfiguration.defaultSpring
      let displacement = abs(engine.currentSample().position - 334)
      let bound =
        (spring.stiffness * max(displacement, Phone.maximumExtent) + spring.damping
          * abs(row.velocity)) / spring.mass / 120
      let next = engine.step(to: engine.time + 1.0 / 120)
      #expect(
        abs(next.velocity + row.velocity) <= bound, sourceLocation: rowLocation(row.line))
    }
  }
}
