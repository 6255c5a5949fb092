import BottomSheetCore

/// Whether one measurement taken on a device kept the package's promise, broke it, or could not
/// be taken.
///
/// The demo app's self-check measures real sheets on a simulator or an iPhone and asks the
/// core's ``DeviceCheckMeasuring`` types for a verdict; the decision itself is tested on Linux.
///
/// ```swift
/// let verdict = DeviceCheckVerdict(passes: completions == 1)
/// print(verdict.label)   // "PASS" or "FAIL"
/// ```
///
/// A check that could not measure (it timed out, no keyboard appeared, there was no window, the
/// point it would probe lies off the screen) is ``skip``, never ``pass``: a run counts its skips
/// and fails on the ones it did not expect (``DeviceCheckSummary``).
@_spi(SelfCheck) public enum DeviceCheckVerdict: Sendable, Hashable {
  /// The measurement is within its bound.
  case pass
  /// The measurement is outside its bound.
  case fail
  /// Nothing was measured: the check could not take the measurement, so it proves nothing either
  /// way.
  case skip

  /// `.pass` when `passes` is true, `.fail` otherwise.
  @_spi(SelfCheck) public init(passes: Bool) {
    self = passes ? .pass : .fail
  }

  /// The word the self-check prints: `PASS`, `FAIL` or `SKIP`.
  @_spi(SelfCheck) public var label: String {
    switch self {
    case .pass: return "PASS"
    case .fail: return "FAIL"
    case .skip: return "SKIP"
    }
  }

  /// `.fail` when any verdict fails; otherwise `.skip` when any skips or there is none (a check
  /// that measured nothing proves nothing); `.pass` only when there is at least one and all pass.
  @_spi(SelfCheck) public static func combined(_ verdicts: some Sequence<DeviceCheckVerdict>)
    -> DeviceCheckVerdict
  {
    var measured = false
    var skipped = false
    for verdict in verdicts {
      if verdict == .fail { return .fail }
      if verdict == .skip { skipped = true }
      measured = true
    }
    return measured && !skipped ? .pass : .skip
  }
}
