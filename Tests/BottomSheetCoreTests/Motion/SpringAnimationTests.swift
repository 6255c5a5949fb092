import BottomSheetCore
import Testing

@Suite("SpringAnimation")
struct SpringAnimationTests {
  /// Reference samples carry 16 significant digits; 1e-9 leaves room only for rounding of the
  /// absolute positions (up to a few hundred points).
  static let tolerance = 1e-9

  @Test("samples are the spring's, shifted to the target and the start time")
  func samplesMatchReference() {
    // SheetSpring m 1, k 100, c 10 (ζ = 0.5) from x0 = 1, v0 = 0: x(0.1) = 0.659700153…,
    // v(0.1) = −5.335071951… (see SpringTests). Shifted: target 100, start at t = 5 s.
    // Critical k 100, c 20, from 300 to 200 (x0 = 100): x(0.1) = 100 · 2/e = 73.5758882…
    let underdamped = SheetSpring(mass: 1, stiffness: 100, damping: 10)
    let critical = SheetSpring(mass: 1, stiffness: 100, damping: 20)
    let rows:
      [(
        line: UInt, spring: SheetSpring, from: Double, target: Double, start: Double, time: Double,
        position: Double, velocity: Double
      )] = [
        (#line, underdamped, 101, 100, 5, 5, 101, 0),
        (#line, underdamped, 101, 100, 5, 4, 101, 0),  // before the start: the start state
        (#line, underdamped, 101, 100, 5, 5.1, 100.659_700_153_391_7, -5.335_071_951_146_930),
        (#line, underdamped, -99, -100, 0, 0.1, -99.340_299_846_608_3, -5.335_071_951_146_930),
        (#line, critical, 300, 200, 2, 2.1, 273.575_888_234_288_46, -367.879_441_171_442_3),
      ]
    for row in rows {
      let animation = SpringAnimation(
        spring: row.spring, from: row.from, to: row.target, initialVelocity: 0,
        startTime: row.start)
      let sample = animation.sample(at: row.time)
      expectSample(
        sample, position: row.position, velocity: row.velocity, tolerance: Self.tolerance,
        sourceLocation: rowLocation(row.line))
      #expect(
        animation.value(at: row.time) == sample.position, sourceLocation: rowLocation(row.line))
      #expect(
        animation.velocity(at: row.time) == sample.velocity, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("settles exactly on the target, and the final snap is within tolerance")
  func settlesExactly() {
    let rows: [(line: UInt, spring: SheetSpring, from: Double, target: Double, velocity: Double)] =
      [
        (#line, .default, 0, 500, 0),
        (#line, .bouncy, 800, 200, -3_000),
        (#line, .smooth, 100, 100, 2_000),
        (#line, .interactive, -40, 0, 0),
        (#line, SheetSpring(mass: 1, stiffness: 100, damping: 25), 0, 300, 0),  // overdamped
      ]
    for row in rows {
      let animation = SpringAnimation(
        spring: row.spring, from: row.from, to: row.target, initialVelocity: row.velocity,
        startTime: 10)
      #expect(animation.settleTime > 10, sourceLocation: rowLocation(row.line))
      #expect(animation.settleTime.isFinite, sourceLocation: rowLocation(row.line))
      // Just before settling, the unsnapped motion is already within both tolerances.
      let last = animation.sample(at: animation.settleTime.nextDown)
      #expect(!animation.isSettled(at: animation.settleTime.nextDown))
      #expect(
        abs(last.position - row.target) <= animation.positionTolerance,
        sourceLocation: rowLocation(row.line))
      #expect(
        abs(last.velocity) <= animation.velocityTolerance, sourceLocation: rowLocation(row.line))
      for time in [animation.settleTime, animation.settleTime + 0.5, 1e9] {
        #expect(animation.isSettled(at: time), sourceLocation: rowLocation(row.line))
        #expect(
          animation.sample(at: time) == MotionSample(position: row.target, velocity: 0),
          sourceLocation: rowLocation(row.line))
      }
    }
  }

  @Test("starting at rest on the target is settled at once")
  func restingStart() {
    let animation = SpringAnimation(
      spring: .snappy, from: 250, to: 250, initialVelocity: 0, startTime: 3)
    #expect(animation.settleTime == 3)
    #expect(animation.isSettled(at: 3))
    #expect(animation.sample(at: 3) == MotionSample(position: 250, velocity: 0))
  }

  @Test("defaults: 0.1 pt and 1 pt/s")
  func defaultTolerances() {
    let animation = SpringAnimation(
      spring: .smooth, from: 0, to: 1, initialVelocity: 0, startTime: 0)
    #expect(animation.positionTolerance == 0.1)
    #expect(animation.velocityTolerance == 1)
  }

  @Test("retargeting keeps position and velocity at the instant of the change")
  func retargetIsContinuous() {
    // Tolerance: 1e-9 relative; the new motion evaluates the same state at t = 0.
    let rows: [(line: UInt, time: Double, newTarget: Double, newSpring: SheetSpring?)] = [
      (#line, 0, 400, nil),  // at the start
      (#line, 0.05, 400, nil),  // mid-flight
      (#line, 0.2, -100, .bouncy),  // reverse with another spring
      (#line, 0.2, 500, .interactive),  // same target, new spring
      (#line, 0.3, 502.05, nil),  // tiny move
      (#line, 30, 100, nil),  // after settling
      (#line, -1, 100, nil),  // before the start
    ]
    for row in rows {
      var animation = SpringAnimation(
        spring: .snappy, from: 0, to: 500, initialVelocity: 1_200, startTime: 0)
      let before = animation.sample(at: row.time)
      if let spring = row.newSpring {
        animation.retarget(to: row.newTarget, spring: spring, at: row.time)
        #expect(animation.spring == spring, sourceLocation: rowLocation(row.line))
      } else {
        animation.retarget(to: row.newTarget, at: row.time)
      }
      let after = animation.sample(at: row.time)
      #expect(
        abs(after.position - before.position) <= 1e-9 * max(1, abs(before.position)),
        sourceLocation: rowLocation(row.line))
      #expect(
        abs(after.velocity - before.velocity) <= 1e-9 * max(1, abs(before.velocity)),
        sourceLocation: rowLocation(row.line))
      #expect(animation.target == row.newTarget, sourceLocation: rowLocation(row.line))
      #expect(animation.startTime == row.time, sourceLocation: rowLocation(row.line))
      // And it still ends on the new target.
      #expect(
        animation.value(at: animation.settleTime) == row.newTarget,
        sourceLocation: rowLocation(row.line))
    }
  }

  @Test func aSettledAnimationRetargetedWithinToleranceKeepsItsStateThenSettles() {
    // Found by the retargeting property: a settled animation sent 0.05 pt away (within the
    // 0.1 pt tolerance) used to get a settle time equal to its start time, so at that instant
    // it was neither moving from its old place nor at its new target.
    var animation = SpringAnimation(
      spring: .snappy, from: 0, to: 300, initialVelocity: 0, startTime: 100)
    let settled = animation.settleTime + 1
    #expect(animation.sample(at: settled) == MotionSample(position: 300, velocity: 0))
    animation.retarget(to: 300.05, at: settled)
    #expect(animation.sample(at: settled).position == 300)
    #expect(animation.settleTime > settled)
    #expect(animation.value(at: animation.settleTime) == 300.05)
    #expect(animation.isSettled(at: animation.settleTime))
  }
}
