import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

@Suite("Snap policy")
struct SnapPolicyTests {
  /// Stops at 200, 400 and 600 pt (fractions of a 800 pt maximum extent).
  static let stops = ResolvedDetents(
    detents: [.fraction(0.25), .fraction(0.5), .fraction(0.75)],
    layout: SheetLayout(
      context: LayoutContext(containerSize: Size(width: 390, height: 810), topGap: 10)))

  /// Rows: release extent (pt), sheet velocity (pt/s, up positive), whether hiding is allowed,
  /// and the expected target. The projection adds 0.499 · v at the normal rate.
  @Test func nearestToProjectionPicksTheStopNearestWhereTheFlickWouldRest() {
    let rows: [(line: UInt, extent: Double, velocity: Double, hidden: Bool, target: SnapTarget)] =
      [
        (#line, 390, 0, true, .stop(1)),  // at rest: nearest
        (#line, 290, 0, true, .stop(0)),  // 290 is nearer 200 than 400 (tie goes lower)
        (#line, 310, 0, true, .stop(1)),
        (#line, 390, 500, true, .stop(2)),  // 390 + 249.5 = 639.5
        (#line, 390, 300, true, .stop(2)),  // 539.7: 60.3 from 600, 139.7 from 400
        (#line, 390, 150, true, .stop(1)),  // 464.9: 64.9 from 400, 135.1 from 600
        (#line, 210, -1000, true, .hidden),  // 210 − 499 < 0
        (#line, 210, -1000, false, .stop(0)),  // not allowed to hide
        (#line, 90, 0, true, .hidden),  // nearer 0 than 200
        (#line, 700, 100, true, .stop(2)),  // above the largest
        // Rubber-banded above the largest: the projection decides as anywhere else.
        (#line, 650, -3000, true, .hidden),  // 650 − 1497 < 0
        (#line, 650, -3000, false, .stop(0)),
        (#line, 650, -600, true, .stop(1)),  // 350.6: nearer 400
        (#line, 650, -150, true, .stop(2)),  // 575.2: nearer 600
        (#line, 150, 800, false, .stop(2)),  // below the smallest: 549.2, nearer 600
        (#line, 150, 300, false, .stop(0)),  // 299.7: 99.7 from 200, 100.3 from 400
        (#line, 150, 302, false, .stop(1)),  // 300.7: 100.7 from 200, 99.3 from 400
        // Ties go to the lower stop: 300 is as near 200 as 400.
        (#line, 300, 0, true, .stop(0)),
        (#line, 100, 0, true, .hidden),  // 100 is as near 0 as 200
      ]
    for row in rows {
      let target = SnapPolicy.nearestToProjection.target(
        extent: row.extent, velocity: row.velocity, stops: Self.stops, allowsHidden: row.hidden)
      #expect(target == row.target, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func adjacentNeverSkipsAStop() {
    let rows: [(line: UInt, extent: Double, velocity: Double, hidden: Bool, target: SnapTarget)] =
      [
        (#line, 210, 3000, true, .stop(1)),  // between 200 and 400: at most 400
        (#line, 400, 3000, true, .stop(2)),  // on a stop: its neighbour above
        (#line, 400, -3000, true, .stop(0)),  // its neighbour below
        (#line, 190, -3000, true, .hidden),  // below the smallest: hidden is the neighbour
        (#line, 190, -3000, false, .stop(0)),
        (#line, 590, -5000, true, .stop(1)),
        (#line, 390, 0, true, .stop(1)),
        // Beyond the outermost stops: counted as on them, so the neighbour is reachable.
        (#line, 650, -3000, true, .stop(1)),  // rubber-banded above 600, flicked down: 400
        (#line, 650, -100, true, .stop(2)),  // 650 − 49.9: back to 600
        (#line, 650, 3000, true, .stop(2)),  // flicked further up: stays on the top
        (#line, 150, 3000, false, .stop(1)),  // below the smallest of a persistent sheet: 400
        (#line, 150, 50, false, .stop(0)),  // 174.95: back to 200
        (#line, 150, -3000, false, .stop(0)),
        (#line, 150, -3000, true, .hidden),  // may hide: hidden is the neighbour below
        (#line, 600, -3000, true, .stop(1)),  // exactly on the top stop
      ]
    for row in rows {
      let target = SnapPolicy.adjacent.target(
        extent: row.extent, velocity: row.velocity, stops: Self.stops, allowsHidden: row.hidden)
      #expect(target == row.target, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func anyReleaseLandsOnAnExistingTarget() async {
    let values = Gen<Double>.oneOf(
      Gen.double(in: -500...1500), Gen<Double>.always(.nan), Gen<Double>.always(.infinity),
      Gen<Double>.always(-.infinity))
    await seededPropertyCheck(count: 300, input: zip(values, values, Gen.bool, Gen.bool)) {
      extent, velocity, hidden, adjacent in
      let policy: SnapPolicy = adjacent ? .adjacent : .nearestToProjection
      let target = policy.target(
        extent: extent, velocity: velocity, stops: Self.stops, allowsHidden: hidden)
      switch target {
      case .hidden:
        #expect(hidden)
      case .stop(let index):
        #expect(index >= 0 && index < Self.stops.stops.count)
      }
    }
  }

  @Test func nearestMatchesABruteForceSearchOverEveryStop() async {
    await seededPropertyCheck(
      count: 300,
      input: zip(
        Gen.double(in: 0...1).array(of: 1...40), Gen.double(in: -200...1000),
        Gen.double(in: -6000...6000), Gen.bool)
    ) { fractions, extent, velocity, hidden in
      let detents = fractions.enumerated().map {
        Detent.fraction($0.element, identifier: Detent.Identifier("d\($0.offset)"))
      }
      let layout = SheetLayout(
        context: LayoutContext(containerSize: Size(width: 390, height: 810), topGap: 10))
      let stops = ResolvedDetents(detents: detents, layout: layout)
      let projected = Projection.project(position: extent, velocity: velocity)
      var candidates = stops.stops.enumerated().map {
        (SnapTarget.stop($0.offset), $0.element.extent)
      }
      if hidden { candidates.insert((.hidden, 0), at: 0) }
      var best = candidates[0]
      for candidate in candidates.dropFirst()
      where abs(candidate.1 - projected) < abs(best.1 - projected) {
        best = candidate
      }
      let chosen = SnapPolicy.nearestToProjection.target(
        extent: extent, velocity: velocity, stops: stops, allowsHidden: hidden)
      #expect(chosen == best.0)
    }
  }
}

@Suite("Engine: releases beyond the outermost detents")
struct EngineOuterReleaseTests {
  @Test func aFlickDownFromTheRubberBandGoesOneDetentDown() {
    // (policy, drag translation from large, release velocity down, expected detent)
    let rows:
      [(
        line: UInt, policy: SnapPolicy, translation: Double, velocity: Double,
        detent: Detent.Identifier
      )] = [
        (#line, .adjacent, -60, 2_500, .medium),
        (#line, .adjacent, -60, 100, .large),
        (#line, .nearestToProjection, -60, 100, .large),
      ]
    for row in rows {
      var configuration = SheetConfiguration(detents: [
        .fraction(0.15, identifier: "peek"), .medium, .large,
      ])
      configuration.initialDetent = .large
      configuration.snapPolicy = row.policy
      configuration.isPersistent = true
      var engine = Phone.presented(configuration)
      let drag = GesturePath.drag(
        at: 1, by: row.translation, over: 0.1, releaseVelocity: row.velocity)
      let trace = ScenarioRunner.run(&engine, inputs: drag.inputs(), until: 3)
      #expect(trace.last.detent == row.detent, sourceLocation: rowLocation(row.line))
    }
  }
}
