/// The state of a moving value at one instant: where it is and how fast it goes.
///
/// A plain pair of numbers. The motion types in this module only ever produce finite values;
/// a sample you build yourself holds whatever you give it.
///
/// ```swift
/// let state = SheetSpring.smooth.sample(displacement: 200, velocity: 0, at: 0.1)
/// print(state.position, state.velocity)  // points, points per second
/// ```
package struct MotionSample: Sendable, Hashable {
  /// Position, in points.
  package var position: Double
  /// Velocity, in points per second (positive means the position is growing).
  package var velocity: Double

  /// Creates a sample.
  /// - Parameters:
  ///   - position: Position, in points.
  ///   - velocity: Velocity, in points per second.
  package init(position: Double, velocity: Double) {
    self.position = position
    self.velocity = velocity
  }
}
