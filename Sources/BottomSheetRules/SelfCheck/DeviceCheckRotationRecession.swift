import BottomSheetCore

/// Whether the presenter behind a sheet at rest followed a rotation on a device: its scale, as
/// drawn on each frame from the rotation's start until the sheet rests again, moved one way
/// only, without a step of more than ``stepLimit`` between two frames. The failure it catches
/// is a presenter that stays full size through the rotation and snaps to its recession as the
/// rotation ends (a step of the whole recession, 0.08).
///
/// ```swift
/// var rotation = DeviceCheckRotationRecession()
/// // On each frame of the rotation: the presenter layer's drawn scale.
/// rotation.record(scale: 1)
/// rotation.record(scale: 0.97)
/// rotation.record(scale: 0.92)
/// rotation.record(scale: 0.92)
/// rotation.figure
/// // "4 frames: scale 100.00 → 92.00 %, largest step 5.00 % (allowed 2.00 %), monotonic"
/// rotation.verdict   // .fail: the last step, 0.05, is over 0.02
/// ```
///
/// It skips with fewer than ``minimumSamples`` frames, or when the scale did not change (no
/// recession to follow: the container was wide on both sides of the rotation).
@_spi(SelfCheck) public struct DeviceCheckRotationRecession: DeviceCheckMeasuring, Hashable {
  /// The largest step of the scale between two drawn frames that passes: 0.02, a quarter of the
  /// whole recession (`1 − PresenterRecession.fullScale`, 0.08). A rotation of 0.4 s at 60 Hz
  /// moves it by 0.007 at most between two frames; the snap this catches is 0.08.
  @_spi(SelfCheck) public static let stepLimit: Double = 0.02
  /// How far the scale may go against its direction between two frames and still count as
  /// monotonic: 0.0005, the rounding of a drawn transform (a tenth of a pixel on a 400 pt wide
  /// view at 2×).
  @_spi(SelfCheck) public static let rounding: Double = 0.0005
  /// The fewest frames that make a measurement: 4.
  @_spi(SelfCheck) public static let minimumSamples = 4

  /// The scales drawn, in the order recorded.
  @_spi(SelfCheck) public private(set) var scales: [Double] = []

  /// An empty record.
  @_spi(SelfCheck) public init() {}

  /// Records the presenter's scale drawn on one frame; a value that is not finite is kept (it
  /// fails).
  @_spi(SelfCheck) public mutating func record(scale: Double) {
    scales.append(scale)
  }

  /// The largest change of the scale between two consecutive frames (0 with fewer than two).
  @_spi(SelfCheck) public var largestStep: Double {
    zip(scales, scales.dropFirst()).map { abs($1 - $0) }.max() ?? 0
  }

  /// Whether the scale moved one way only, from the first frame's to the last's, to
  /// ``rounding``.
  @_spi(SelfCheck) public var isMonotonic: Bool {
    guard let first = scales.first, let last = scales.last else { return true }
    let direction: Double = last >= first ? 1 : -1
    return zip(scales, scales.dropFirst()).allSatisfy {
      ($1 - $0) * direction >= -DeviceCheckRotationRecession.rounding
    }
  }

  /// `.pass` when the scale moved one way without a large step, `.fail` otherwise (or with a
  /// value that is not finite); `.skip` with too few frames or a scale that never changed.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    guard scales.count >= DeviceCheckRotationRecession.minimumSamples else { return .skip }
    guard scales.allSatisfy(\.isFinite) else { return .fail }
    guard let low = scales.min(), let high = scales.max(),
      high - low > DeviceCheckRotationRecession.rounding
    else { return .skip }
    return DeviceCheckVerdict(
      passes: isMonotonic && largestStep <= DeviceCheckRotationRecession.stepLimit)
  }

  /// `24 frames: scale 100.00 → 92.00 %, largest step 0.66 % (allowed 2.00 %), monotonic`.
  @_spi(SelfCheck) public var figure: String {
    guard let first = scales.first, let last = scales.last else { return "no frame measured" }
    func percent(_ value: Double) -> String { DeviceCheckFigures.fraction(value * 100) }
    return "\(scales.count) frames: scale \(percent(first)) → \(percent(last)) %, largest step "
      + "\(percent(largestStep)) % (allowed \(percent(DeviceCheckRotationRecession.stepLimit)) %), "
      + (isMonotonic ? "monotonic" : "not monotonic")
  }
}
