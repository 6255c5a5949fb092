import BottomSheetCore
import PropertyBased
import Testing

@Suite("RubberBand")
struct RubberBandTests {
  /// The published values are rounded to two decimals, so they are checked to 0.01 points.
  static let publishedTolerance = 0.01
  /// Hand-derived values carry 15 digits; 1e-9 covers Double rounding.
  static let derivedTolerance = 1e-9

  @Test("offset matches UIScrollView's rubber band for d = 960, c = 0.55")
  func offsetMatchesReference() {
    // (1 − 1/(x · 0.55/960 + 1)) · 960: x = 5 → 2.742144897…, x = 100 → 52.019704433…,
    // x = 500 → 213.765182186… (30-digit evaluation with mpmath).
    let band = RubberBand(coefficient: 0.55, dimension: 960)
    let rows: [(line: UInt, overshoot: Double, expected: Double, tolerance: Double)] = [
      (#line, 5, 2.74, Self.publishedTolerance),
      (#line, 100, 52.02, Self.publishedTolerance),
      (#line, 5, 2.742_144_897_429_239, Self.derivedTolerance),
      (#line, 100, 52.019_704_433_497_54, Self.derivedTolerance),
      (#line, 500, 213.765_182_186_234_8, Self.derivedTolerance),
      (#line, -100, -52.019_704_433_497_54, Self.derivedTolerance),
      (#line, 0, 0, 0),
    ]
    for row in rows {
      let actual = band.offset(forOvershoot: row.overshoot)
      #expect(abs(actual - row.expected) <= row.tolerance, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("derivative c / (x c/d + 1)² matches reference values")
  func derivativeMatchesReference() {
    // 0.55 / (100 · 0.55/960 + 1)² = 0.492009027154262…; at 500: 0.332331295382648…
    let band = RubberBand(dimension: 960)
    let rows: [(line: UInt, overshoot: Double, expected: Double)] = [
      (#line, 0, 0.55),
      (#line, 100, 0.492_009_027_154_262_4),
      (#line, -100, 0.492_009_027_154_262_4),
      (#line, 500, 0.332_331_295_382_648_5),
    ]
    for row in rows {
      let actual = band.derivative(atOvershoot: row.overshoot)
      #expect(
        abs(actual - row.expected) <= Self.derivedTolerance, sourceLocation: rowLocation(row.line))
    }
    #expect(RubberBand.defaultCoefficient == 0.55)
  }

  @Test("offset stays below the overshoot and below the dimension")
  func offsetIsBounded() async {
    await seededPropertyCheck(
      input: zip(
        Gen.double(in: 0.001...100_000), Gen.double(in: 0.05...0.95), Gen.double(in: 1...5_000))
    ) { x, c, d in
      let band = RubberBand(coefficient: c, dimension: d)
      let offset = band.offset(forOvershoot: x)
      #expect(offset > 0)
      #expect(offset < x)
      #expect(offset <= d)
      #expect(band.offset(forOvershoot: -x) == -offset)
    }
  }

  @Test("offset grows with the overshoot")
  func offsetIsMonotone() async {
    await seededPropertyCheck(
      input: zip(
        Gen.double(in: -100_000...100_000), Gen.double(in: 0...50_000), Gen.double(in: 0.05...1),
        Gen.double(in: 1...5_000))
    ) { x, delta, c, d in
      let band = RubberBand(coefficient: c, dimension: d)
      #expect(band.offset(forOvershoot: x) <= band.offset(forOvershoot: x + delta))
    }
  }

  @Test("derivative agrees with a central difference of the offset")
  func derivativeMatchesDifference() async {
    // Step h = 1e-3 points, kept away from the kink of the mirrored curve at 0 (|x| ≥ 0.01).
    // Truncation error h²/6 · max|offset‴| ≤ h²/6 · 6c³/d² ≤ 1e-10 for d ≥ 100; rounding error
    // ≈ 1e-16 · d / h ≤ 1e-9. Tolerance 1e-6 points per point.
    await seededPropertyCheck(
      input: zip(
        Gen.double(in: 0.01...5_000), Gen.bool, Gen.double(in: 0.05...1),
        Gen.double(in: 100...5_000))
    ) { magnitude, negative, c, d in
      let x = negative ? -magnitude : magnitude
      let band = RubberBand(coefficient: c, dimension: d)
      let h = 1e-3
      let difference =
        (band.offset(forOvershoot: x + h) - band.offset(forOvershoot: x - h)) / (2 * h)
      #expect(abs(band.derivative(atOvershoot: x) - difference) <= 1e-6)
    }
  }
}
