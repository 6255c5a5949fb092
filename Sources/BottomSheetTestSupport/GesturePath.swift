import BottomSheetCore

/// A finger's vertical path over time, turned into drag inputs sampled like a touch screen.
///
/// Translations and velocities use the screen's convention (down positive), as
/// `UIPanGestureRecognizer` reports them.
///
/// ```swift
/// let flick = GesturePath.drag(at: 1.0, by: 80, over: 0.1)  // 80 pt down in 0.1 s
/// let inputs = flick.inputs()
/// ```
public struct GesturePath: Sendable {
  /// One touch sample: seconds since the path began, total translation in points.
  public struct Sample: Sendable, Hashable {
    /// Seconds since the finger went down.
    public var offset: Double
    /// Total translation since the finger went down, in points (down positive).
    public var translation: Double

    /// Creates a sample.
    public init(offset: Double, translation: Double) {
      self.offset = offset
      self.translation = translation
    }
  }

  /// When the finger goes down, in seconds.
  public var startTime: Double
  /// The touch samples, in time order, after the finger went down.
  public var samples: [Sample]
  /// The velocity reported at release, in points per second (down positive); nil for a
  /// cancelled gesture.
  public var releaseVelocity: Double?

  /// Creates a path from raw samples.
  public init(startTime: Double, samples: [Sample], releaseVelocity: Double?) {
    self.startTime = startTime
    self.samples = samples
    self.releaseVelocity = releaseVelocity
  }

  /// A straight drag of `translation` points over `duration` seconds, sampled at `sampleRate`.
  ///
  /// - Parameters:
  ///   - startTime: When the finger goes down, in seconds.
  ///   - translation: The total movement, in points (down positive).
  ///   - duration: How long the finger moves, in seconds.
  ///   - hold: How long the finger rests at the end before lifting, in seconds.
  ///   - releaseVelocity: The velocity at release; by default the path's speed, or 0 after a hold.
  ///   - sampleRate: Touch samples per second (120 on ProMotion displays).
  public static func drag(
    at startTime: Double,
    by translation: Double,
    over duration: Double,
    hold: Double = 0,
    releaseVelocity: Double? = nil,
    sampleRate: Double = 120
  ) -> GesturePath {
    let count = max(1, Int((duration * sampleRate).rounded()))
    var samples: [Sample] = []
    samples.reserveCapacity(count + 1)
    for index in 1...count {
      let progress = Double(index) / Double(count)
      samples.append(Sample(offset: duration * progress, translation: translation * progress))
    }
    if hold > 0 {
      samples.append(Sample(offset: duration + hold, translation: translation))
    }
    let speed = duration > 0 ? translation / duration : 0
    return GesturePath(
      startTime: startTime, samples: samples,
      releaseVelocity: releaseVelocity ?? (hold > 0 ? 0 : speed))
  }

  /// A path through several straight segments, each `(translation delta, duration)`, sampled at
  /// `sampleRate`; the release velocity defaults to the last segment's speed.
  public static func segments(
    at startTime: Double,
    _ segments: [(delta: Double, duration: Double)],
    releaseVelocity: Double? = nil,
    sampleRate: Double = 120
  ) -> GesturePath {
    var samples: [Sample] = []
    var offset = 0.0
    var position = 0.0
    var lastSpeed = 0.0
    for segment in segments {
      let count = max(1, Int((segment.duration * sampleRate).rounded()))
      for index in 1...count {
        let progress = Double(index) / Double(count)
        samples.append(
          Sample(
            offset: offset + segment.duration * progress,
            translation: position + segment.delta * progress))
      }
      offset += segment.duration
      position += segment.delta
      lastSpeed = segment.duration > 0 ? segment.delta / segment.duration : 0
    }
    return GesturePath(
      startTime: startTime, samples: samples, releaseVelocity: releaseVelocity ?? lastSpeed)
  }

  /// When the finger lifts, in seconds.
  public var endTime: Double { startTime + (samples.last?.offset ?? 0) }

  /// The drag inputs: began, one change per sample, then ended (or cancelled).
  public func inputs() -> [TimedInput] {
    var result: [TimedInput] = [TimedInput(.dragBegan, at: startTime)]
    for sample in samples {
      result.append(
        TimedInput(.dragChanged(translation: sample.translation), at: startTime + sample.offset))
    }
    if let velocity = releaseVelocity {
      result.append(TimedInput(.dragEnded(velocity: velocity), at: endTime))
    } else {
      result.append(TimedInput(.dragCancelled, at: endTime))
    }
    return result
  }
}
