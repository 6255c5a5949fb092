import BottomSheetCore

/// The results a self-check run will report, declared before it runs, and the rule that turns
/// what each check returned into exactly its declared results.
///
/// A run prints its plan first (``line``: `plan: 27 results`), then one line per planned result
/// and its summary, so whoever reads the log (the workflow, a person) can tell a complete run
/// from one that stopped: the number of result lines must equal the plan's.
///
/// ```swift
/// let plan = DeviceCheckPlan(rows: checks.flatMap(\.rows))
/// print(plan.line)                                   // "plan: 27 results"
/// let lines = DeviceCheckPlan.results(
///   declared: check.rows, returned: await check.run(context),
///   interruption: context.timedOutWaiting.map { "timed out waiting for \($0)" })
/// ```
@_spi(SelfCheck) public struct DeviceCheckPlan: Sendable, Hashable {
  /// Every planned result's name, in the order the checks run.
  @_spi(SelfCheck) public var rows: [String]

  /// A plan of `rows`.
  @_spi(SelfCheck) public init(rows: [String]) {
    self.rows = rows
  }

  /// `plan: 27 results`.
  @_spi(SelfCheck) public var line: String { "plan: \(rows.count) results" }

  /// Names declared more than once: their results could not be told apart.
  @_spi(SelfCheck) public var duplicateRows: [String] {
    var seen = Set<String>()
    var duplicates: [String] = []
    for row in rows where !seen.insert(row).inserted && !duplicates.contains(row) {
      duplicates.append(row)
    }
    return duplicates
  }

  /// Exactly one result per name in `declared`, in that order: the returned result of that
  /// name, or a skip that says why it is missing (`interruption`, such as a timeout, or "the
  /// check returned no result for it"). Returned results whose names were not declared follow
  /// as failures, so a check that reports something it did not plan turns the run red instead
  /// of going unnoticed.
  @_spi(SelfCheck) public static func results(
    declared: [String], returned: [DeviceCheckResult], interruption: String?
  ) -> [DeviceCheckResult] {
    let reason = interruption ?? "the check returned no result for it"
    var remaining = returned
    var results: [DeviceCheckResult] = []
    for name in declared {
      let key = DeviceCheckResult(name: name, verdict: .skip, figure: "").name
      if let index = remaining.firstIndex(where: { $0.name == key }) {
        results.append(remaining.remove(at: index))
      } else {
        results.append(.skipped(name: name, because: reason))
      }
    }
    results += remaining.map {
      DeviceCheckResult(
        name: $0.name, verdict: .fail,
        figure: "not declared in the check's rows (\($0.verdict.label): \($0.figure))")
    }
    return results
  }
}
