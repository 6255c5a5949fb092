/// A spring moving a value from one position to a target, on an absolute clock.
///
/// Ask it where the value is at any time; it answers in closed form, so frames can come at any
/// rate. It can be retargeted at any instant without a jump: the new motion starts from the
/// position *and* velocity the old one had at that instant.
///
/// ```swift
/// var animation = SpringAnimation(
///   spring: .snappy, from: 200, to: 500, initialVelocity: 1500, startTime: now)
/// let extent = animation.value(at: now + 1.0 / 120)
/// animation.retarget(to: 320, at: now + 0.1)   // continues smoothly
/// ```
///
/// Once the spring's conservative settling bound says position and velocity are both within
/// their tolerances (``settleTime``), samples are exactly the target with velocity 0.
///
/// Bad input never yields NaN or infinity: positions are clamped to ±5 · 10¹¹ points (so their
/// difference fits the spring's ±10¹²), velocities to ±10¹² points per second and times to
/// ±10¹² s; see each initialiser for NaN fallbacks.
package struct SpringAnimation: Sendable, Hashable {
  /// The spring driving the motion.
  package private(set) var spring: SheetSpring
  /// Position at ``startTime``, in points.
  package private(set) var from: Double
  /// Position the spring comes to rest at, in points.
  package private(set) var target: Double
  /// Velocity at ``startTime``, in points per second.
  package private(set) var initialVelocity: Double
  /// Absolute time the motion starts, in seconds (on whatever clock you sample with).
  package private(set) var startTime: Double
  /// Largest distance from the target that counts as settled, in points.
  package let positionTolerance: Double
  /// Largest speed that counts as settled, in points per second.
  package let velocityTolerance: Double
  /// Absolute time, in seconds, from which the animation counts as settled: ``startTime`` plus
  /// the spring's conservative settling duration for both tolerances.
  package private(set) var settleTime: Double
  /// Whether times before ``startTime`` move at ``initialVelocity`` into ``from`` rather than
  /// giving the start state: a move an app's animation paces keeps the samples' pace until the
  /// spring takes over (`SheetEngine`'s `paceMove`). Only the engine sets it.
  var leadsIn = false

  /// Default position tolerance: 0.1 point. Source: chosen here; it is below a third of a pixel
  /// on a 3× screen (1 px = 0.33 pt), so the final snap onto the target cannot be seen.
  package static let defaultPositionTolerance = 0.1
  /// Default velocity tolerance: 1 point per second. Source: chosen here; at 120 frames per
  /// second that is under 0.01 point per frame, so stopping cannot be seen either.
  package static let defaultVelocityTolerance = 1.0

  /// Creates an animation.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - from: Position at `startTime`, in points. NaN becomes the target (nothing to animate);
  ///     ±infinity is clamped to ±5 · 10¹¹.
  ///   - target: Resting position, in points. NaN becomes `from` (stay put); if both are NaN,
  ///     both become 0. ±infinity is clamped to ±5 · 10¹¹.
  ///   - initialVelocity: Velocity at `startTime`, in points per second. NaN becomes 0;
  ///     ±infinity is clamped to ±10¹².
  ///   - startTime: Absolute start time, in seconds. NaN becomes 0; ±infinity ±10¹² s.
  ///   - positionTolerance: Points; NaN becomes ``defaultPositionTolerance``, values are clamped
  ///     into `SheetSpring.minimumTolerance`…10¹².
  ///   - velocityTolerance: Points per second; NaN becomes ``defaultVelocityTolerance``, values
  ///     are clamped like `positionTolerance`.
  package init(
    spring: SheetSpring, from: Double, to target: Double, initialVelocity: Double,
    startTime: Double,
    positionTolerance: Double = defaultPositionTolerance,
    velocityTolerance: Double = defaultVelocityTolerance
  ) {
    let cleanFrom = MotionInput.position(from, nan: MotionInput.position(target))
    self.spring = spring
    self.from = cleanFrom
    self.target = MotionInput.position(target, nan: cleanFrom)
    self.initialVelocity = MotionInput.magnitude(initialVelocity)
    self.startTime = MotionInput.instant(startTime)
    self.positionTolerance = Self.tolerance(positionTolerance, nan: Self.defaultPositionTolerance)
    self.velocityTolerance = Self.tolerance(velocityTolerance, nan: Self.defaultVelocityTolerance)
    self.settleTime = self.startTime
    updateSettleTime()
  }

  // MARK: - Sampling

  /// Position and velocity at an absolute time.
  ///
  /// - Parameter time: Seconds, on the clock of ``startTime``. Times at or before the start give
  ///   the start state (``from``, ``initialVelocity``); NaN counts as the start time.
  /// - Returns: Absolute position (points) and velocity (points per second); exactly
  ///   (``target``, 0) once ``isSettled(at:)`` is true.
  package func sample(at time: Double) -> MotionSample {
    let time = MotionInput.instant(time, nan: startTime)
    if leadsIn, time < startTime {
      let position = from - initialVelocity * min(startTime - time, MotionInput.maximumTime)
      return MotionSample(position: MotionInput.position(position), velocity: initialVelocity)
    }
    if isSettled(at: time) { return MotionSample(position: target, velocity: 0) }
    let state = spring.sample(
      displacement: from - target, velocity: initialVelocity, at: time - startTime)
    return MotionSample(position: target + state.position, velocity: state.velocity)
  }

  /// Position at an absolute time, in points; see ``sample(at:)``.
  /// - Parameter time: Seconds, on the clock of ``startTime``.
  /// - Returns: Position, in points.
  package func value(at time: Double) -> Double { sample(at: time).position }

  /// Velocity at an absolute time, in points per second; see ``sample(at:)``.
  /// - Parameter time: Seconds, on the clock of ``startTime``.
  /// - Returns: Velocity, in points per second.
  package func velocity(at time: Double) -> Double { sample(at: time).velocity }

  /// Whether the animation has come to rest at `time`: at or after ``settleTime`` and after
  /// ``startTime``.
  ///
  /// The start instant itself only counts as settled when the start state already is exactly
  /// the target at rest: this keeps ``retarget(to:at:)`` free of jumps even when the new target
  /// is within tolerance.
  /// - Parameter time: Seconds, on the clock of ``startTime``; NaN counts as the start time.
  /// - Returns: `true` once samples are exactly (``target``, 0).
  package func isSettled(at time: Double) -> Bool {
    let time = MotionInput.instant(time, nan: startTime)
    guard time >= settleTime else { return false }
    return time > startTime || (from == target && initialVelocity == 0)
  }

  // MARK: - Retargeting

  /// Sends the value toward a new target, continuing from its position and velocity at `time`.
  ///
  /// - Parameters:
  ///   - newTarget: Resting position, in points. NaN keeps the current target; ±infinity is
  ///     clamped to ±5 · 10¹¹.
  ///   - time: Absolute time of the change, in seconds. NaN counts as the current start time.
  package mutating func retarget(to newTarget: Double, at time: Double) {
    retarget(to: newTarget, spring: spring, at: time)
  }

  /// Sends the value toward a new target with another spring, continuing from its position and
  /// velocity at `time`.
  ///
  /// - Parameters:
  ///   - newTarget: Resting position, in points. NaN keeps the current target; ±infinity is
  ///     clamped to ±5 · 10¹¹.
  ///   - spring: The spring for the rest of the motion.
  ///   - time: Absolute time of the change, in seconds. NaN counts as the current start time.
  package mutating func retarget(to newTarget: Double, spring: SheetSpring, at time: Double) {
    let time = MotionInput.instant(time, nan: startTime)
    let state = sample(at: time)
    self.spring = spring
    from = state.position
    initialVelocity = state.velocity
    target = MotionInput.position(newTarget, nan: target)
    startTime = time
    leadsIn = false
    updateSettleTime()
  }

  // MARK: - Internals

  /// Moves the whole motion `shift` seconds later on the clock (negative: earlier), keeping its
  /// shape: for the engine's re-anchoring of its clock.
  mutating func shiftTime(by shift: Double) {
    startTime = MotionInput.instant(startTime + shift)
    settleTime = MotionInput.instant(settleTime + shift)
  }

  /// A tolerance: NaN becomes `fallback`; values are clamped into
  /// ``SheetSpring/minimumTolerance``…10¹².
  static func tolerance(_ value: Double, nan fallback: Double) -> Double {
    MotionInput.clamp(
      value, SheetSpring.minimumTolerance, MotionInput.maximumMagnitude, nan: fallback)
  }

  /// Recomputes ``settleTime`` from the current start state.
  private mutating func updateSettleTime() {
    let duration = spring.settlingDuration(
      displacement: from - target, velocity: initialVelocity,
      positionTolerance: positionTolerance, velocityTolerance: velocityTolerance)
    settleTime = startTime + duration
    // A start already within tolerance settles at once, but not at the start instant itself
    // unless it is exactly at rest on the target (see ``isSettled(at:)``): the first instant
    // after the start is the settle time, so at `settleTime` samples are the target.
    if settleTime <= startTime, from != target || initialVelocity != 0 {
      settleTime = startTime.nextUp
    }
  }
}
