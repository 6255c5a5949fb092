/// What an outside animation pacing the move under way needs (``SheetInput/paceMove(progress:)``):
/// where the move started, whether it may be paced, and the last paced sample, whose difference
/// to the next one gives the sheet's speed.
package struct MovePacing: Sendable {
  /// The extent the move under way started from, in points.
  var origin: Double = 0
  /// Whether the move under way was started by `present`, `dismiss` or `selectDetent`, the
  /// inputs an app's animation can stand behind. Any other move (a release, a tap on the
  /// dimming, VoiceOver, a layout) closes it, and so does a finger.
  var isOpen = false
  /// The last paced extent, in points, and when it was set (seconds since the engine's epoch;
  /// -∞ before the first sample of the move).
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

  /// Widest progress accepted: −1…2. Source: chosen here. CSS's overshooting `cubic-bezier()`
  /// examples and SwiftUI's bouncy springs stay well inside it; beyond it a sample is clamped
  /// (and reported as out of range).
  package static let progressRange = -1.0...2.0

  /// A move starts at `extent`: it is not paced until an app input opens it.
  mutating func moveBegan(at extent: Double) {
    origin = extent
    isOpen = false
    lastTime = -.infinity
  }

  /// The extent at `progress` of a move toward `destination`.
  func extent(atProgress progress: Double, toward destination: Double) -> Double {
    origin + (destination - origin) * progress
  }

  /// Records a paced extent at `time` and returns the speed it implies, in points per second:
  /// the change since the previous sample, or `otherwise` for the first sample of the move or
  /// one at the same instant.
  mutating func velocity(
    reaching extent: Double, at time: Double, otherwise fallback: Double
  ) -> Double {
    let interval = time - lastTime
    let velocity = interval > 0 && interval.isFinite ? (extent - lastExtent) / interval : fallback
    lastExtent = extent
    lastTime = time
    return MotionInput.magnitude(velocity)
  }
}
