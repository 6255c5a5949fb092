import BottomSheetCore
import PropertyBased
import Testing

@Suite("SheetSpring properties")
struct SpringPropertyTests {
  /// Masses, stiffnesses and dampings a UI would plausibly use (damping ratios from about 0.003
  /// to 300, so all three regimes occur).
  static let masses = Gen.double(in: 0.1...10)
  static let stiffnesses = Gen.double(in: 1...2_000)
  static let dampings = Gen.double(in: 0.1...200)
  static let displacements = Gen.double(in: -2_000...2_000)
  static let velocities = Gen.double(in: -10_000...10_000)

  @Test("every spring settles within its tolerances by its settling duration")
  func converges() async {
    // The settling time comes from a rigorous bound, so the only slack needed is rounding:
    // 1e-9 relative plus 1e-12 absolute.
    await seededPropertyCheck(
      count: 300,
      input: zip(
        Self.masses, Self.stiffnesses, Self.dampings, Self.displacements, Self.velocities,
        Gen.double(in: 0.01...1), Gen.double(in: 0.1...10), Gen.double(in: 0...5))
    ) { mass, stiffness, damping, x0, v0, positionTolerance, velocityTolerance, extra in
      let spring = SheetSpring(mass: mass, stiffness: stiffness, damping: damping)
      let duration = spring.settlingDuration(
        displacement: x0, velocity: v0, positionTolerance: positionTolerance,
        velocityTolerance: velocityTolerance)
      #expect(duration.isFinite)
      #expect(duration >= 0)
      for time in [duration, duration + extra, duration * 2 + extra] {
        let sample = spring.sample(displacement: x0, velocity: v0, at: time)
        #expect(abs(sample.position) <= positionTolerance * (1 + 1e-9) + 1e-12)
        #expect(abs(sample.velocity) <= velocityTolerance * (1 + 1e-9) + 1e-12)
      }
      let positionOnly = spring.settlingDuration(
        displacement: x0, velocity: v0, tolerance: positionTolerance)
      #expect(positionOnly <= duration)
      let sample = spring.sample(displacement: x0, velocity: v0, at: positionOnly)
      #expect(abs(sample.position) <= positionTolerance * (1 + 1e-9) + 1e-12)
    }
  }

  @Test("samples are finite everywhere along the way")
  func neverNaN() async {
    await seededPropertyCheck(
      input: zip(
        Self.masses, Self.stiffnesses, Self.dampings, Self.displacements, Self.velocities,
        Gen.double(in: 0...100))
    ) { mass, stiffness, damping, x0, v0, time in
      let sample = SheetSpring(mass: mass, stiffness: stiffness, damping: damping)
        .sample(displacement: x0, velocity: v0, at: time)
      #expect(sample.position.isFinite)
      #expect(sample.velocity.isFinite)
    }
  }

  @Test("velocity is the derivative of position")
  func velocityMatchesDifference() async {
    // Step h = 1e-5 / λ, where λ = ω0 (1 + 2ζ) bounds the fastest rate in the solution
    // (|r| ≤ ω0(ζ + √(ζ² − 1)) overdamped, ω0 otherwise). Truncation ≈ h²/6 · λ² · S and rounding
    // ≈ 2e-16 · |x|max / h, both below 1e-7 · S with the speed scale S = λ|x0| + |v0|.
    // Tolerance 1e-6 · S.
    await seededPropertyCheck(
      input: zip(
        Self.masses, Self.stiffnesses, Self.dampings, Self.displacements, Self.velocities,
        Gen.double(in: 0...2))
    ) { mass, stiffness, damping, x0, v0, time in
      let spring = SheetSpring(mass: mass, stiffness: stiffness, damping: damping)
      let rate = spring.naturalFrequency * (1 + 2 * spring.dampingRatio)
      let h = 1e-5 / rate
      let at = time + h  // keep time − h ≥ 0
      let ahead = spring.sample(displacement: x0, velocity: v0, at: at + h)
      let behind = spring.sample(displacement: x0, velocity: v0, at: at - h)
      let difference = (ahead.position - behind.position) / (2 * h)
      let velocity = spring.sample(displacement: x0, velocity: v0, at: at).velocity
      let scale = rate * abs(x0) + abs(v0)
      #expect(abs(velocity - difference) <= 1e-6 * scale)
    }
  }

  @Test("retargeting never changes position or velocity at that instant")
  func retargetIsContinuous() async {
    // Tolerance 1e-9 relative (to max(1, |value|)): the new motion evaluates the same state.
    await seededPropertyCheck(
      count: 300,
      input: zip(
        Self.stiffnesses, Self.dampings, Self.displacements, Self.displacements, Self.velocities,
        Gen.double(in: -1...4), Self.displacements, Gen.bool)
    ) { stiffness, damping, from, target, v0, elapsed, newTarget, swapSpring in
      var animation = SpringAnimation(
        spring: SheetSpring(stiffness: stiffness, damping: damping), from: from, to: target,
        initialVelocity: v0, startTime: 100)
      let time = 100 + elapsed
      let before = animation.sample(at: time)
      if swapSpring {
        animation.retarget(to: newTarget, spring: .bouncy, at: time)
      } else {
        animation.retarget(to: newTarget, at: time)
      }
      let after = animation.sample(at: time)
      #expect(abs(after.position - before.position) <= 1e-9 * max(1, abs(before.position)))
      #expect(abs(after.velocity - before.velocity) <= 1e-9 * max(1, abs(before.velocity)))
      #expect(animation.settleTime.isFinite)
      #expect(animation.value(at: animation.settleTime) == newTarget)
    }
  }
}
