import BottomSheetCore
import PropertyBased
import Testing

@Suite("SheetSpring")
struct SpringTests {
  /// Parameter conversions are checked to 0.01, the precision of the published values.
  static let parameterTolerance = 0.01
  /// Closed-form samples: the expected values carry 16 significant digits (30-digit mpmath
  /// evaluation of the formulas in the comments), so 1e-9 leaves room only for Double rounding.
  static let sampleTolerance = 1e-9
  /// Settling times are checked to 1 ms, as published.
  static let settlingTolerance = 0.001

  @Test("SwiftUI parameters convert to mass, stiffness and damping")
  func swiftUIParameters() {
    // stiffness = (2π / response)², damping = 4π ζ / response, mass 1.
    // bouncy: (2π/0.5)² = 157.9137, 4π · 0.7 / 0.5 = 17.5929.
    let rows: [(line: UInt, spring: SheetSpring, stiffness: Double, damping: Double)] = [
      (#line, SheetSpring(duration: 0.5, bounce: 0.3), 157.91, 17.59),
      (#line, .bouncy, 157.91, 17.59),
      (#line, .snappy, 157.91, 21.36),  // ζ = 0.85
      (#line, .smooth, 157.91, 25.13),  // ζ = 1
      (#line, .default, 130.51, 18.85),  // response 0.55, ζ = 0.825
      (#line, .interactive, 1754.60, 72.05),  // response 0.15, ζ = 0.86
      (#line, SheetSpring(response: 0.5, dampingRatio: 0.7), 157.91, 17.59),
      (#line, SheetSpring(duration: 1, bounce: -0.5), 39.48, 25.13),  // ζ = 1/(1 − 0.5) = 2
      (#line, .criticallyDamped(response: 1), 39.48, 12.57),  // (2π)², 4π
    ]
    for row in rows {
      #expect(row.spring.mass == 1, sourceLocation: rowLocation(row.line))
      #expect(
        abs(row.spring.stiffness - row.stiffness) <= Self.parameterTolerance,
        sourceLocation: rowLocation(row.line))
      #expect(
        abs(row.spring.damping - row.damping) <= Self.parameterTolerance,
        sourceLocation: rowLocation(row.line))
    }
  }

  @Test("derived parameters: response 2π/ω0, damping ratio c/(2√(mk)), ω0 = √(k/m)")
  func derivedParameters() {
    // m 1, k 100, c 10: ω0 = 10, response = 2π/10 = 0.6283185, ζ = 10/20 = 0.5.
    // m 2, k 200, c 10: ω0 = 10, ζ = 10/(2 · 20) = 0.25.  m 1, k 100, c 25: ζ = 1.25.
    let tolerance = 1e-6  // the expected values are given to 7 significant digits
    let rows:
      [(
        line: UInt, mass: Double, stiffness: Double, damping: Double, response: Double,
        ratio: Double, frequency: Double
      )] = [
        (#line, 1, 100, 10, 0.628_318_5, 0.5, 10),
        (#line, 2, 200, 10, 0.628_318_5, 0.25, 10),
        (#line, 1, 100, 20, 0.628_318_5, 1, 10),
        (#line, 1, 100, 25, 0.628_318_5, 1.25, 10),
        (#line, 1, 400, 10, 0.314_159_3, 0.25, 20),
      ]
    for row in rows {
      let spring = SheetSpring(mass: row.mass, stiffness: row.stiffness, damping: row.damping)
      #expect(
        abs(spring.response - row.response) <= tolerance, sourceLocation: rowLocation(row.line))
      #expect(
        abs(spring.dampingRatio - row.ratio) <= tolerance, sourceLocation: rowLocation(row.line))
      #expect(
        abs(spring.naturalFrequency - row.frequency) <= tolerance,
        sourceLocation: rowLocation(row.line))
    }
  }

  @Test("closed form matches hand-derived solutions in all three regimes")
  func closedFormReference() {
    // Underdamped, m 1, k 100, c 10: ω0 = 10, ζ = 0.5, α = 5, ωd = √75 = 8.660254…
    //   x(t) = e^(−5t) (x0 cos ωd t + (v0 + 5 x0)/ωd sin ωd t)
    //   v(t) = e^(−5t) (v0 cos ωd t − (5 v0 + 100 x0)/ωd sin ωd t)
    //   x0 = 1, v0 = 0, t = 0.1: x = 0.659700153…, v = −5.335071951…
    // Underdamped, k 100, c 5: α = 2.5, ωd = √93.75.
    // Critical, k 100, c 20: x0 = 1, v0 = 0 → x(t) = (1 + 10t) e^(−10t), v(t) = −100 t e^(−10t).
    // Overdamped, k 100, c 25: roots −5 and −20; x0 = 1, v0 = 0 →
    //   x(t) = (4/3) e^(−5t) − (1/3) e^(−20t), v(t) = −(20/3) e^(−5t) + (20/3) e^(−20t).
    let rows:
      [(
        line: UInt, stiffness: Double, damping: Double, x0: Double, v0: Double, time: Double,
        position: Double, velocity: Double
      )] = [
        (#line, 100, 10, 1, 0, 0, 1, 0),
        (#line, 100, 10, 1, 0, 0.1, 0.659_700_153_391_701_7, -5.335_071_951_146_930),
        (#line, 100, 10, 1, 0, 0.3, -0.124_354_767_408_411_77, -1.332_426_440_180_411_6),
        (#line, 100, 10, 0, -100, 0.05, -3.773_452_034_749_068, -51.824_932_307_001_38),
        (#line, 100, 5, 1, 0, 0.1, 0.607_054_849_167_035_7, -6.626_915_880_080_842),
        (#line, 100, 20, 1, 0, 0, 1, 0),
        (#line, 100, 20, 1, 0, 0.1, 0.735_758_882_342_884_6, -3.678_794_411_714_423),
        (#line, 100, 20, 1, 0, 0.25, 0.287_297_495_183_645_8, -2.052_124_965_597_470),
        (#line, 100, 25, 1, 0, 0, 1, 0),
        (#line, 100, 25, 1, 0, 0.1, 0.763_595_785_204_640_3, -3.141_302_509_840_138),
        (#line, 100, 25, 1, 0, 0.3, 0.296_680_629_472_350_99, -1.471_009_386_478_423_1),
        // Linearity: doubling x0 doubles the solution; negating it negates it.
        (#line, 100, 10, 2, 0, 0.1, 1.319_400_306_783_403_4, -10.670_143_902_293_86),
        (#line, 100, 25, -1, 0, 0.1, -0.763_595_785_204_640_3, 3.141_302_509_840_138),
      ]
    for row in rows {
      let spring = SheetSpring(mass: 1, stiffness: row.stiffness, damping: row.damping)
      let sample = spring.sample(displacement: row.x0, velocity: row.v0, at: row.time)
      expectSample(
        sample, position: row.position, velocity: row.velocity, tolerance: Self.sampleTolerance,
        sourceLocation: rowLocation(row.line))
    }
  }

  @Test("negative time counts as the start")
  func negativeTime() {
    let sample = SheetSpring.bouncy.sample(displacement: 120, velocity: -800, at: -3)
    #expect(sample == MotionSample(position: 120, velocity: -800))
  }

  @Test("settling duration matches the envelope bound")
  func settlingReference() {
    // Underdamped k 100, c 5, x0 1, v0 0: (1 + 2.5/ωd) e^(−2.5t) = 0.001 →
    //   t = ln(1258.199…)/2.5 = 2.854974…
    // Critical k 100, c 20: (1 + 10t) e^(−10t) = 0.001 → t = 0.923341… (root found with mpmath).
    // Overdamped k 100, c 25: (|4/3| + |−1/3|) e^(−5t) = 0.001 → t = ln(5000/3)/5 = 1.483716…
    let rows:
      [(
        line: UInt, stiffness: Double, damping: Double, x0: Double, v0: Double,
        tolerance: Double, expected: Double
      )] = [
        (#line, 100, 5, 1, 0, 0.001, 2.855),
        (#line, 100, 5, -1, 0, 0.001, 2.855),
        (#line, 100, 20, 1, 0, 0.001, 0.923),
        (#line, 100, 25, 1, 0, 0.001, 1.484),
        (#line, 100, 5, 0.000_5, 0, 0.001, 0),  // already inside
        (#line, 100, 5, 0, 0, 0.001, 0),
      ]
    for row in rows {
      let spring = SheetSpring(mass: 1, stiffness: row.stiffness, damping: row.damping)
      let duration = spring.settlingDuration(
        displacement: row.x0, velocity: row.v0, tolerance: row.tolerance)
      #expect(
        abs(duration - row.expected) <= Self.settlingTolerance,
        sourceLocation: rowLocation(row.line))
    }
  }

  @Test("settling with a velocity tolerance takes the later of the two times")
  func settlingWithVelocity() {
    // k 100, c 5, x0 1, v0 0. Velocity bound: (|v0| + |−(α v0 + ω0² x0)|/ωd) e^(−2.5t)
    //   = (100/9.682458…) e^(−2.5t) = 0.001 → t = ln(10327.95…)/2.5 = 3.697044…
    // With a loose velocity tolerance the position time (2.855) wins.
    let spring = SheetSpring(mass: 1, stiffness: 100, damping: 5)
    let rows:
      [(line: UInt, positionTolerance: Double, velocityTolerance: Double, expected: Double)] =
        [
          (#line, 0.001, 0.001, 3.697),
          (#line, 0.001, 1_000, 2.855),
        ]
    for row in rows {
      let duration = spring.settlingDuration(
        displacement: 1, velocity: 0, positionTolerance: row.positionTolerance,
        velocityTolerance: row.velocityTolerance)
      #expect(
        abs(duration - row.expected) <= Self.settlingTolerance,
        sourceLocation: rowLocation(row.line))
    }
  }

  @Test("response and damping ratio round-trip through stiffness and damping")
  func roundTrips() async {
    // Relative tolerance 1e-12: a handful of roundings on each side.
    await seededPropertyCheck(input: zip(Gen.double(in: 0.02...10), Gen.double(in: 0.01...50))) {
      response, ratio in
      let spring = SheetSpring(response: response, dampingRatio: ratio)
      #expect(abs(spring.response - response) <= 1e-12 * response)
      #expect(abs(spring.dampingRatio - ratio) <= 1e-12 * ratio)
    }
    // Mass scales out: (m, k, c) moves exactly like (1, k/m, c/m).
    await seededPropertyCheck(
      input: zip(Gen.double(in: 0.1...10), Gen.double(in: 1...1_000), Gen.double(in: 0.5...100))
    ) { mass, stiffness, damping in
      let spring = SheetSpring(mass: mass, stiffness: stiffness, damping: damping)
      let rebuilt = SheetSpring(response: spring.response, dampingRatio: spring.dampingRatio)
      #expect(abs(rebuilt.stiffness - stiffness / mass) <= 1e-12 * stiffness / mass)
      #expect(abs(rebuilt.damping - damping / mass) <= 1e-12 * damping / mass)
    }
  }

  @Test("velocity is the derivative of position (table)")
  func velocityMatchesDifferenceTable() {
    // Central difference with h = 1e-6 s: truncation h²/6 · |x‴| with |x‴| ≤ 10⁶ points/s³ for
    // these rows (fastest rate 200 s⁻¹ on the small fast term) gives < 1e-6; rounding
    // ≈ 2e-16 · 100 / 1e-6 = 2e-8. Tolerance 1e-5 points per second.
    let rows: [(line: UInt, stiffness: Double, damping: Double, x0: Double, v0: Double)] = [
      (#line, 100, 10, 100, 0),  // underdamped
      (#line, 100, 2, -40, 300),  // lightly damped
      (#line, 100, 20, 100, -500),  // critical
      (#line, 100, 25, 60, 200),  // overdamped
      (#line, 100, 200, -80, 0),  // strongly overdamped
    ]
    let h = 1e-6
    for row in rows {
      let spring = SheetSpring(mass: 1, stiffness: row.stiffness, damping: row.damping)
      for time in [0.01, 0.1, 0.25, 0.5, 1] {
        let ahead = spring.sample(displacement: row.x0, velocity: row.v0, at: time + h)
        let behind = spring.sample(displacement: row.x0, velocity: row.v0, at: time - h)
        let difference = (ahead.position - behind.position) / (2 * h)
        let velocity = spring.sample(displacement: row.x0, velocity: row.v0, at: time).velocity
        #expect(abs(velocity - difference) <= 1e-5, sourceLocation: rowLocation(row.line))
      }
    }
  }
}
