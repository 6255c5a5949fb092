@_spi(Benchmarks) import BottomSheetCore

/// An independent numerical solution of the same spring, fine enough to check the closed form:
/// classical fourth-order Runge–Kutta in steps of ``step``.
struct RungeKuttaReference {
  /// The integration step, in seconds: 10 µs, so the global error (∝ step⁴) is negligible.
  static let step = 1e-5

  let stiffnessPerMass: Double
  let dampingPerMass: Double
  let target: Double
  var state: MotionSample
  var time = 0.0

  init(_ row: SpringCase) {
    stiffnessPerMass = row.spring.stiffness / row.spring.mass
    dampingPerMass = row.spring.damping / row.spring.mass
    target = SpringCase.largeExtent
    state = MotionSample(position: SpringCase.fittingExtent, velocity: SpringCase.flickVelocity)
  }

  func acceleration(_ position: Double, _ velocity: Double) -> Double {
    -stiffnessPerMass * (position - target) - dampingPerMass * velocity
  }

  mutating func advance(to end: Double) {
    while time < end - 1e-12 {
      let h = min(Self.step, end - time)
      let (x, v) = (state.position, state.velocity)
      let (k1x, k1v) = (v, acceleration(x, v))
      let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
      let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
      let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
      state.position = x + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      state.velocity = v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      time += h
    }
  }
}
