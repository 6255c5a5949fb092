import BottomSheetCore
import PropertyBased
import Testing

@Suite("TimingCurve")
struct TimingCurveTests {
  /// The solver accepts |x(s) − progress| < 1e-7 and the presets' slopes dy/dx stay below 2,
  /// so values are within 2e-7 of the exact curve; checked to 1e-5 as published.
  static let tolerance = 1e-5

  @Test("Core Animation's named curves match reference values")
  func presetsMatchReference() {
    // Reference: the exact cubic Bézier, x(s) = progress solved by 200-step bisection at 30
    // digits with mpmath, then y(s). easeInOut(0.25) = 0.129161931…, easeIn(0.5) = 0.315356812…
    // easeOut is easeIn rotated by 180°: easeOut(p) = 1 − easeIn(1 − p).
    let rows: [(line: UInt, curve: TimingCurve, progress: Double, expected: Double)] = [
      (#line, .easeInOut, 0.25, 0.129_162),
      (#line, .easeInOut, 0.5, 0.5),
      (#line, .easeInOut, 0.75, 0.870_838),
      (#line, .easeInOut, 0.1, 0.019_722),
      (#line, .easeIn, 0.5, 0.315_357),
      (#line, .easeIn, 0.25, 0.093_465),
      (#line, .easeIn, 0.9, 0.839_428),
      (#line, .easeOut, 0.5, 0.684_643),
      (#line, .easeOut, 0.25, 0.378_138),
      (#line, .easeOut, 0.1, 0.160_572),
      (#line, .linear, 0.1, 0.1),
      (#line, .linear, 0.3, 0.3),
      (#line, .linear, 0.75, 0.75),
    ]
    for row in rows {
      let actual = row.curve.value(at: row.progress)
      #expect(abs(actual - row.expected) <= Self.tolerance, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("control points are Core Animation's")
  func presetControlPoints() {
    let rows: [(line: UInt, curve: TimingCurve, points: (Double, Double, Double, Double))] = [
      (#line, .linear, (0, 0, 1, 1)),
      (#line, .easeIn, (0.42, 0, 1, 1)),
      (#line, .easeOut, (0, 0, 0.58, 1)),
      (#line, .easeInOut, (0.42, 0, 0.58, 1)),
    ]
    for row in rows {
      let curve = row.curve
      #expect(
        (curve.c1x, curve.c1y, curve.c2x, curve.c2y) == row.points,
        sourceLocation: rowLocation(row.line))
    }
  }

  @Test("endpoints are exact and progress is clamped")
  func endpoints() {
    let rows: [(line: UInt, progress: Double, expected: Double)] = [
      (#line, 0, 0),
      (#line, 1, 1),
      (#line, -0.5, 0),
      (#line, 7, 1),
      (#line, -.infinity, 0),
      (#line, .infinity, 1),
      (#line, .nan, 0),  // documented: NaN counts as 0
    ]
    for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut] {
      for row in rows {
        #expect(
          curve.value(at: row.progress) == row.expected, sourceLocation: rowLocation(row.line))
      }
    }
  }

  @Test("presets never go backwards")
  func presetsAreMonotone() async {
    // Each value is within 2e-7 of the exact (monotone) curve, so two of them may disagree by
    // up to 4e-7 in the wrong order; allowed slack 1e-6.
    await seededPropertyCheck(
      input: zip(
        Gen.element(of: [TimingCurve.linear, .easeIn, .easeOut, .easeInOut]).compactMap { $0 },
        Gen.double(in: 0...1), Gen.double(in: 0...1))
    ) { curve, a, b in
      let low = min(a, b)
      let high = max(a, b)
      #expect(curve.value(at: low) <= curve.value(at: high) + 1e-6)
      #expect(curve.value(at: low) >= -1e-6)
      #expect(curve.value(at: high) <= 1 + 1e-6)
    }
  }

  @Test("any curve with x controls in 0…1 inverts x(s) accurately")
  func solverAccuracy() async {
    // A curve whose y controls equal its x controls has y(s) = x(s), so its value must be the
    // progress itself, whatever the x controls. Tolerance: the solver's 1e-7 plus rounding,
    // checked to 1e-6.
    await seededPropertyCheck(
      input: zip(Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1))
    ) { c1x, c2x, progress in
      let identity = TimingCurve(c1x: c1x, c1y: c1x, c2x: c2x, c2y: c2x)
      #expect(abs(identity.value(at: progress) - progress) <= 1e-6)
    }
  }
}
