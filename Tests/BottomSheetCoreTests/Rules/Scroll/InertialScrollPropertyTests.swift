import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

/// The rule (``ScrollHandoff``): inertial scrolling never moves the sheet. A gesture whose last
/// movement scrolled only the list leaves the list its momentum, and the sheet stays exactly
/// where it is whatever the release velocity; a gesture whose last movement moved the sheet
/// hands the release to the sheet and stops the list where it is.
@Suite("Scroll handoff: inertia stays with the list")
struct InertialScrollPropertyTests {
  @Test func aReleaseAfterScrollingTheListNeverMovesTheSheet() async {
    let moves = Gen.double(in: -40...40).array(of: 1...90)
    var listReleases = 0
    var sheetReleases = 0
    await seededPropertyCheck(
      count: 200, input: zip(moves, Gen.double(in: -4000...4000), Gen.bool)
    ) { deltas, velocity, expands in
      var rig = HandoffRig(expands: expands)
      rig.begin()
      for delta in deltas {
        rig.move(by: delta, steps: 1)
      }
      guard let last = rig.updates.last else { return }
      let extentAtRelease = rig.extent
      let offsetAtRelease = rig.scroll.contentOffset
      let sheetTookPart = rig.updates.contains { $0.update.sheetDelta != 0 }
      let release = rig.release(velocity: velocity)
      #expect(release.releasedSheet == sheetTookPart)
      let extents = rig.idle(until: rig.time + 2)
      if last.update.sheetDelta == 0 {
        // The list moved last (or the sheet never did): the list coasts, the sheet stays.
        listReleases += 1
        #expect(release.stopContentAt == nil)
        #expect(
          extents.allSatisfy { abs($0 - extentAtRelease) <= 1e-6 },
          "the sheet moved from \(extentAtRelease) to \(extents.last ?? .nan)")
      } else {
        // The sheet moved last: the release is the sheet's and the list stops where it is.
        sheetReleases += 1
        #expect(release.stopContentAt == offsetAtRelease)
        #expect(rig.scroll.contentOffset == offsetAtRelease)
        #expect(!rig.scroll.isDecelerating)
      }
    }
    #expect(listReleases > 20 && sheetReleases > 20, "\(listReleases) and \(sheetReleases)")
  }
}
