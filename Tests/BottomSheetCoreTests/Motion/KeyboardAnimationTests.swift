import BottomSheetCore
import Testing

@Suite("Keyboard animation: UIKit's notification values and the keyboard's spring")
struct KeyboardAnimationTests {
  @Test func notificationValuesMapOntoCurvesOrTheKeyboardSpring() {
    // UIView.AnimationCurve: 0 easeInOut, 1 easeIn, 2 easeOut, 3 linear (UIKit headers,
    // UIView.h); the keyboard sends 7 (not in the enum) with a duration UIKit then ignores.
    let rows: [(line: UInt, duration: Double, curve: Int, expected: KeyboardAnimation)] = [
      (#line, 0.25, 0, .curve(.easeInOut, duration: 0.25)),
      (#line, 0.4, 1, .curve(.easeIn, duration: 0.4)),
      (#line, 0.3, 2, .curve(.easeOut, duration: 0.3)),
      (#line, 0.2, 3, .curve(.linear, duration: 0.2)),
      (#line, 0.25, 7, .systemKeyboard),
      (#line, 0.5, 7, .systemKeyboard),
      (#line, 0.25, -1, .systemKeyboard),
      (#line, 0, 7, .immediate),
      (#line, 0, 0, .immediate),
      (#line, -0.25, 2, .immediate),
      (#line, .nan, 7, .immediate),
      (#line, .infinity, 0, .immediate),
      (#line, 1e9, 3, .curve(.linear, duration: KeyboardAnimation.maximumDuration)),
    ]
    for row in rows {
      let animation = KeyboardAnimation(duration: row.duration, systemCurve: row.curve)
      #expect(animation == row.expected, sourceLocation: rowLocation(row.line))
    }
    #expect(KeyboardAnimation.immediate.isAnimated == false)
    #expect(KeyboardAnimation.systemKeyboard.isAnimated)
    #expect(KeyboardAnimation.systemKeyboard.duration == nil)
    #expect(KeyboardAnimation.curve(.easeIn, duration: 0.3).timingCurve == .easeIn)
  }

  @Test func theKeyboardSpringMatchesItsPublishedParameters() {
    let spring = SheetSpring.systemKeyboard
    // Mass 3 and stiffness 1000 (Apple Developer Forums thread 48088), critically damped as in
    // Flutter's keyboard model.
    expectClose(spring.mass, 3, tolerance: 1e-12)
    expectClose(spring.stiffness, 1000, tolerance: 1e-9)
    expectClose(spring.dampingRatio, 1, tolerance: 1e-12)
    expectClose(spring.naturalFrequency, (1000.0 / 3).squareRoot(), tolerance: 1e-12)
    #expect(SheetConfiguration.defaultKeyboardSpring == spring)
  }

  @Test func theKeyboardSpringCoversTheKeyboardsTravelOnTime() {
    // Progress of a 0 → 1 move. Flutter's keyboard spring test: the start value within 1/1000
    // of a 1000-point move at 0 s and the end value within it at 0.6 s; the forum's
    // CASpringAnimation lasts 0.5 s, so the spring must be all but done by then. The middle
    // rows are x(t) = 1 − (1 + ω t) e^(−ω t), ω = √(1000 / 3), computed independently.
    let rows: [(line: UInt, time: Double, progress: Double, tolerance: Double)] = [
      (#line, 0, 0, 1e-3),
      (#line, 0.1, 0.544_778, 1e-6),
      (#line, 0.2, 0.879_282, 1e-6),
      (#line, 0.3, 0.972_919, 1e-6),
      (#line, 0.5, 1, 2e-3),
      (#line, 0.6, 1, 1e-3),
    ]
    let animation = SpringAnimation(
      spring: .systemKeyboard, from: 0, to: 1, initialVelocity: 0, startTime: 0,
      positionTolerance: 1e-9, velocityTolerance: 1e-9)
    for row in rows {
      expectClose(
        animation.value(at: row.time), row.progress, tolerance: row.tolerance,
        sourceLocation: rowLocation(row.line))
    }
  }
}
