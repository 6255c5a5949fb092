import BottomSheetCore

/// A clock that advances in fixed steps, like a display link at a constant refresh rate.
///
/// ```swift
/// var clock = FixedStepClock(framesPerSecond: 120)
/// let t = clock.tick()  // 1/120 s
/// ```
public struct FixedStepClock: Sendable {
  /// Frames per second.
  public let framesPerSecond: Double
  /// The number of ticks so far.
  public private(set) var frameIndex: Int
  /// The time of the first frame, in seconds.
  public let startTime: Double

  /// Creates a clock at `framesPerSecond` (clamped to 1…1000) starting at `startTime` seconds.
  public init(framesPerSecond: Double = 120, startTime: Double = 0) {
    let rate = framesPerSecond.isFinite ? framesPerSecond : 120
    self.framesPerSecond = min(max(rate, 1), 1000)
    self.startTime = startTime
    self.frameIndex = 0
  }

  /// The time between frames, in seconds.
  public var step: Double { 1 / framesPerSecond }

  /// The current time, in seconds. Computed from the frame count so no rounding error
  /// accumulates.
  public var now: Double { startTime + Double(frameIndex) / framesPerSecond }

  /// Advances one frame and returns the new time, in seconds.
  public mutating func tick() -> Double {
    frameIndex += 1
    return now
  }
}
