import BottomSheetCore
import PropertyBased
import Testing

@Suite("Projection")
struct ProjectionTests {
  /// The reference values below are exact to the digits given; 1e-9 points covers Double rounding.
  static let tolerance = 1e-9

  /// Checks `distance` for each row's velocity and rate against the row's expected distance.
  static func expectDistances(
    _ rows: [(line: UInt, velocity: Double, rate: DecelerationRate, expected: Double)],
    _ distance: (Double, DecelerationRate) -> Double
  ) {
    for row in rows {
      let actual = distance(row.velocity, row.rate)
      #expect(abs(actual - row.expected) <= tolerance, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("WWDC 2018 projection v/1000 · r/(1 − r) matches reference values")
  func distanceMatchesReference() {
    // Source: "Designing Fluid Interfaces", WWDC 2018 session 803, project(initialVelocity:
    // decelerationRate:). Hand-derived: 1 · 0.998/0.002 = 499, 1 · 0.99/0.01 = 99.
    let rows: [(line: UInt, velocity: Double, rate: DecelerationRate, expected: Double)] = [
      (#line, 1000, .normal, 499.0),
      (#line, 1000, .fast, 99.0),
      (#line, -1000, .normal, -499.0),
      (#line, -1000, .fast, -99.0),
      (#line, 2000, .normal, 998.0),
      (#line, 500, .fast, 49.5),
      (#line, 0, .normal, 0),
      (#line, 0, .fast, 0),
    ]
    Self.expectDistances(rows, Projection.distance(velocity:rate:))
  }

  @Test("exact form −v / (1000 ln r) matches reference values")
  func exactDistanceMatchesReference() {
    // −1000 / (1000 · ln 0.998) = 499.4998331664552… ≈ 499.5; −1000 / (1000 · ln 0.99) =
    // 99.49916247342217… (30-digit evaluation with mpmath).
    let rows: [(line: UInt, velocity: Double, rate: DecelerationRate, expected: Double)] = [
      (#line, 1000, .normal, 499.499_833_166_455_3),
      (#line, 1000, .fast, 99.499_162_473_422_17),
      (#line, -1000, .normal, -499.499_833_166_455_3),
      (#line, 0, .normal, 0),
    ]
    Self.expectDistances(rows, Projection.exactDistance(velocity:rate:))
  }

  @Test("project adds the distance to the position")
  func projectAddsDistance() {
    let rows: [(line: UInt, position: Double, velocity: Double, expected: Double)] = [
      (#line, 300, -1000, -199),  // 300 − 499
      (#line, 300, 1000, 799),  // 300 + 499
      (#line, -50, 0, -50),
    ]
    for row in rows {
      let actual = Projection.project(position: row.position, velocity: row.velocity)
      #expect(abs(actual - row.expected) <= Self.tolerance, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("distance is odd in velocity and zero at rest")
  func signSymmetry() async {
    await seededPropertyCheck(
      input: zip(Gen.double(in: -10_000...10_000), Gen.double(in: 0.5...0.999_9))
    ) { velocity, raw in
      let rate = DecelerationRate(rawValue: raw)
      // Negation is exact in floating point, so the results are exact negatives.
      #expect(
        Projection.distance(velocity: -velocity, rate: rate)
          == -Projection.distance(velocity: velocity, rate: rate))
      #expect(
        Projection.exactDistance(velocity: -velocity, rate: rate)
          == -Projection.exactDistance(velocity: velocity, rate: rate))
      #expect(Projection.distance(velocity: 0, rate: rate) == 0)
      #expect(Projection.exactDistance(velocity: 0, rate: rate) == 0)
    }
  }

  @Test("exact form exceeds the stepped form by less than half a millisecond of travel")
  func exactVersusStepped() async {
    // With r = e^(−a): exact − stepped = v/1000 · (1/a − 1/(e^a − 1)), and 0 < 1/a − 1/(e^a − 1)
    // < 1/2 for a > 0. Tolerance: 1e-9 relative slack for rounding.
    await seededPropertyCheck(input: zip(Gen.double(in: 1...10_000), Gen.double(in: 0.9...0.999_9)))
    { velocity, raw in
      let rate = DecelerationRate(rawValue: raw)
      let gap =
        Projection.exactDistance(velocity: velocity, rate: rate)
        - Projection.distance(velocity: velocity, rate: rate)
      let slack = 1e-9 * Projection.exactDistance(velocity: velocity, rate: rate)
      #expect(gap > -slack)
      #expect(gap < velocity / 2000 + slack)
    }
  }

  @Test("deceleration rates keep valid values and clamp the rest into (0, 1)")
  func decelerationRateSanitising() {
    let rows: [(line: UInt, raw: Double, expected: Double)] = [
      (#line, 0.998, 0.998),  // UIScrollView.DecelerationRate.normal
      (#line, 0.99, 0.99),  // UIScrollView.DecelerationRate.fast
      (#line, .nan, 0.998),  // documented fallback: normal
      (#line, 1, (1.0).nextDown),
      (#line, 2, (1.0).nextDown),
      (#line, .infinity, (1.0).nextDown),
      (#line, 0, (0.0).nextUp),
      (#line, -3, (0.0).nextUp),
      (#line, -.infinity, (0.0).nextUp),
    ]
    for row in rows {
      #expect(
        DecelerationRate(rawValue: row.raw).rawValue == row.expected,
        sourceLocation: rowLocation(row.line))
    }
    #expect(DecelerationRate.normal.rawValue == 0.998)
    #expect(DecelerationRate.fast.rawValue == 0.99)
  }
}
