import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

/// The documented tie rule of the nearest-stop search (``SnapPolicy``,
/// ``ResolvedDetents/nearestStopIndex(to:)``): of two candidates exactly as near the projected
/// extent, the lower one wins — two stops, or hidden (extent 0) and the smallest stop. Ties are
/// built from values a `Double` holds exactly (integers and halves, and releases whose
/// projection lands exactly on a midpoint), so every comparison in the search is decided by the
/// rule and not by rounding; rows just off the tie check the other side of each comparison.
@Suite("Snap: a tie between two equally near candidates goes to the lower one")
struct SnapTieTests {
  /// A release (extent in points, velocity in points per second) whose projection is exactly
  /// `target`, with a velocity within a millionth of a point per second of `velocity`: the naive
  /// extent `target − distance` is stepped by one unit in the last place at a time, and when
  /// rounding skips over the target, the velocity is nudged and the search repeated.
  static func release(
    projectingTo target: Double, velocity: Double
  ) -> (extent: Double, velocity: Double)? {
    for nudge in 0..<64 {
      let speed = velocity + Double(nudge) * 1e-8
      var extent = target - Projection.distance(velocity: speed)
      for _ in 0..<8 {
        let projected = Projection.project(position: extent, velocity: speed)
        if projected == target { return (extent, speed) }
        extent = projected < target ? extent.nextUp : extent.nextDown
      }
    }
    return nil
  }

  // MARK: - The search itself

  @Test func theNearestStopIndexBreaksATieDownward() {
    // (stop extents, query, the index the rule names). Ties sit at every place the binary
    // search can meet them: the first pair, a middle pair, the last pair.
    let rows: [(line: UInt, extents: [Double], query: Double, index: Int)] = [
      (#line, [200, 400], 300, 0),
      (#line, [200, 400, 600], 300, 0),
      (#line, [200, 400, 600], 500, 1),
      (#line, [100, 200, 300, 400, 500], 150, 0),
      (#line, [100, 200, 300, 400, 500], 250, 1),
      (#line, [100, 200, 300, 400, 500], 350, 2),
      (#line, [100, 200, 300, 400, 500], 450, 3),
      (#line, [10, 11], 10.5, 0),
      (#line, [0.5, 799.5], 400, 0),
      // Just off the tie: the nearer one, on either side.
      (#line, [200, 400, 600], 299.75, 0),
      (#line, [200, 400, 600], 300.25, 1),
      (#line, [200, 400, 600], 499.75, 1),
      (#line, [200, 400, 600], 500.25, 2),
    ]
    for row in rows {
      let stops = ExactStops.stops(row.extents)
      #expect(stops.stops.map(\.extent) == row.extents, sourceLocation: rowLocation(row.line))
      #expect(
        stops.nearestStopIndex(to: row.query) == row.index, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("any midpoint of two neighbouring stops belongs to the lower one")
  func everyMidpointGoesDown() async {
    // Whole-point stops at least a point apart: their midpoints are exact halves.
    let input = zip(Gen.int(in: 1...6).array(of: 2...30), Gen.int(in: 0...28))
    await seededPropertyCheck(count: 300, input: input) { gaps, pick in
      let extents = ExactStops.extents(stacking: gaps)  // at most 6 · 30 pt: none left out
      let stops = ExactStops.stops(extents)
      let lower = pick % (extents.count - 1)
      let midpoint = (extents[lower] + extents[lower + 1]) / 2
      #expect(stops.nearestStopIndex(to: midpoint) == lower)
      #expect(
        stops.nearestStopIndex(to: midpoint) == ExactStops.lowestNearest(extents, to: midpoint))
      // And the two policies, released there at rest, with or without hidden below.
      for policy in [SnapPolicy.nearestToProjection, .adjacent] {
        for hidden in [false, true] {
          let target = policy.target(
            extent: midpoint, velocity: 0, stops: stops, allowsHidden: hidden)
          #expect(target == .stop(lower), "\(policy) hidden \(hidden)")
        }
      }
    }
  }

  @Test("any release point matches the brute force, ties included")
  func nearestMatchesTheRuleOnWholeAndHalfPoints() async {
    // Whole-point stops and release points on a half-point grid: ties are common.
    let input = zip(Gen.int(in: 1...200).array(of: 1...12), Gen.int(in: -20...1_700), Gen.bool)
    await seededPropertyCheck(count: 400, input: input) { gaps, halfPoints, hidden in
      let extents = ExactStops.extents(stacking: gaps)
      guard !extents.isEmpty else { return }
      let stops = ExactStops.stops(extents)
      let point = Double(halfPoints) / 2
      let candidates = hidden ? [0] + extents : extents
      let best = ExactStops.lowestNearest(candidates, to: point)
      let expected: SnapTarget = hidden ? (best == 0 ? .hidden : .stop(best - 1)) : .stop(best)
      let chosen = SnapPolicy.nearestToProjection.target(
        extent: point, velocity: 0, stops: stops, allowsHidden: hidden)
      #expect(chosen == expected, "at \(point) over \(candidates)")
      #expect(
        stops.nearestStopIndex(to: point) == ExactStops.lowestNearest(extents, to: point),
        "at \(point) over \(extents)")
    }
  }

  // MARK: - The policies

  @Test func aReleaseProjectedExactlyBetweenTwoCandidatesGoesToTheLowerOne() throws {
    // Stops at 200, 400 and 600 pt; hidden is 0. (policy, where the release projects to, the
    // release velocity in pt/s (up positive), hiding allowed, target).
    let rows:
      [(
        line: UInt, policy: SnapPolicy, projected: Double, velocity: Double, hidden: Bool,
        target: SnapTarget
      )] = [
        (#line, .nearestToProjection, 300, 0, false, .stop(0)),
        (#line, .nearestToProjection, 300, 0, true, .stop(0)),
        (#line, .nearestToProjection, 500, 0, true, .stop(1)),
        (#line, .nearestToProjection, 100, 0, true, .hidden),
        (#line, .nearestToProjection, 300, 400, true, .stop(0)),  // flicked up onto the tie
        (#line, .nearestToProjection, 300, -200, true, .stop(0)),  // flicked down onto it
        (#line, .nearestToProjection, 500, 1_200, true, .stop(1)),
        (#line, .nearestToProjection, 500, -300, false, .stop(1)),
        (#line, .nearestToProjection, 100, -400, true, .hidden),
        (#line, .nearestToProjection, 100, 200, true, .hidden),
        (#line, .adjacent, 300, 0, true, .stop(0)),  // between 200 and 400
        (#line, .adjacent, 500, 0, false, .stop(1)),
        (#line, .adjacent, 100, 0, true, .hidden),  // between hidden and 200
        (#line, .adjacent, 300, -200, true, .stop(0)),  // released on 400, candidates 200…600
        (#line, .adjacent, 500, 200, true, .stop(1)),  // released on 400
        (#line, .adjacent, 300, 100, true, .stop(0)),
        (#line, .adjacent, 100, -200, true, .hidden),  // released on 200, hidden below
        // Just off the tie, so the lower one does not simply always win.
        (#line, .nearestToProjection, 300.25, 0, true, .stop(1)),
        (#line, .nearestToProjection, 100.25, 0, true, .stop(0)),
        (#line, .adjacent, 300.25, 0, true, .stop(1)),
        (#line, .adjacent, 100.25, 0, true, .stop(0)),
      ]
    let stops = ExactStops.stops([200, 400, 600])
    for row in rows {
      let location = rowLocation(row.line)
      let release = try #require(
        Self.release(projectingTo: row.projected, velocity: row.velocity),
        sourceLocation: location)
      #expect(
        Projection.project(position: release.extent, velocity: release.velocity)
          == row.projected, sourceLocation: location)
      let target = row.policy.target(
        extent: release.extent, velocity: release.velocity, stops: stops,
        allowsHidden: row.hidden)
      #expect(target == row.target, sourceLocation: location)
    }
  }

  // MARK: - The engine

  /// A modal sheet with detents a, b, c at 100, 200 and 300 pt of content (extents 134, 234,
  /// 334 on the phone, above the 34 pt home indicator), resting at `start`.
  static func engine(policy: SnapPolicy, start: Detent.Identifier) -> SheetEngine {
    var configuration = SheetConfiguration(detents: [
      .height(100, identifier: "a"), .height(200, identifier: "b"),
      .height(300, identifier: "c"),
    ])
    configuration.snapPolicy = policy
    configuration.initialDetent = start
    return Phone.presented(configuration)
  }

  @Test func aSheetLetGoAtRestExactlyBetweenTwoDetentsSettlesOnTheLowerOne() {
    // A drag of ±50 pt from a detent ends exactly halfway to its neighbour (184 or 284 pt).
    // (policy, start, translation (down positive), whether the system cancels the drag
    // instead of a release, detent).
    let rows:
      [(
        line: UInt, policy: SnapPolicy, start: Detent.Identifier, translation: Double,
        cancelled: Bool, detent: Detent.Identifier
      )] = [
        (#line, .nearestToProjection, "b", 50, false, "a"),
        (#line, .nearestToProjection, "a", -50, false, "a"),
        (#line, .nearestToProjection, "c", 50, false, "b"),
        (#line, .nearestToProjection, "b", -50, false, "b"),
        (#line, .adjacent, "b", 50, false, "a"),
        (#line, .adjacent, "a", -50, false, "a"),
        (#line, .adjacent, "c", 50, false, "b"),
        (#line, .nearestToProjection, "b", 50, true, "a"),
        (#line, .adjacent, "c", 50, true, "b"),
        // A quarter point past halfway: the nearer detent, the upper one.
        (#line, .nearestToProjection, "a", -50.25, false, "b"),
        (#line, .adjacent, "b", -50.25, false, "c"),
      ]
    for row in rows {
      let location = rowLocation(row.line)
      var engine = Self.engine(policy: row.policy, start: row.start)
      engine.handle(.dragBegan, at: 1)
      engine.handle(.dragChanged(translation: row.translation), at: 1.05)
      engine.handle(row.cancelled ? .dragCancelled : .dragEnded(velocity: 0), at: 1.3)
      let frame = engine.step(to: 4)
      #expect(frame.detent == row.detent, sourceLocation: location)
      #expect(frame.phase == .resting, sourceLocation: location)
    }
  }

  @Test func aSelectedDetentThatIsRemovedGivesWayToTheLowerOfTwoEquallyNearStops() {
    // Resting on b (234 pt); b is removed, leaving a (134) and c (334) equally near.
    var engine = Self.engine(policy: .nearestToProjection, start: "b")
    var configuration = engine.configuration
    configuration.detents = [.height(100, identifier: "a"), .height(300, identifier: "c")]
    engine.updateConfiguration(configuration, at: 1)
    #expect(engine.selectedDetent == "a")
    let frame = engine.step(to: 4)
    #expect(frame.detent == "a")
    expectClose(frame.extent, 134, tolerance: 1e-9)
  }

  @Test func aDetentMergedExactlyBetweenTwoStopsTakesTheLowerOnesExtent() {
    // 100 and 100.75 pt are two stops (0.75 ≥ the 0.5 pt merge tolerance); 100.375 pt is within
    // the tolerance of both and exactly as near each.
    let stops = ResolvedDetents(
      detents: [
        .height(100, identifier: "low"), .height(100.75, identifier: "high"),
        .height(100.375, identifier: "between"),
      ],
      layout: ExactStops.layout)
    #expect(stops.stops.map(\.extent) == [100, 100.75])
    #expect(stops.extent(of: "between") == 100)
    #expect(stops.stopIndex(of: "between") == 0)
  }
}
