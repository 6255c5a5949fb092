import BottomSheetCore

/// The content's bottom safe-area inset sampled on every display frame, against the sheet's
/// ``SheetFrame/contentBottomInset`` at the same frame.
///
/// The sheet promises its content one bottom inset, the core's, however far the sheet hangs
/// below the screen edge (``ContentInsetShare``). A probe view controller inside the sheet
/// samples its `view.safeAreaInsets.bottom` from a display link of its own once the sheet is
/// presented:
///
/// ```swift
/// var series = DeviceCheckInsetSeries()
/// // each frame:
/// series.record(sample: Double(probe.view.safeAreaInsets.bottom),
///               target: sheet.sheetFrame.contentBottomInset)
/// series.figure   // "240 samples, worst 0.0 pt off, 0 missed, 1 one frame late (tolerance 0.5)"
/// ```
///
/// **The one-frame lag.** The probe's display link and the sheet's fire in an order UIKit does
/// not specify (`CADisplayLink` promises a callback per frame, not an order between links), and
/// a view's `safeAreaInsets` change only in a layout pass (UIKit documents
/// `viewSafeAreaInsetsDidChange()` as called when the safe area changes, which it derives while
/// laying out). So on the frame whose target differs from the previous frame's, a probe that
/// fires after the sheet's link but before that frame's layout pass reads the previous frame's
/// inset. The series allows exactly that: a sample equal to the previous target, on a frame where
/// the target changed, counts as ``lateFrames``, not as a miss. One frame later the sample must
/// equal the target, so a sheet that lags two frames, or settles on a wrong inset, still fails.
///
/// It passes when at least one sample was taken and every sample is a finite number within
/// ``tolerance`` of its target (or, on a frame where the target changed, of the previous one); it
/// skips when no sample was taken.
@_spi(SelfCheck) public struct DeviceCheckInsetSeries: DeviceCheckMeasuring, Hashable {
  /// How far a sample may be from its target, in points.
  @_spi(SelfCheck) public var tolerance: Double
  /// How many samples were taken.
  @_spi(SelfCheck) public private(set) var count = 0
  /// The largest distance between a sample and what it may equal, in points (infinity after a
  /// sample that is not a finite number).
  @_spi(SelfCheck) public private(set) var worstDeviation: Double = 0
  /// How many samples were farther than ``tolerance`` from what they may equal.
  @_spi(SelfCheck) public private(set) var misses = 0
  /// How many samples equalled the previous frame's target on a frame where the target changed:
  /// the one-frame lag allowed above.
  @_spi(SelfCheck) public private(set) var lateFrames = 0
  private var previousTarget: Double?

  /// An empty series that allows `tolerance` points (``DeviceCheckMeasurement/defaultTolerance``
  /// unless given).
  @_spi(SelfCheck) public init(tolerance: Double = DeviceCheckMeasurement.defaultTolerance) {
    self.tolerance = tolerance.isFinite ? abs(tolerance) : 0
  }

  /// Records one frame's sample and the inset the sheet promised at that frame, in points.
  @_spi(SelfCheck) public mutating func record(sample: Double, target: Double) {
    count += 1
    let onTarget = Self.distance(sample, target)
    var deviation = onTarget
    if onTarget > tolerance, let previous = previousTarget,
      Self.distance(previous, target) > tolerance
    {
      let late = Self.distance(sample, previous)
      if late <= tolerance { lateFrames += 1 }
      deviation = min(onTarget, late)
    }
    previousTarget = target
    worstDeviation = max(worstDeviation, deviation)
    if !(deviation <= tolerance) { misses += 1 }
  }

  /// `.pass` when there are samples and none missed; `.skip` without samples.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    count == 0 ? .skip : DeviceCheckVerdict(passes: misses == 0)
  }

  /// `240 samples, worst 0.0 pt off, 0 missed, 1 one frame late (tolerance 0.5)`.
  @_spi(SelfCheck) public var figure: String {
    "\(count) samples, worst \(DeviceCheckFigures.points(worstDeviation)) off, \(misses) missed, "
      + "\(lateFrames) one frame late (tolerance \(DeviceCheckFigures.number(tolerance)))"
  }

  private static func distance(_ a: Double, _ b: Double) -> Double {
    a.isFinite && b.isFinite ? abs(a - b) : .infinity
  }
}
