import BottomSheetCore
import PropertyBased
import Testing

/// The rule (``SheetEngine/maximumSpeed``, ``InputCorrections/excessiveVelocity``): a release
/// velocity is accepted up to 20,000 pt/s either way; a faster finite one is clamped to that
/// speed, keeping its direction, and reported. The released sheet starts its spring with the
/// accepted velocity, turned to the sheet's convention (up positive).
@Suite("Release speed: clamped to the maximum, either way")
struct ReleaseSpeedClampPropertyTests {
  /// The documented maximum, in points per second.
  static let maximum = 20_000.0

  /// A release velocity (screen convention, down positive): uniform over three times the
  /// maximum either way, or exactly at, one ulp inside or outside the maximum, or infinite.
  static let velocity = zip(Gen.int(in: 0...11), Gen.double(in: -60_000...60_000)).map {
    selector, uniform -> Double in
    let sign: Double = selector % 2 == 0 ? 1 : -1
    switch selector / 2 {
    case 0: return sign * maximum
    case 1: return sign * maximum.nextUp
    case 2: return sign * maximum.nextDown
    case 3: return sign * .infinity
    default: return uniform
    }
  }

  @Test func aReleaseStartsWithItsVelocityClampedToTheMaximumAndReportsTheClamp() async {
    await seededPropertyCheck(count: 300, input: Self.velocity) { velocity in
      var engine = Phone.presented(SheetConfiguration(detents: [.medium, .large]))
      engine.handle(.dragBegan, at: 1)
      engine.handle(.dragChanged(translation: -10), at: 1.01)
      engine.handle(.dragEnded(velocity: velocity), at: 1.02)
      let accepted = min(max(velocity, -Self.maximum), Self.maximum)
      let frame = engine.step(to: 1.02)
      #expect(abs(frame.velocity - -accepted) <= 1e-9 * Self.maximum, "released at \(velocity)")
      #expect(
        engine.corrections.contains(.excessiveVelocity)
          == (velocity.isFinite && abs(velocity) > Self.maximum),
        "released at \(velocity)")
    }
  }
}
