import BottomSheetCore
import PropertyBased
import Testing

/// The rule (``SnapPolicy``): a release whose projection is exactly as near two candidates goes
/// to the lower one (hidden, when it is one of them), for either policy.
///
/// Ties are built exactly: stops a whole number of points apart, a release whose projection
/// lands on their midpoint (with a velocity only when the projection lands there to the bit),
/// and for ``SnapPolicy/adjacent`` a release between the two, so both are within reach.
@Suite("Snap policy: ties go to the lower candidate")
struct SnapTiePropertyTests {
  /// A layout without insets, so `.height(h)` resolves to exactly `h` points.
  static let layout = SheetLayout(
    context: LayoutContext(containerSize: Size(width: 390, height: 810), topGap: 10))

  @Test func aReleaseProjectedHalfwayBetweenTwoCandidatesGoesToTheLowerOne() async {
    var flicks = 0
    await seededPropertyCheck(
      count: 400,
      input: zip(
        Gen.int(in: 2...780).array(of: 1...12), Gen.int(in: 0...100), Gen.bool, Gen.bool,
        Gen.double(in: -3000...3000))
    ) { heights, pick, hidden, adjacent, velocity in
      let detents = Array(Set(heights)).sorted().map {
        Detent.height(Double($0), identifier: Detent.Identifier("h\($0)"))
      }
      let stops = ResolvedDetents(detents: detents, layout: Self.layout)
      // Candidates from the bottom: hidden (when allowed), then every stop.
      var candidates: [(target: SnapTarget, extent: Double)] = stops.stops.indices.map {
        (.stop($0), stops.stops[$0].extent)
      }
      if hidden { candidates.insert((.hidden, 0), at: 0) }
      guard candidates.count >= 2 else { return }
      let lower = pick % (candidates.count - 1)
      let low = candidates[lower].extent
      let high = candidates[lower + 1].extent
      let midpoint = (low + high) / 2
      // Released so that the projection is the midpoint exactly; a flick only when that holds to
      // the bit (and, for the adjacent policy, when it is released between the two).
      let distance = Projection.distance(velocity: velocity)
      var extent = midpoint - distance
      var speed = velocity
      let between = extent > low && extent < high
      if Projection.project(position: extent, velocity: velocity) != midpoint
        || (adjacent && !between) || extent < 0
      {
        extent = midpoint
        speed = 0
      }
      if speed != 0 { flicks += 1 }
      #expect(abs(Projection.project(position: extent, velocity: speed) - low) == midpoint - low)
      #expect(abs(Projection.project(position: extent, velocity: speed) - high) == high - midpoint)
      let policy: SnapPolicy = adjacent ? .adjacent : .nearestToProjection
      let target = policy.target(
        extent: extent, velocity: speed, stops: stops, allowsHidden: hidden)
      #expect(target == candidates[lower].target, "between \(low) and \(high), from \(extent)")
    }
    #expect(flicks > 20, "only \(flicks) ties were flicks")
  }
}
