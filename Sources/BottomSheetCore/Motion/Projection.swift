import RealModule

/// Where a flick would come to rest if it decelerated like a scroll view.
///
/// Used to decide which detent a released sheet should go to: the sheet "lands" where its
/// momentum would carry it, not where the finger let go.
///
/// ```swift
/// Projection.distance(velocity: 1000)                   // 499 points
/// Projection.project(position: 300, velocity: -1000)    // -199 points
/// ```
///
/// Velocities are clamped to ±10¹² points per second and NaN velocities or positions count as
/// 0, so results are always finite.
package enum Projection {
  /// Milliseconds per second: `UIScrollView`'s deceleration rate applies per millisecond.
  static let millisecondsPerSecond = 1000.0

  /// Distance a flick travels before it stops, in points, using the formula from Apple's
  /// WWDC 2018 session 803 "Designing Fluid Interfaces": (v / 1000) · r / (1 − r).
  ///
  /// This is the geometric sum of a velocity decaying by r every millisecond, stepped once per
  /// millisecond; ``exactDistance(velocity:rate:)`` is its continuous limit.
  /// - Parameters:
  ///   - velocity: Release velocity, in points per second. NaN becomes 0; ±infinity ±10¹².
  ///   - rate: Deceleration rate (default ``DecelerationRate/normal``).
  /// - Returns: Signed distance, in points, in the direction of `velocity`.
  package static func distance(velocity: Double, rate: DecelerationRate = .normal) -> Double {
    let velocity = MotionInput.magnitude(velocity)
    let r = rate.rawValue
    return velocity / millisecondsPerSecond * r / (1 - r)
  }

  /// Exact distance a velocity decaying continuously by a factor r per millisecond travels,
  /// in points: the integral of v · r^(1000 t) over t ≥ 0, which is −v / (1000 · ln r).
  ///
  /// It is about half a millisecond's travel longer than ``distance(velocity:rate:)``:
  /// 499.5 points instead of 499 for 1000 points per second at rate 0.998.
  /// - Parameters:
  ///   - velocity: Release velocity, in points per second. NaN becomes 0; ±infinity ±10¹².
  ///   - rate: Deceleration rate (default ``DecelerationRate/normal``).
  /// - Returns: Signed distance, in points, in the direction of `velocity`.
  package static func exactDistance(velocity: Double, rate: DecelerationRate = .normal) -> Double {
    let velocity = MotionInput.magnitude(velocity)
    return -velocity / (millisecondsPerSecond * Double.log(rate.rawValue))
  }

  /// Resting position of a flick: `position` plus ``distance(velocity:rate:)``.
  /// - Parameters:
  ///   - position: Position at release, in points. NaN becomes 0; ±infinity ±10¹².
  ///   - velocity: Release velocity, in points per second.
  ///   - rate: Deceleration rate (default ``DecelerationRate/normal``).
  /// - Returns: Projected resting position, in points.
  package static func project(
    position: Double, velocity: Double, rate: DecelerationRate = .normal
  ) -> Double {
    MotionInput.magnitude(position) + distance(velocity: velocity, rate: rate)
  }
}
