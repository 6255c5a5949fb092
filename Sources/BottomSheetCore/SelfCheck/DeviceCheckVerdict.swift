/// Whether one measurement taken on a device kept the package's promise.
///
/// The demo app's self-check measures real sheets on a simulator or an iPhone and asks the
/// core's ``DeviceCheckMeasuring`` types for a verdict; the decision itself is tested on Linux.
///
/// ```swift
/// let verdict = DeviceCheckVerdict(passes: completions == 1)
/// print(verdict.label)   // "PASS" or "FAIL"
/// ```
@_spi(SelfCheck) public enum DeviceCheckVerdict: Sendable, Hashable {
  /// The measurement is within its bound.
  case pass
  /// The measurement is outside its bound, or nothing was measured.
  case fail

  /// `.pass` when `passes` is true, `.fail` otherwise.
  @_spi(SelfCheck) public init(passes: Bool) {
    self = passes ? .pass : .fail
  }

  /// The word the self-check prints: `PASS` or `FAIL`.
  @_spi(SelfCheck) public var label: String {
    switch self {
    case .pass: return "PASS"
    case .fail: return "FAIL"
    }
  }

  /// `.pass` only when every verdict passes and there is at least one: a check that measured
  /// nothing proves nothing.
  @_spi(SelfCheck) public static func combined(_ verdicts: some Sequence<DeviceCheckVerdict>)
    -> DeviceCheckVerdict
  {
    var any = false
    for verdict in verdicts {
      if verdict == .fail { return .fail }
      any = true
    }
    return any ? .pass : .fail
  }
}
