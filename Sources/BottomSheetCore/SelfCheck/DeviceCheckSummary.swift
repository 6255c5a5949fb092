/// The end of a self-check run: how many checks passed and failed, the line that says so and
/// the process's exit status.
///
/// ```swift
/// let summary = DeviceCheckSummary(results)
/// for line in summary.lines { print(line) }   // one line per check, then "N passed, M failed"
/// exit(summary.exitStatus)                    // 0 only if every check passed
/// ```
@_spi(SelfCheck) public struct DeviceCheckSummary: Sendable, Hashable {
  /// The launch argument that runs the self-check at start and exits with ``exitStatus``.
  @_spi(SelfCheck) public static let launchArgument = "--self-check"

  /// The results, in the order the checks ran.
  @_spi(SelfCheck) public var results: [DeviceCheckResult]

  /// A summary of `results`.
  @_spi(SelfCheck) public init(_ results: [DeviceCheckResult]) {
    self.results = results
  }

  /// Whether `arguments` (the process's, `CommandLine.arguments`) ask for the self-check:
  /// one of them, after the program's name, is exactly ``launchArgument``.
  @_spi(SelfCheck) public static func isRequested(by arguments: [String]) -> Bool {
    arguments.dropFirst().contains(launchArgument)
  }

  /// How many checks passed.
  @_spi(SelfCheck) public var passed: Int { results.filter { $0.verdict == .pass }.count }
  /// How many checks failed.
  @_spi(SelfCheck) public var failed: Int { results.filter { $0.verdict == .fail }.count }

  /// `N passed, M failed`.
  @_spi(SelfCheck) public var line: String { "\(passed) passed, \(failed) failed" }

  /// Every result's line, then ``line``.
  @_spi(SelfCheck) public var lines: [String] { results.map(\.line) + [line] }

  /// 0 when at least one check ran and none failed, 1 otherwise: an empty run proves nothing.
  @_spi(SelfCheck) public var exitStatus: Int32 {
    failed == 0 && passed > 0 ? 0 : 1
  }
}
