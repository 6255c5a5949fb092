import BottomSheetCore

/// Whether the presenter behind a sheet at rest followed a rotation on a device: its scale, as
/// drawn on each display frame from before the rotation until after it, moved one way only (to
/// ``rounding``), at no faster than the rotation's own pace while it ran, and without a step at
/// its end of more than ``stepLimit`` in scale or ``offsetStepLimit`` in vertical offset. The
/// failure it catches is a presenter that stays full size through the rotation and snaps to its
/// recession as the rotation ends (a step of the whole recession, 0.08, and of its offset).
///
/// The issue's requirement is "the presenter's scale changes monotonically through a rotation
/// with no step over 0.02 at the end". A step during the rotation is judged against the time
/// between its frames, not against 0.02: frames come from a display link and the main thread
/// may stall, and one stall of 44 ms at the steepest point of a 0.3 s ease-in-out rotation
/// moves a correct presenter by 0.02 in one step. So while the rotation runs a step may be as
/// large as the rotation's fastest pace (``rateLimit``) times its interval; from the last
/// ``endFraction`` of the rotation on, where a correct presenter has almost arrived, the step
/// limits apply.
///
/// ```swift
/// var rotation = DeviceCheckRotationRecession()
/// // From a display link: its timestamp, and the presenter's presentation-layer transform.
/// rotation.record(time: 10.000, scale: 1, offset: 0)
/// // ... every frame through the rotation and the hand-over after it ...
/// // From viewWillTransition(to:with:): when it began and the coordinator's duration.
/// rotation.recordRotation(start: 10.010, duration: 0.3)
/// rotation.verdict
/// ```
///
/// It skips with fewer than ``minimumSamples`` frames, without a rotation recorded, with no frame
/// from the rotation's end on (the sampling stopped too early), or when the scale did not
/// change (no recession to follow: the container was wide on both sides of the rotation).
@_spi(SelfCheck) public struct DeviceCheckRotationRecession: DeviceCheckMeasuring, Hashable {
  /// One drawn frame: the display link's timestamp and the presenter's transform as drawn then.
  @_spi(SelfCheck) public struct Sample: Hashable, Sendable {
    /// The display link's timestamp, in seconds (`CACurrentMediaTime()`'s clock).
    @_spi(SelfCheck) public var time: Double
    /// The presenter's drawn scale (1: full size).
    @_spi(SelfCheck) public var scale: Double
    /// The presenter's drawn vertical offset (its transform's `ty`), in points.
    @_spi(SelfCheck) public var offset: Double

    /// A frame drawn at `time` seconds with `scale` and `offset` points.
    @_spi(SelfCheck) public init(time: Double, scale: Double, offset: Double) {
      self.time = time
      self.scale = scale
      self.offset = offset
    }
  }

  /// The largest step of the scale between two frames at the end of the rotation that passes:
  /// 0.02, a quarter of the whole recession (`1 − PresenterRecession.fullScale`, 0.08). In the
  /// rotation's last ``endFraction`` an ease-in-out moves 2 % of its way (0.0016 of a full
  /// recession), and the hand-over after it draws what the rotation showed; the snap this
  /// catches is 0.08.
  @_spi(SelfCheck) public static let stepLimit: Double = 0.02
  /// The largest step of the vertical offset between two frames at the end of the rotation that
  /// passes, in points: 3 pt. The receded presenter moves down by its top safe-area inset less
  /// the top margin its scale leaves (27 pt on a 402 × 874 pt phone with a 62 pt inset: 62 −
  /// 0.04 · 874), so a snap of the offset is about that; a correct presenter moves by 2 % of it
  /// (0.5 pt) over the rotation's last ``endFraction``.
  @_spi(SelfCheck) public static let offsetStepLimit: Double = 3
  /// How far the scale may go against its direction between two frames and still count as
  /// monotonic: 0.0005, the rounding of a drawn transform (a tenth of a pixel on a 400 pt wide
  /// view at 2×). Every step's allowance during the rotation includes it too.
  @_spi(SelfCheck) public static let rounding: Double = 0.0005
  /// The fewest frames that make a measurement: 4.
  @_spi(SelfCheck) public static let minimumSamples = 4
  /// The steepest slope of UIKit's ease-in-out curve (`UIView.AnimationCurve.easeInOut`, the
  /// cubic Bézier (0.42, 0), (0.58, 1) a rotation animates with) relative to its average: 1.724,
  /// at half-way. A presenter that follows the rotation changes at most this much faster than
  /// its whole change divided by the rotation's duration.
  @_spi(SelfCheck) public static let easeInOutPeakRate: Double = 1.724
  /// The margin on that pace: 1.5. It covers a rotation whose recorded start is a frame off
  /// the animation's (the start is taken in `viewWillTransition(to:with:)`, the animation
  /// begins at the next commit) and a presenter that reaches its recession a little sooner
  /// than the rotation ends; a snap mid-rotation still exceeds it more than fourfold at 60 Hz.
  @_spi(SelfCheck) public static let rateMargin: Double = 1.5
  /// Added to every interval between two frames, in seconds: half a 60 Hz frame, how far the
  /// presentation layer's state may be from the moment it is read and stamped (the render
  /// server's frame it approximates).
  @_spi(SelfCheck) public static let timingSlack: Double = 1.0 / 120
  /// The share of the rotation, at its end, from which the step limits apply instead of the
  /// pace: its last tenth, where an ease-in-out moves the last 2 % of its way. A step whose
  /// first frame lies there, or after the rotation (the hand-over), and within this share of
  /// the whole change from the last frame's scale, is a step at the end: a rotation that UIKit
  /// starts later than recorded has its steep part judged by its pace, not by the end's limit.
  @_spi(SelfCheck) public static let endFraction: Double = 0.1

  /// The frames drawn, in the order recorded (the display link's, so in time order).
  @_spi(SelfCheck) public private(set) var samples: [Sample] = []
  /// When the rotation began, in seconds on the samples' clock; nil before it is recorded.
  @_spi(SelfCheck) public private(set) var rotationStart: Double?
  /// How long the rotation animates, in seconds; nil before it is recorded.
  @_spi(SelfCheck) public private(set) var rotationDuration: Double?

  /// An empty record.
  @_spi(SelfCheck) public init() {}

  /// Records one drawn frame; values that are not finite are kept (they fail).
  @_spi(SelfCheck) public mutating func record(time: Double, scale: Double, offset: Double) {
    samples.append(Sample(time: time, scale: scale, offset: offset))
  }

  /// Records the rotation: when it began and how long it animates, in seconds (the
  /// transition coordinator's `transitionDuration`).
  @_spi(SelfCheck) public mutating func recordRotation(start: Double, duration: Double) {
    rotationStart = start
    rotationDuration = duration
  }

  /// When the end of the rotation begins (its last ``endFraction``), in seconds; nil without a
  /// usable rotation.
  @_spi(SelfCheck) public var endStart: Double? {
    guard let start = rotationStart, let duration = rotationDuration, start.isFinite,
      duration.isFinite, duration > 0
    else { return nil }
    return start + duration * (1 - DeviceCheckRotationRecession.endFraction)
  }

  /// The fastest the scale may change while the rotation runs, per second: its whole change
  /// over the record, divided by the rotation's duration, times ``easeInOutPeakRate`` and
  /// ``rateMargin``; 0 without a usable rotation.
  @_spi(SelfCheck) public var rateLimit: Double {
    guard endStart != nil, let duration = rotationDuration else { return 0 }
    return change / duration * DeviceCheckRotationRecession.easeInOutPeakRate
      * DeviceCheckRotationRecession.rateMargin
  }

  /// How far the scale may move in a step during the rotation whose frames are `interval`
  /// seconds apart: ``rateLimit`` times the interval plus ``timingSlack``, plus ``rounding``.
  @_spi(SelfCheck) public func allowance(overInterval interval: Double) -> Double {
    rateLimit * max(interval + DeviceCheckRotationRecession.timingSlack, 0)
      + DeviceCheckRotationRecession.rounding
  }

  /// Whether the scale moved one way only, from the first frame's to the last's, to
  /// ``rounding``.
  @_spi(SelfCheck) public var isMonotonic: Bool {
    guard let first = samples.first?.scale, let last = samples.last?.scale else { return true }
    let direction: Double = last >= first ? 1 : -1
    return steps.allSatisfy {
      ($1.scale - $0.scale) * direction >= -DeviceCheckRotationRecession.rounding
    }
  }

  /// The largest change of the scale in a step at the end of the rotation (0 without one).
  @_spi(SelfCheck) public var largestEndStep: Double {
    endSteps.map { abs($1.scale - $0.scale) }.max() ?? 0
  }

  /// The largest change of the vertical offset in a step at the end of the rotation, in points
  /// (0 without one).
  @_spi(SelfCheck) public var largestEndOffsetStep: Double {
    endSteps.map { abs($1.offset - $0.offset) }.max() ?? 0
  }

  /// The step during the rotation (before its end) that came nearest its allowance, as the
  /// scale's change, the allowance and the interval in seconds; nil without one.
  @_spi(SelfCheck) public var closestRotationStep:
    (change: Double, allowed: Double, interval: Double)?
  {
    guard endStart != nil else { return nil }
    return
      steps
      .filter { !isEndStep($0) }
      .map { from, to in
        let interval = to.time - from.time
        return (abs(to.scale - from.scale), allowance(overInterval: interval), interval)
      }
      .max { $0.0 / $0.1 < $1.0 / $1.1 }
  }

  /// `.pass` when the scale moved one way, within the rotation's pace while it ran and without
  /// a large step of scale or offset at its end; `.fail` otherwise (or with a value that is not
  /// finite); `.skip` with too few frames, no rotation, no frame at its end or a scale that
  /// never changed.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    guard samples.count >= DeviceCheckRotationRecession.minimumSamples, endStart != nil else {
      return .skip
    }
    guard samples.allSatisfy({ $0.time.isFinite && $0.scale.isFinite && $0.offset.isFinite })
    else { return .fail }
    guard change > DeviceCheckRotationRecession.rounding, !endSteps.isEmpty else { return .skip }
    let withinPace = closestRotationStep.map { $0.change <= $0.allowed } ?? true
    return DeviceCheckVerdict(
      passes: isMonotonic && withinPace
        && largestEndStep <= DeviceCheckRotationRecession.stepLimit
        && largestEndOffsetStep <= DeviceCheckRotationRecession.offsetStepLimit)
  }

  /// `40 frames, rotation 0.30 s: scale 100.00 → 92.00 %, monotonic; during it 1.90 % in 50 ms
  /// (allowed 3.95 %); at the end 0.10 % (allowed 2.00 %), offset 0.3 pt (allowed 3.0 pt)`.
  @_spi(SelfCheck) public var figure: String {
    guard let first = samples.first?.scale, let last = samples.last?.scale else {
      return "no frame measured"
    }
    func percent(_ value: Double) -> String { DeviceCheckFigures.fraction(value * 100) }
    let head = "\(samples.count) frames"
    let scale =
      "scale \(percent(first)) → \(percent(last)) %, "
      + (isMonotonic ? "monotonic" : "not monotonic")
    guard endStart != nil, let duration = rotationDuration else {
      return "\(head): \(scale); no rotation recorded"
    }
    let during =
      closestRotationStep.map {
        "\(percent($0.change)) % in \(milliseconds($0.interval)) ms (allowed \(percent($0.allowed)) %)"
      } ?? "no step"
    let end =
      endSteps.isEmpty
      ? "no frame at the end"
      : "at the end \(percent(largestEndStep)) % (allowed "
        + "\(percent(DeviceCheckRotationRecession.stepLimit)) %), offset "
        + "\(DeviceCheckFigures.points(largestEndOffsetStep)) (allowed "
        + "\(DeviceCheckFigures.points(DeviceCheckRotationRecession.offsetStepLimit)))"
    return "\(head), rotation \(DeviceCheckFigures.fraction(duration)) s: \(scale); during it "
      + "\(during); \(end)"
  }

  /// The scale's whole change over the record (its finite values' range).
  private var change: Double {
    let finite = samples.map(\.scale).filter(\.isFinite)
    guard let low = finite.min(), let high = finite.max() else { return 0 }
    return high - low
  }

  /// Every pair of consecutive frames.
  private var steps: [(Sample, Sample)] {
    Array(zip(samples, samples.dropFirst()))
  }

  /// The steps at the end: those whose first frame lies in the rotation's last ``endFraction``
  /// or after it.
  private var endSteps: [(Sample, Sample)] {
    steps.filter(isEndStep)
  }

  /// Whether `step` is at the end: its first frame in the rotation's last ``endFraction`` or
  /// after it, and within ``endFraction`` of the whole change from the last frame's scale.
  private func isEndStep(_ step: (Sample, Sample)) -> Bool {
    guard let endStart, let final = samples.last?.scale else { return false }
    let near =
      DeviceCheckRotationRecession.endFraction * change + DeviceCheckRotationRecession.rounding
    return step.0.time >= endStart && abs(step.0.scale - final) <= near
  }

  private func milliseconds(_ seconds: Double) -> String {
    guard seconds.isFinite else { return DeviceCheckFigures.number(seconds) }
    return "\(Int((seconds * 1000).rounded()))"
  }

}
