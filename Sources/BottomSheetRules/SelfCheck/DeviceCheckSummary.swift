import BottomSheetCore

/// The end of a self-check run: how many checks passed, failed and skipped, whether the run as a
/// whole succeeded, the lines that say so and the process's exit status.
///
/// ```swift
/// let summary = DeviceCheckSummary(results, planned: plan.rows.count,
///                                  expectedSkips: DeviceCheckSummary.expectedSkips(in: arguments))
/// for line in summary.lines { print(line) }   // one line per result, "N passed, M failed,
///                                             // K skipped", then "result: OK" or "result: FAIL …"
/// exit(summary.exitStatus)                    // 0 only if the run succeeded
/// ```
///
/// A run succeeds when at least one check passed, none failed, every skip was expected (named
/// by an ``expectSkipPrefix`` launch argument) and, with a plan, the number of results is the
/// plan's. A skip means "could not measure"; one nobody expected fails the run, because a check
/// that quietly measured nothing is how a green run proves nothing.
@_spi(SelfCheck) public struct DeviceCheckSummary: Sendable, Hashable {
  /// The launch argument that runs the self-check at start and exits with ``exitStatus``.
  @_spi(SelfCheck) public static let launchArgument = "--self-check"
  /// The prefix of a launch argument that names a result allowed to skip on this device:
  /// `--expect-skip=floating card: bottom edge while presenting`.
  @_spi(SelfCheck) public static let expectSkipPrefix = "--expect-skip="

  /// The results, in the order the checks ran.
  @_spi(SelfCheck) public var results: [DeviceCheckResult]
  /// How many results the run planned (nil: no plan to hold the count to).
  @_spi(SelfCheck) public var planned: Int?
  /// The names of the results allowed to skip.
  @_spi(SelfCheck) public var expectedSkips: Set<String>

  /// A summary of `results` against a plan of `planned` results (if any), allowing the
  /// results named in `expectedSkips` to skip.
  @_spi(SelfCheck) public init(
    _ results: [DeviceCheckResult], planned: Int? = nil, expectedSkips: Set<String> = []
  ) {
    self.results = results
    self.planned = planned
    self.expectedSkips = expectedSkips
  }

  /// Whether `arguments` (the process's, `CommandLine.arguments`) ask for the self-check:
  /// one of them, after the program's name, is exactly ``launchArgument``.
  @_spi(SelfCheck) public static func isRequested(by arguments: [String]) -> Bool {
    arguments.dropFirst().contains(launchArgument)
  }

  /// The result names that `arguments` (after the program's name) allow to skip, one per
  /// ``expectSkipPrefix`` argument; an empty name allows nothing.
  @_spi(SelfCheck) public static func expectedSkips(in arguments: [String]) -> Set<String> {
    Set(
      arguments.dropFirst().filter { $0.hasPrefix(expectSkipPrefix) }
        .map { String($0.dropFirst(expectSkipPrefix.count)) }.filter { !$0.isEmpty })
  }

  /// How many checks passed.
  @_spi(SelfCheck) public var passed: Int { results.filter { $0.verdict == .pass }.count }
  /// How many checks failed.
  @_spi(SelfCheck) public var failed: Int { results.filter { $0.verdict == .fail }.count }
  /// How many checks skipped.
  @_spi(SelfCheck) public var skipped: Int { results.filter { $0.verdict == .skip }.count }
  /// The names of the results that skipped without being expected to, in order.
  @_spi(SelfCheck) public var unexpectedSkips: [String] {
    results.filter { $0.verdict == .skip && !expectedSkips.contains($0.name) }.map(\.name)
  }

  /// Whether the number of results differs from the plan's.
  @_spi(SelfCheck) public var isIncomplete: Bool {
    planned.map { $0 != results.count } ?? false
  }

  /// Whether the run succeeded: something passed, nothing failed, every skip was expected and
  /// the results are the plan's in number.
  @_spi(SelfCheck) public var succeeded: Bool {
    passed > 0 && failed == 0 && unexpectedSkips.isEmpty && !isIncomplete
  }

  /// `N passed, M failed, K skipped`.
  @_spi(SelfCheck) public var line: String {
    "\(passed) passed, \(failed) failed, \(skipped) skipped"
  }

  /// `result: OK`, or `result: FAIL` and why: `result: FAIL (1 failed; unexpected skips:
  /// keyboard: …; 25 results, plan 27)`.
  @_spi(SelfCheck) public var resultLine: String {
    guard !succeeded else { return "result: OK" }
    var reasons: [String] = []
    if failed > 0 { reasons.append("\(failed) failed") }
    if !unexpectedSkips.isEmpty {
      reasons.append("unexpected skips: " + unexpectedSkips.joined(separator: ", "))
    }
    if let planned, isIncomplete { reasons.append("\(results.count) results, plan \(planned)") }
    if passed == 0 { reasons.append("nothing passed") }
    return "result: FAIL (" + reasons.joined(separator: "; ") + ")"
  }

  /// Every result's line, then ``line`` and ``resultLine``.
  @_spi(SelfCheck) public var lines: [String] { results.map(\.line) + [line, resultLine] }

  /// 0 when the run ``succeeded``, 1 otherwise: an empty run proves nothing.
  @_spi(SelfCheck) public var exitStatus: Int32 {
    succeeded ? 0 : 1
  }
}
