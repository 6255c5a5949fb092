import BottomSheetCore

/// The outcome of one device check: its name, its verdict and what it measured, printed as one
/// line.
///
/// ```swift
/// let result = DeviceCheckResult(
///   name: "modal: transitions end once",
///   measurements: [("present completions", presentTally), ("dismiss completions", dismissTally)])
/// print(result.line)   // "PASS modal: transitions end once — present completions 1 (allowed 1...1); …"
/// ```
@_spi(SelfCheck) public struct DeviceCheckResult: Sendable, Hashable {
  /// How long a check may run before it gives up instead of hanging, in seconds: a presentation,
  /// a detent change and a dismissal each take well under a second on a device, and a loaded CI
  /// simulator a few times that.
  @_spi(SelfCheck) public static let defaultTimeout: Double = 15

  /// The check's name, unique in a run.
  @_spi(SelfCheck) public var name: String
  /// Whether the check passed.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict
  /// What the check measured, with its bound, on one line.
  @_spi(SelfCheck) public var figure: String

  /// Creates a result from a verdict and a figure. Line breaks in either text become spaces.
  @_spi(SelfCheck) public init(name: String, verdict: DeviceCheckVerdict, figure: String) {
    self.name = Self.oneLine(name)
    self.verdict = verdict
    self.figure = Self.oneLine(figure)
  }

  /// Combines measurements into one result (``DeviceCheckVerdict/combined(_:)``): it fails when
  /// one fails, passes only when there is at least one and every one passes, and skips
  /// otherwise; the figure lists each as `label figure`, separated by `; `.
  @_spi(SelfCheck) public init(
    name: String, measurements: [(label: String, measurement: any DeviceCheckMeasuring)]
  ) {
    let verdict = DeviceCheckVerdict.combined(measurements.map(\.measurement.verdict))
    let figure =
      measurements.isEmpty
      ? "nothing measured"
      : measurements.map { "\($0.label) \($0.measurement.figure)" }.joined(separator: "; ")
    self.init(name: name, verdict: verdict, figure: figure)
  }

  /// A check that could not measure: it skips, and the figure says why.
  @_spi(SelfCheck) public static func skipped(name: String, because reason: String)
    -> DeviceCheckResult
  {
    DeviceCheckResult(name: name, verdict: .skip, figure: "not measured: \(reason)")
  }

  /// A check that did not finish within `seconds`: it could not measure, so it skips (a run
  /// fails on a skip it did not expect, so a hang still turns the run red).
  @_spi(SelfCheck) public static func timedOut(
    name: String, after seconds: Double, waitingFor: String
  )
    -> DeviceCheckResult
  {
    skipped(name: name, because: timeoutReason(after: seconds, waitingFor: waitingFor))
  }

  /// `timed out after 15.0 s waiting for the keyboard`.
  @_spi(SelfCheck) public static func timeoutReason(after seconds: Double, waitingFor: String)
    -> String
  {
    "timed out after \(DeviceCheckFigures.number(seconds)) s waiting for \(waitingFor)"
  }

  /// The printed line: `PASS name — figure`, `FAIL name — figure` or `SKIP name — figure`.
  @_spi(SelfCheck) public var line: String {
    "\(verdict.label) \(name) — \(figure)"
  }

  private static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
