import BottomSheetCore

/// The usual way display-link sheet animators move a spring, kept here as a yardstick for the
/// closed form in `BottomSheetCore`.
///
/// Every frame it integrates m·x″ = −k·(x − target) − c·x′ numerically, with semi-implicit
/// (symplectic) Euler in equal sub-steps of at most ``maximumSubStep``: velocity first, then
/// position with the new velocity. This is what hand-written `CADisplayLink` springs in popular
/// sheet and panel libraries do. Its state is only as good as the integration, so it drifts
/// from the exact motion, and its cost grows with the frame duration.
///
/// ```swift
/// var baseline = EulerSpringAnimator(spring: .snappy, from: 334, to: 787, velocity: 500)
/// baseline.advance(by: 1.0 / 120)
/// ```
public struct EulerSpringAnimator: Sendable {
  /// The longest integration sub-step, in seconds: 1 ms, the step such animators use (UIKit's
  /// scroll deceleration is also specified per millisecond). A 120 Hz frame takes 9 sub-steps.
  public static let maximumSubStep: Double = 0.001

  /// The longest sub-step this animator takes, in seconds (``maximumSubStep`` by default).
  public let subStep: Double
  /// Stiffness over mass, k/m, in 1/s².
  public let stiffnessPerMass: Double
  /// Damping over mass, c/m, in 1/s.
  public let dampingPerMass: Double
  /// The resting position, in points.
  public let target: Double
  /// The current position, in points.
  public private(set) var position: Double
  /// The current velocity, in points per second.
  public private(set) var velocity: Double

  /// Starts at `from` with `velocity` (points, points per second), pulled toward `target` by
  /// `spring`'s stiffness, damping and mass, integrating in sub-steps of at most `subStep`
  /// seconds.
  public init(
    spring: SheetSpring, from: Double, to target: Double, velocity: Double,
    subStep: Double = EulerSpringAnimator.maximumSubStep
  ) {
    self.subStep = subStep
    stiffnessPerMass = spring.stiffness / spring.mass
    dampingPerMass = spring.damping / spring.mass
    self.target = target
    position = from
    self.velocity = velocity
  }

  /// Advances by one frame of `elapsed` seconds, in ⌈elapsed / subStep⌉ equal sub-steps.
  public mutating func advance(by elapsed: Double) {
    guard elapsed > 0 else { return }
    let steps = (elapsed / subStep).rounded(.up)
    let step = elapsed / steps
    var remaining = Int(steps)
    while remaining > 0 {
      let acceleration = -stiffnessPerMass * (position - target) - dampingPerMass * velocity
      velocity += acceleration * step
      position += velocity * step
      remaining -= 1
    }
  }
}
