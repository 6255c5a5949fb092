/// The keyboard's lift of the sheet's base line over time: a spring, or a timing curve over a
/// fixed duration, as the keyboard itself moves (``KeyboardAnimation``).
///
/// A change of course starts from where the base line is: a spring keeps its velocity too, a
/// timing curve starts at rest, as UIKit's own animations that begin from the current state do.
struct KeyboardLift: Sendable, Hashable {
  enum Motion: Sendable, Hashable {
    case spring(SpringAnimation)
    case curve(TimingCurve, from: Double, startTime: Double, duration: Double)
  }

  private(set) var motion: Motion
  /// Where the base line comes to rest, in points.
  private(set) var target: Double

  /// The progress step used to measure a timing curve's slope by central difference.
  static let slopeStep = 1e-4

  /// A base line resting at `position`, moving with `spring` when nothing else is asked.
  init(resting position: Double, spring: SheetSpring) {
    target = position
    motion = .spring(
      SpringAnimation(
        spring: spring, from: position, to: position, initialVelocity: 0, startTime: 0))
  }

  /// Where the current motion started, in points.
  var start: Double {
    switch motion {
    case .spring(let animation): animation.from
    case .curve(_, let from, _, _): from
    }
  }

  /// Position and velocity at `time`.
  func sample(at time: Double) -> MotionSample {
    switch motion {
    case .spring(let animation):
      return animation.sample(at: time)
    case .curve(let curve, let from, let startTime, let duration):
      let elapsed = time - startTime
      guard duration > 0, elapsed < duration else {
        return MotionSample(position: target, velocity: 0)
      }
      let progress = max(elapsed / duration, 0)
      let distance = target - from
      let eased = curve.value(at: progress)
      let before = max(progress - Self.slopeStep, 0)
      let after = min(progress + Self.slopeStep, 1)
      let slope = (curve.value(at: after) - curve.value(at: before)) / (after - before)
      return MotionSample(
        position: from + distance * eased, velocity: distance * slope / duration)
    }
  }

  /// Position and velocity at `time`, and whether the base line rests then: a resting one is
  /// at its target, read without sampling its motion (what ``sample(at:)`` returns then), so a
  /// frame with the keyboard still costs one check.
  @inline(__always)
  func state(at time: Double) -> (sample: MotionSample, isSettled: Bool) {
    // Per frame: inlined, the engine reads the lift in place instead of copying it for the call.
    if isSettled(at: time) { return (MotionSample(position: target, velocity: 0), true) }
    return (sample(at: time), false)
  }

  /// Whether the base line rests at `time`.
  func isSettled(at time: Double) -> Bool {
    switch motion {
    case .spring(let animation):
      return animation.isSettled(at: time)
    case .curve(_, _, let startTime, let duration):
      return time - startTime >= duration
    }
  }

  /// Sends the base line to `newTarget` from where it is at `time`, along `animation`.
  mutating func retarget(to newTarget: Double, animation: KeyboardAnimation, at time: Double) {
    let now = sample(at: time)
    let destination = MotionInput.position(newTarget, nan: target)
    target = destination
    switch animation.representation {
    case .spring(let spring):
      if case .spring(var current) = motion {
        current.retarget(to: destination, spring: spring, at: time)
        motion = .spring(current)
      } else {
        motion = .spring(
          SpringAnimation(
            spring: spring, from: now.position, to: destination,
            initialVelocity: now.velocity, startTime: time))
      }
    case .curve(let curve, let duration):
      motion = .curve(curve, from: now.position, startTime: time, duration: duration)
    }
  }

  /// Moves the clock's origin forward by `shift` seconds, keeping the motion where it is.
  mutating func rebase(by shift: Double) {
    switch motion {
    case .spring(let animation):
      let now = animation.sample(at: shift)
      motion = .spring(
        SpringAnimation(
          spring: animation.spring, from: now.position, to: animation.target,
          initialVelocity: now.velocity, startTime: 0))
    case .curve(let curve, let from, let startTime, let duration):
      motion = .curve(curve, from: from, startTime: startTime - shift, duration: duration)
    }
  }
}
