import BottomSheetTestSupport

/// A finger's path and how it ends: lifted with a velocity, or cancelled by the system.
package struct GestureSpec: Sendable, Hashable {
  /// The touch samples per second, like a ProMotion display's touch rate.
  package static let sampleRate: Double = 120

  /// The path, segment after segment.
  package var path: [PathSegment]
  /// The velocity at release in points per second (down or right positive); nil uses the last
  /// segment's speed, as a finger that lifts while moving.
  package var velocity: Double?
  /// Whether the system cancels the gesture instead of the finger lifting.
  package var cancelled: Bool

  /// Creates a gesture.
  package init(path: [PathSegment], velocity: Double? = nil, cancelled: Bool = false) {
    self.path = path
    self.velocity = velocity
    self.cancelled = cancelled
  }

  /// A straight move of `by` points over `over` seconds, then an optional rest of `hold`
  /// seconds before lifting.
  package static func straight(
    by: Double, over: Double, hold: Double = 0, velocity: Double? = nil
  ) -> GestureSpec {
    var path = [PathSegment(by: by, over: over)]
    if hold > 0 { path.append(PathSegment(by: 0, over: hold)) }
    return GestureSpec(path: path, velocity: velocity)
  }

  /// The samples, as test support's gesture path starting at `time`.
  package func gesturePath(at time: Double) -> GesturePath {
    let segments = path.map { (delta: $0.by, duration: $0.over) }
    var gesture = GesturePath.segments(
      at: time, segments, releaseVelocity: velocity, sampleRate: GestureSpec.sampleRate)
    if cancelled { gesture.releaseVelocity = nil }
    return gesture
  }

  /// The total movement, in points.
  package var distance: Double { path.reduce(0) { $0 + $1.by } }
  /// How long the finger is down, in seconds.
  package var duration: Double { path.reduce(0) { $0 + $1.over } }
}
