import RealModule

/// What an outside animation pacing the move under way needs
/// (``SheetInput/paceMove(progress:time:)``): where the move started and how fast the sheet was
/// going then, whether it may be paced, and the last paced sample, whose difference to the next
/// one gives the sheet's speed.
///
/// A paced move starts from the sheet's real position and velocity. Its starting point drifts
/// with that velocity and eases to a stop, `origin + drift · (1 − e^(−ω·t))` with ω the sheet's
/// own spring's natural frequency, so the sheet carries on as it was going instead of stopping
/// dead; the sample at `progress` p sits at `start + (destination − start) · p`. At p = 0 and
/// t = 0 that is exactly where the sheet was (no jump), at p = 1 exactly the destination, and
/// a drift toward the destination is capped at the distance to it, so a sheet already heading
/// there never turns back: position only moves toward the destination while p rises.
package struct MovePacing: Sendable {
  /// The extent the move under way started from, in points.
  var origin: Double = 0
  /// How far the sheet's velocity at the start of the move carries the starting point, in
  /// points (signed, in extent), and how quickly that drift eases out, per second (ω).
  var drift: Double = 0
  var driftRate: Double = 1
  /// Whether the move under way was started by `present`, `dismiss` or `selectDetent`, the
  /// inputs an app's animation can stand behind. Any other move (a release, a tap on the
  /// dimming, VoiceOver, a layout) closes it, and so does a finger.
  var isOpen = false
  /// The last paced extent, in points, and the animation's time it was sampled at (seconds
  /// since that animation began; -∞ before the first sample of the move).
  var lastExtent: Double = 0
  var lastTime: Double = -.infinity

  /// How long the sheet holds a sample's place before its own spring carries it on, in
  /// seconds: 0.1. Source: chosen here. An animation reports every frame (8 to 17 ms); six
  /// 60 Hz frames without one is an animation that stopped, and holding longer would freeze a
  /// sheet whose samples were lost.
  package static let sampleHold = 0.1
  /// How long a sample at progress 0 (the animation has not started: its first frame, or a
  /// `delay`) holds the sheet where the move started, in seconds: 1. Source: chosen here, to
  /// cover an animation delayed by up to a second; after that the sheet's spring moves it.
  package static let startHold = 1.0

  /// The shortest interval between two samples that a speed is taken over, in seconds: 1/240,
  /// half a frame of the fastest display iOS drives (120 Hz). Source: chosen here. An animation
  /// reports once a frame; two samples closer than this are one frame reported twice or a
  /// clock's rounding, and the change over such an interval would fling the sheet hundreds of
  /// points on the next frame, so they count as one instant. Over any longer interval the speed
  /// carries the sheet at most twice the samples' own step in a 120 Hz frame.
  package static let minimumSampleInterval = 1.0 / 240

  /// Widest progress accepted: −1…2. Source: chosen here. CSS's overshooting `cubic-bezier()`
  /// examples and SwiftUI's bouncy springs stay well inside it; beyond it a sample is clamped
  /// (and reported as out of range).
  package static let progressRange = -1.0...2.0

  /// A move toward `destination` starts at `extent`, the sheet moving at `velocity` (points per
  /// second, in extent); `rate` is the sheet's spring's natural frequency. It is not paced
  /// until an app input opens it.
  mutating func moveBegan(
    at extent: Double, velocity: Double, toward destination: Double, rate: Double
  ) {
    origin = extent
    isOpen = false
    lastTime = -.infinity
    driftRate = rate.isFinite && rate > 0 ? rate : 1
    var carried = MotionInput.magnitude(velocity) / driftRate
    let distance = destination - extent
    if carried * distance > 0, abs(carried) > abs(distance) { carried = distance }
    drift = carried.isFinite ? carried : 0
  }

  /// The extent at `progress` of a move toward `destination`, `time` seconds into the app's
  /// animation.
  func extent(atProgress progress: Double, time: Double, toward destination: Double) -> Double {
    let start = origin + drift * (1 - .exp(-driftRate * max(0, time)))
    return start + (destination - start) * progress
  }

  /// The speed the drift alone gives at `progress`, `time` seconds into the animation, in
  /// points per second: the sheet's own velocity easing out, for a first sample.
  func driftVelocity(atProgress progress: Double, time: Double) -> Double {
    drift * driftRate * .exp(-driftRate * max(0, time)) * (1 - progress)
  }

  /// Records a paced extent at the animation's `time` and returns the speed it implies, in
  /// points per second: the change since the previous sample over the animation's own time
  /// between them, or `otherwise` for the first sample of the move, one at the same instant
  /// (or less than ``minimumSampleInterval`` after) and one whose time ran back. The speed is
  /// held within ``SheetEngine/maximumSpeed``, as a finger's is.
  mutating func velocity(
    reaching extent: Double, at time: Double, otherwise fallback: Double
  ) -> Double {
    let interval = time - lastTime
    let measured = interval >= Self.minimumSampleInterval && interval.isFinite
    let velocity = measured ? (extent - lastExtent) / interval : fallback
    lastExtent = extent
    lastTime = time
    return MotionInput.clamp(
      velocity, -SheetEngine.maximumSpeed, SheetEngine.maximumSpeed, nan: 0)
  }
}
