import BaselineAnimator
@_spi(Benchmarks) import BottomSheetCore

/// One row of the comparison: a spring carrying the sheet over a distance after a flick, drawn
/// at a frame rate for a while.
struct SpringCase {
  /// The sheet's extent at release, in points: `.fitting` with 300 pt of content on a
  /// 390 × 844 pt iPhone (300 + 34 pt bottom safe area).
  static let fittingExtent: Double = 334
  /// The target extent, in points: `.large` on the same iPhone (844 − 47 − 10).
  static let largeExtent: Double = 787
  /// The release velocity, in points per second, toward the target (a gentle flick up).
  static let flickVelocity: Double = 500
  /// How long each settle is drawn, in seconds.
  static let settleDuration: Double = 1

  var name: String
  var spring: SheetSpring
  var framesPerSecond: Double

  var frameDuration: Double { 1 / framesPerSecond }
  var framesPerSettle: Int { Int((Self.settleDuration * framesPerSecond).rounded()) }

  /// The engine's representation of the move.
  var animation: BenchmarkProbes.Spring {
    BenchmarkProbes.Spring(
      spring: spring, from: Self.fittingExtent, to: Self.largeExtent,
      initialVelocity: Self.flickVelocity, startTime: 0)
  }

  /// The baseline's representation of the same move, with sub-steps of at most `subStep`
  /// seconds (1 ms by default).
  func baseline(subStep: Double = EulerSpringAnimator.maximumSubStep) -> EulerSpringAnimator {
    EulerSpringAnimator(
      spring: spring, from: Self.fittingExtent, to: Self.largeExtent,
      velocity: Self.flickVelocity, subStep: subStep)
  }

  /// The exact state at `time` seconds after the release.
  func closedForm(at time: Double) -> MotionSample {
    let state = BenchmarkProbes.sample(
      spring, displacement: Self.fittingExtent - Self.largeExtent, velocity: Self.flickVelocity,
      at: time)
    return MotionSample(position: Self.largeExtent + state.position, velocity: state.velocity)
  }
}

/// A position (points) and a velocity (points per second) at one instant.
struct MotionSample {
  var position: Double
  var velocity: Double
}
