import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

/// The keyboard's base line under the sheet (``KeyboardLift``): it rides on the keyboard's own
/// animation (UIKit's curve and duration, or the keyboard's spring), and never pushes the sheet
/// past its top limit. In `KeyboardLiftTests+Velocity.swift`: the velocities frames report while
/// it moves.
@Suite("Keyboard lift: the base line rides on the keyboard")
struct KeyboardLiftTests {
  // MARK: - The keyboard's own animation

  /// A fitting sheet of 300 pt content, resting on the phone, then a 336 pt keyboard at 1 s.
  static func lifted(
    _ animation: KeyboardAnimation?, sampleAt times: [Double]
  ) -> [SheetFrame] {
    var engine = Phone.presented(content: 300)
    engine.handle(.keyboardChanged(overlap: 336, animation: animation), at: 1)
    return times.map { engine.step(to: 1 + $0) }
  }

  @Test func theLiftFollowsTheKeyboardsCurveAndDuration() {
    // easeOut(0.5) = 1 − easeIn(0.5) = 1 − 0.315357 (TimingCurveTests' reference value);
    // easeInOut(0.25) = 0.129162; linear is the identity; the keyboard spring as in
    // KeyboardAnimationTests.
    let rows: [(line: UInt, duration: Double, curve: Int, time: Double, progress: Double)] = [
      (#line, 0.25, 2, 0.125, 1 - 0.315_357),
      (#line, 0.4, 0, 0.1, 0.129_162),
      (#line, 0.3, 3, 0.15, 0.5),
      (#line, 0.3, 3, 0.3, 1),
      (#line, 0.25, 7, 0.1, 0.544_778),
      (#line, 0.25, 7, 0.3, 0.972_919),
      (#line, 0, 7, 0, 1),
    ]
    for row in rows {
      let location = rowLocation(row.line)
      let animation = KeyboardAnimation(duration: row.duration, systemCurve: row.curve)
      let frame = Self.lifted(animation, sampleAt: [row.time])[0]
      expectClose(frame.keyboardLift, 336 * row.progress, tolerance: 1e-3, sourceLocation: location)
    }
  }

  @Test func aTimedLiftEndsExactlyAtItsDuration() {
    let frames = Self.lifted(
      .curve(.easeInOut, duration: 0.25), sampleAt: [0.24, 0.25, 0.26])
    #expect(frames[0].keyboardLift < 336)
    #expect(frames[0].isAnimating)
    #expect(frames[1].keyboardLift == 336)
    #expect(frames[2].keyboardLift == 336)
  }

  @Test func aKeyboardWithoutAnimationMovesTheSheetAtOnce() {
    var engine = Phone.presented(content: 300)
    engine.handle(.keyboardChanged(overlap: 336, animation: .immediate), at: 1)
    let frame = engine.step(to: 1)
    #expect(frame.keyboardLift == 336)
    // The home indicator is covered: the fitting sheet drops its 34 pt inset at once too.
    expectClose(frame.extent, 300, tolerance: 1e-9)
    #expect(!engine.needsFrames)
  }

  @Test func noAnimationGivenUsesTheConfiguredSpring() {
    var configuration = SheetConfiguration.fitting
    configuration.keyboardSpring = .criticallyDamped(response: 1)
    var engine = Phone.presented(configuration)
    engine.handle(.keyboardChanged(overlap: 336), at: 1)
    let slow = engine.step(to: 1.1).keyboardLift
    let fast = Self.lifted(nil, sampleAt: [0.1])[0].keyboardLift
    let spring = SpringAnimation(
      spring: configuration.keyboardSpring, from: 0, to: 336, initialVelocity: 0, startTime: 0)
    expectClose(slow, spring.value(at: 0.1), tolerance: 1e-9)
    expectClose(fast, 336 * 0.544_778, tolerance: 1e-3)
  }

  @Test func aKeyboardThatTurnsBackMidwayCarriesOnFromWhereTheBaseLineIs() {
    for animation in [KeyboardAnimation.systemKeyboard, .curve(.easeInOut, duration: 0.25)] {
      var engine = Phone.presented(content: 300)
      engine.handle(.keyboardChanged(overlap: 336, animation: animation), at: 1)
      let before = engine.step(to: 1.1).keyboardLift
      engine.handle(.keyboardChanged(overlap: 0, animation: animation), at: 1.1)
      let after = engine.step(to: 1.1).keyboardLift
      expectClose(after, before, tolerance: 1e-9)
      #expect(before > 0 && before < 336)
      #expect(engine.step(to: 2).keyboardLift == 0)
    }
  }

  @Test func theClockRebaseKeepsATimedLiftWhereItIs() {
    // A clock that runs far enough makes the engine re-anchor its motions (SheetEngine.rebase);
    // a timed lift must not jump when that happens.
    // The keyboard starts 1 s before the clock passes rebaseInterval, so the re-anchoring
    // happens halfway through the lift.
    let start = SheetEngine.rebaseInterval - 1
    var engine = Phone.presented(content: 300)
    engine.handle(
      .keyboardChanged(overlap: 336, animation: .curve(.linear, duration: 2)), at: start)
    var previous = 0.0
    var time = start
    while time < start + 2 {
      time += 1.0 / 60
      let lift = engine.step(to: time).keyboardLift
      #expect(lift >= previous - 1e-9)
      // 2 s at 60 Hz: 2.8 pt a frame (to within the clock's rounding this far from zero).
      #expect(lift - previous <= 336 / 120 + 1e-3)
      previous = lift
    }
    #expect(previous == 336)
  }

  @Test("any keyboard animation keeps the base line finite, in range and continuous")
  func randomAnimations() async {
    let steps = zip(Gen.int(in: 0...8), Gen.double(in: -1...700), Gen.double(in: 0...0.5))
    await seededPropertyCheck(count: 150, input: steps.array(of: 1...12)) {
      (steps: [(Int, Double, Double)]) in
      var engine = Phone.presented(content: 300)
      var time = 0.0
      var previous = engine.step(to: 0).keyboardLift
      var problem: String?
      for (curve, overlap, delay) in steps {
        let animation = KeyboardAnimation(duration: delay, systemCurve: curve)
        engine.handle(.keyboardChanged(overlap: overlap, animation: animation), at: time)
        let now = engine.step(to: time).keyboardLift
        if abs(now - previous) > 1e-6 { problem = "the base line jumped at a change" }
        let end = time + delay + 0.6
        while time < end {
          time += 1.0 / 60
          let lift = engine.step(to: time).keyboardLift
          if !lift.isFinite || lift < 0 || lift > 844 { problem = "lift \(lift)" }
          previous = lift
        }
        let target = min(max(overlap, 0), 844)
        if engine.needsFrames == false, abs(previous - target) > 1 {
          problem = "rests at \(previous), not \(target)"
        }
      }
      #expect(problem == nil, "\(problem ?? "")")
    }
  }
}

// MARK: - The top limit

extension KeyboardLiftTests {
  @Test func aSheetAsTallAsItMayBeShrinksInStepWithTheKeyboard() {
    // (detents, content height, detent to rest at, the keyboard's animation)
    // 844 − 47 − 10 = 787 pt is the most the sheet may take; with a 336 pt keyboard, 451 pt.
    let rows:
      [(
        line: UInt, detents: [Detent], content: Double, detent: Detent.Identifier,
        animation: KeyboardAnimation?
      )] = [
        (#line, [.fitting], 900, .fitting, .systemKeyboard),
        (#line, [.fitting], 900, .fitting, .curve(.easeInOut, duration: 0.25)),
        (#line, [.fitting], 900, .fitting, nil),
        (#line, [.medium, .large], 300, .large, .systemKeyboard),
        (#line, [.medium, .large], 300, .large, .curve(.easeOut, duration: 0.4)),
      ]
    for row in rows {
      let location = rowLocation(row.line)
      var configuration = SheetConfiguration(detents: row.detents)
      configuration.initialDetent = row.detent
      var engine = Phone.presented(configuration, content: row.content)
      engine.handle(.keyboardChanged(overlap: 336, animation: row.animation), at: 1)
      var tops: [Double] = []
      var time = 1.0
      while time < 2.5 {
        let frame = engine.step(to: time)
        tops.append(frame.extent + frame.keyboardLift)
        time += 1.0 / 120
      }
      // The top stays where it is: the sheet shrinks exactly as fast as the keyboard rises.
      #expect(
        tops.allSatisfy { abs($0 - 787) <= 0.5 }, "tops \(tops.min() ?? 0)…\(tops.max() ?? 0)",
        sourceLocation: location)
      let lifted = engine.step(to: 2.5)
      expectClose(lifted.extent, 451, tolerance: 0.01, sourceLocation: location)
      #expect(lifted.phase == .resting, sourceLocation: location)
      #expect(lifted.layoutHeight == lifted.extent, sourceLocation: location)
      // And back when the keyboard leaves.
      engine.handle(.keyboardChanged(overlap: 0, animation: row.animation), at: 3)
      time = 3
      var highest = 0.0
      while time < 4.5 {
        let frame = engine.step(to: time)
        highest = max(highest, frame.extent + frame.keyboardLift)
        time += 1.0 / 120
      }
      #expect(highest <= 787 + 0.5, sourceLocation: location)
      expectClose(engine.step(to: 4.5).extent, 787, tolerance: 0.01, sourceLocation: location)
    }
  }

  @Test func aShorterSheetRidesOnTheKeyboardUnchanged() {
    var engine = Phone.presented(content: 300)
    engine.handle(.keyboardChanged(overlap: 336, animation: .systemKeyboard), at: 1)
    var time = 1.0
    while time < 2 {
      let frame = engine.step(to: time)
      // 300 pt of content: the home indicator's 34 pt go under the keyboard at once.
      #expect(frame.extent + frame.keyboardLift <= 787)
      time += 1.0 / 120
    }
    expectClose(engine.step(to: 2).extent, 300, tolerance: 0.01)
  }

  @Test func aGrabDuringTheKeyboardsGlideStartsFromWhatIsOnScreen() {
    var configuration = SheetConfiguration(detents: [.medium, .large])
    configuration.initialDetent = .large
    var engine = Phone.presented(configuration)
    engine.handle(.keyboardChanged(overlap: 336, animation: .systemKeyboard), at: 1)
    let shown = engine.step(to: 1.05).extent
    engine.handle(.dragBegan, at: 1.05)
    expectClose(engine.step(to: 1.05).extent, shown, tolerance: 1e-9)
    engine.handle(.dragChanged(translation: 10), at: 1.06)
    #expect(engine.step(to: 1.06).phase == .dragging)
  }
}
