import BottomSheetCore

/// A measurement taken on a device with its own bound: it answers a verdict and the figure the
/// self-check prints.
///
/// ``DeviceCheckTally``, ``DeviceCheckMeasurement``, ``DeviceCheckCondition``,
/// ``DeviceCheckInsetSeries``, ``DeviceCheckLayoutBudget``, ``DeviceCheckArrival``,
/// ``DeviceCheckBackgroundReach``, ``DeviceCheckSettles``, ``DeviceCheckKeyboard``,
/// ``DeviceCheckRelease`` and ``DeviceCheckSurfaceSlide`` conform;
/// ``DeviceCheckResult/init(name:measurements:)`` combines several into one printed line. A
/// measurement that could not be taken answers ``DeviceCheckVerdict/skip``, never `.pass`.
@_spi(SelfCheck) public protocol DeviceCheckMeasuring: Sendable {
  /// Whether the measurement is within its bound (`.pass`), outside it (`.fail`), or could not
  /// be taken (`.skip`).
  var verdict: DeviceCheckVerdict { get }
  /// What was measured and the bound, in one short line without line breaks (for example
  /// `3 (allowed 1...1)`).
  var figure: String { get }
}
