import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

/// The ``SnapPolicy/adjacent`` rule: one gesture never skips a candidate. The candidates are
/// the stops, plus hidden (extent 0) below them when the sheet may hide. A release between two
/// candidates may only go to one of those two; a release on a candidate may go to it or to a
/// neighbour; a release beyond the outermost candidate counts as a release on it. Among the
/// candidates in reach, the one nearest the projected extent wins, the lower one on a tie.
///
/// So with hiding allowed, a release below the smallest stop lies *between* hidden and that
/// stop: however hard the upward flick, it reaches the smallest stop and no further.
@Suite("Snap: the adjacent policy never skips a candidate, hidden included")
struct AdjacentSnapTests {
  /// The rule written out over the candidate list (sorted ascending): the index of the
  /// candidate the adjacent policy must choose. `extent` is either exactly on a candidate or
  /// clear of every candidate by more than the merge tolerance.
  static func adjacentChoice(_ candidates: [Double], extent: Double, projected: Double) -> Int {
    let position = min(max(extent, candidates[0]), candidates[candidates.count - 1])
    var reach: [Int]
    if let on = candidates.firstIndex(of: position) {
      reach = [on - 1, on, on + 1].filter { candidates.indices.contains($0) }
    } else {
      let above = candidates.firstIndex { $0 > position }!
      reach = [above - 1, above]
    }
    return ExactStops.lowestNearest(candidates, among: reach, to: projected)
  }

  @Test func aReleaseBelowTheSmallestStopReachesNoFurtherThanIt() {
    // Stops at 200, 400 and 600 pt. (release extent, velocity in pt/s (up positive), hiding
    // allowed, target). The projection adds 0.499 · velocity.
    let rows: [(line: UInt, extent: Double, velocity: Double, hidden: Bool, target: SnapTarget)] =
      [
        // Hiding allowed: below 200 is between hidden and 200.
        (#line, 150, 3_000, true, .stop(0)),  // projects to 1647: still only 200
        (#line, 150, 600, true, .stop(0)),  // 449.4, nearest 400, out of reach
        (#line, 10, 10_000, true, .stop(0)),
        (#line, 199, 3_000, true, .stop(0)),
        (#line, 150, 0, true, .stop(0)),
        (#line, 90, 0, true, .hidden),
        (#line, 150, -3_000, true, .hidden),
        (#line, -20, 3_000, true, .stop(0)),  // beyond hidden: counts as on it
        // Hiding not allowed: below 200 counts as on 200, so 400 is in reach, 600 is not.
        (#line, 150, 3_000, false, .stop(1)),
        (#line, 10, 10_000, false, .stop(1)),
        // Between two stops, the same: never past the one above.
        (#line, 250, 5_000, true, .stop(1)),
        (#line, 550, -5_000, true, .stop(1)),
        (#line, 550, -5_000, false, .stop(1)),
      ]
    let stops = ExactStops.stops([200, 400, 600])
    for row in rows {
      let target = SnapPolicy.adjacent.target(
        extent: row.extent, velocity: row.velocity, stops: stops, allowsHidden: row.hidden)
      #expect(target == row.target, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("any release goes where the adjacent rule says")
  func adjacentMatchesTheRule() async {
    let input = zip(
      Gen.int(in: 2...200).array(of: 1...10), Gen.double(in: -100...900),
      Gen.double(in: -8_000...8_000), Gen.bool, Gen.int(in: 0...3))
    await seededPropertyCheck(count: 500, input: input) {
      gaps, rawExtent, velocity, hidden, snapToCandidate in
      let extents = ExactStops.extents(stacking: gaps)
      guard !extents.isEmpty else { return }
      let stops = ExactStops.stops(extents)
      let candidates = hidden ? [0] + extents : extents
      // A quarter of the releases sit exactly on a candidate; the others must be clear of
      // every candidate, away from the half-point band where "on a stop" is decided.
      var release = rawExtent
      if snapToCandidate == 0 {
        release = candidates[Int(abs(rawExtent)) % candidates.count]
      } else if candidates.contains(where: { abs($0 - rawExtent) <= 1 }) {
        return
      }
      let projected = Projection.project(position: release, velocity: velocity)
      let index = Self.adjacentChoice(candidates, extent: release, projected: projected)
      let expected: SnapTarget = hidden ? (index == 0 ? .hidden : .stop(index - 1)) : .stop(index)
      let chosen = SnapPolicy.adjacent.target(
        extent: release, velocity: velocity, stops: stops, allowsHidden: hidden)
      #expect(chosen == expected, "released at \(release), projected \(projected), \(candidates)")
    }
  }

  @Test func aFlickUpFromBelowTheSmallestDetentOfAModalSheetStopsThere() {
    // A modal sheet (it may hide) with detents at 15 %, 50 % and 100 % of 787 pt, adjacent.
    // (drag from the smallest detent, in points down, then the release velocity in pt/s down,
    // or a drag from hidden that presents it; the detent it settles on).
    let rows:
      [(
        line: UInt, fromHidden: Bool, translation: Double, velocity: Double,
        detent: Detent.Identifier?
      )] = [
        (#line, false, 60, -3_000, "peek"),
        (#line, false, 60, -8_000, "peek"),
        (#line, false, 100, -1_500, "peek"),
        (#line, false, 60, 3_000, nil),  // flicked down: hidden is its neighbour
        (#line, true, -60, -3_000, "peek"),  // a presentation dragged up from hidden
        (#line, true, -60, -8_000, "peek"),
      ]
    for row in rows {
      let location = rowLocation(row.line)
      var configuration = SheetConfiguration(detents: [
        .fraction(0.15, identifier: "peek"), .medium, .large,
      ])
      configuration.snapPolicy = .adjacent
      var engine = Phone.engine(configuration)
      if !row.fromHidden { engine.handle(.present(animated: false), at: 0) }
      let drag = GesturePath.drag(
        at: 1, by: row.translation, over: 0.1, releaseVelocity: row.velocity)
      let trace = ScenarioRunner.run(&engine, inputs: drag.inputs(), until: 4)
      #expect(trace.last.detent == row.detent, sourceLocation: location)
      #expect(
        trace.last.phase == (row.detent == nil ? .hidden : .resting), sourceLocation: location)
    }
  }
}
