import BottomSheetCore

/// Whether the animation in a SwiftUI transaction paced a sheet on a device: while a change
/// inside `withAnimation(.linear(duration:))` moved the sheet from one detent to another, the
/// sheet's progress between them kept to the animation's (the time elapsed over the duration),
/// instead of the sheet's own spring running ahead of it.
///
/// ```swift
/// var pacing = DeviceCheckPacing()   // or DeviceCheckPacing(frames:start:duration:from:to:)
/// // Each frame of the move: the share of the duration elapsed and the move's progress.
/// pacing.record(elapsed: 0.5, progress: 0.47)
/// pacing.verdict   // .pass (with two more such samples)
/// pacing.figure    // "3 samples at 20–80 % of the animation: progress 0.03 at most behind, …"
/// ```
///
/// Only samples from ``countedElapsed`` of the duration count against the elapsed share: at its
/// start and end a frame's latency weighs most, and a spring is close to its ends too. Every
/// sample counts against stepping back: a linear animation only moves forward, so progress
/// that falls back by more than ``maximumStepBack`` between two samples is the sheet running
/// ahead of the animation and being pulled back. It passes with at least ``minimumSamples``
/// counted, each within ``tolerance`` of the elapsed share, and no step back beyond the limit;
/// with fewer it measured nothing and skips.
@_spi(SelfCheck) public struct DeviceCheckPacing: DeviceCheckMeasuring, Hashable {
  /// How far progress may stray from the elapsed share: 0.15. Source: chosen here. A 0.8 s
  /// animation at 60 Hz advances 0.021 a frame, so this allows about seven frames of latency
  /// (the animation starts on the frame after the write, and the sheet is sampled between
  /// frames); the sheet's own default spring (`.snappy`) is 0.46 ahead of a linear 0.8 s
  /// animation a fifth of the way in and 0.59 at 35 %, so it cannot pass.
  @_spi(SelfCheck) public static let tolerance = 0.15
  /// The shares of the duration whose samples count: 0.2…0.8.
  @_spi(SelfCheck) public static let countedElapsed = 0.2...0.8
  /// Fewest counted samples for a verdict: 3.
  @_spi(SelfCheck) public static let minimumSamples = 3
  /// Largest fall of progress between two samples: 0.02 (8 pt of a 393.5 pt move). Source:
  /// chosen here, above rounding to a pixel and below the smallest pull-back seen when the
  /// sheet's spring ran between samples (8 pt on the animation's first frame).
  @_spi(SelfCheck) public static let maximumStepBack = 0.02

  /// One counted sample: the share of the duration elapsed and the move's progress.
  @_spi(SelfCheck) public struct Sample: Sendable, Hashable {
    /// The share of the animation's duration elapsed, 0…1.
    @_spi(SelfCheck) public var elapsed: Double
    /// The move's progress: 0 at the detent it left, 1 at the one it went to.
    @_spi(SelfCheck) public var progress: Double
  }

  /// The counted samples, in the order recorded.
  @_spi(SelfCheck) public private(set) var samples: [Sample] = []
  /// The largest fall of progress between two consecutive samples, counted or not.
  @_spi(SelfCheck) public private(set) var largestStepBack = 0.0
  private var lastProgress: Double?

  /// An empty record.
  @_spi(SelfCheck) public init() {}

  /// One frame the sheet drew: its own timestamp (``SheetFrame/time``, the instant the display
  /// shows it, on the clock of `CACurrentMediaTime()`) and its extent, in points.
  @_spi(SelfCheck) public struct Frame: Sendable, Hashable {
    /// When the frame is shown, in seconds.
    @_spi(SelfCheck) public var time: Double
    /// The sheet's extent on it, in points.
    @_spi(SelfCheck) public var extent: Double

    /// A frame shown at `time` with the sheet at `extent`.
    @_spi(SelfCheck) public init(time: Double, extent: Double) {
      self.time = time
      self.extent = extent
    }
  }

  /// The pacing of a move from `from` to `to` points, measured from the frames the sheet drew
  /// after an animation of `duration` seconds began at `start` (same clock as the frames):
  /// each frame is compared at its own timestamp, so a main-thread hitch between two samples
  /// drops frames but never pairs one frame's extent with another moment. A frame read twice
  /// (the same timestamp again: the sampling display link fired before the sheet's) counts
  /// once; a move shorter than a point or a duration that is not positive records nothing.
  ///
  /// ```swift
  /// // On every CADisplayLink tick while the animation runs:
  /// frames.append(.init(time: sheet.sheetFrame.time, extent: sheet.sheetFrame.extent))
  /// let pacing = DeviceCheckPacing(frames: frames, start: start, duration: 0.8, from: 393.5, to: 787)
  /// ```
  @_spi(SelfCheck) public init(
    frames: [Frame], start: Double, duration: Double, from: Double, to: Double
  ) {
    self.init()
    guard duration > 0, duration.isFinite, start.isFinite, abs(to - from) > 1 else { return }
    var lastTime: Double?
    for frame in frames where frame.time != lastTime {
      lastTime = frame.time
      record(
        elapsed: (frame.time - start) / duration, progress: (frame.extent - from) / (to - from))
    }
  }

  /// Records the move's `progress` (0 at the detent it left, 1 at the one it went to) when
  /// `elapsed` of the animation's duration had passed. Samples outside ``countedElapsed`` and
  /// bad numbers are not counted.
  @_spi(SelfCheck) public mutating func record(elapsed: Double, progress: Double) {
    guard progress.isFinite, elapsed.isFinite else { return }
    if let lastProgress { largestStepBack = max(largestStepBack, lastProgress - progress) }
    lastProgress = progress
    guard Self.countedElapsed.contains(elapsed) else { return }
    samples.append(Sample(elapsed: elapsed, progress: progress))
  }

  /// `.pass` when enough samples counted, each kept within ``tolerance`` of the elapsed share,
  /// and progress never fell back by more than ``maximumStepBack``; `.skip` with too few.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    guard samples.count >= Self.minimumSamples else { return .skip }
    return DeviceCheckVerdict(
      passes: samples.allSatisfy { abs($0.progress - $0.elapsed) <= Self.tolerance }
        && largestStepBack <= Self.maximumStepBack)
  }

  /// `5 samples at 20–80 % of the animation: progress 0.04 at most behind, 0.01 at most ahead
  /// (tolerance 0.15), 0.00 largest step back (at most 0.02)`.
  @_spi(SelfCheck) public var figure: String {
    guard samples.count >= Self.minimumSamples else {
      return "\(samples.count) samples at 20–80 % of the animation: too few to tell"
    }
    let behind = samples.map { $0.elapsed - $0.progress }.max() ?? 0
    let ahead = samples.map { $0.progress - $0.elapsed }.max() ?? 0
    return "\(samples.count) samples at 20–80 % of the animation: progress "
      + "\(DeviceCheckFigures.fraction(max(behind, 0))) at most behind, "
      + "\(DeviceCheckFigures.fraction(max(ahead, 0))) at most ahead "
      + "(tolerance \(DeviceCheckFigures.fraction(Self.tolerance))), "
      + "\(DeviceCheckFigures.fraction(largestStepBack)) largest step back "
      + "(at most \(DeviceCheckFigures.fraction(Self.maximumStepBack)))"
  }
}
