/// The content's bottom safe-area inset sampled on every display frame, against the sheet's
/// ``SheetFrame/contentBottomInset`` at the same frame.
///
/// The sheet promises its content one bottom inset, the core's, however far the sheet hangs
/// below the screen edge (``ContentInsetShare``). A probe view controller inside the sheet
/// samples its `view.safeAreaInsets.bottom` from a display link once the sheet is presented:
///
/// ```swift
/// var series = DeviceCheckInsetSeries()
/// // each frame:
/// series.record(sample: Double(probe.view.safeAreaInsets.bottom),
///               target: sheet.sheetFrame.contentBottomInset)
/// series.figure   // "240 samples, worst 0.0 pt off (tolerance 0.5)"
/// ```
///
/// It passes when at least one sample was taken and every sample is a finite number within
/// ``tolerance`` of its target.
@_spi(SelfCheck) public struct DeviceCheckInsetSeries: DeviceCheckMeasuring, Hashable {
  /// How far a sample may be from its target, in points.
  @_spi(SelfCheck) public var tolerance: Double
  /// How many samples were taken.
  @_spi(SelfCheck) public private(set) var count = 0
  /// The largest distance between a sample and its target, in points (infinity after a sample
  /// that is not a finite number).
  @_spi(SelfCheck) public private(set) var worstDeviation: Double = 0
  /// How many samples were farther than ``tolerance`` from their target.
  @_spi(SelfCheck) public private(set) var misses = 0

  /// An empty series that allows `tolerance` points (``DeviceCheckMeasurement/defaultTolerance``
  /// unless given).
  @_spi(SelfCheck) public init(tolerance: Double = DeviceCheckMeasurement.defaultTolerance) {
    self.tolerance = tolerance.isFinite ? abs(tolerance) : 0
  }

  /// Records one frame's sample and the inset the sheet promised at that frame, in points.
  @_spi(SelfCheck) public mutating func record(sample: Double, target: Double) {
    count += 1
    let deviation = sample.isFinite && target.isFinite ? abs(sample - target) : .infinity
    worstDeviation = max(worstDeviation, deviation)
    if !(deviation <= tolerance) { misses += 1 }
  }

  /// `.pass` when there are samples and none missed.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    DeviceCheckVerdict(passes: count > 0 && misses == 0)
  }

  /// `240 samples, worst 0.0 pt off, 0 missed (tolerance 0.5)`.
  @_spi(SelfCheck) public var figure: String {
    "\(count) samples, worst \(DeviceCheckFigures.points(worstDeviation)) off, \(misses) missed"
      + " (tolerance \(DeviceCheckFigures.number(tolerance)))"
  }
}
