import Foundation

/// What the `sheet-lab` subcommands do, kept out of the executable so it can be tested: run
/// scenarios with progress lines, print the table, write the report and trace files.
public enum LabSession {
  /// The exit status when a scenario fails its expectations.
  public static let failedScenarioStatus: Int32 = 1
  /// The exit status when a scenario file is malformed or not found.
  public static let malformedScenarioStatus: Int32 = 2
  /// The exit status when the report or a trace file cannot be written.
  public static let outputFailureStatus: Int32 = 3
  /// The exit status for a command line that does not parse (ArgumentParser's, `EX_USAGE`).
  public static let usageStatus: Int32 = 64

  /// Runs every built-in scenario, calling `progress` with one line as each finishes.
  public static func runAll(
    framesPerSecond: Double, progress: (String) -> Void
  ) -> [LabRun] {
    run(BuiltInScenarios.all, framesPerSecond: framesPerSecond, progress: progress)
  }

  /// Runs `scenarios` in order, calling `progress` with one line as each finishes.
  public static func run(
    _ scenarios: [Scenario], framesPerSecond: Double, progress: (String) -> Void
  ) -> [LabRun] {
    var runs: [LabRun] = []
    for (index, scenario) in scenarios.enumerated() {
      let run = LabRun(scenario, framesPerSecond: framesPerSecond)
      progress(SummaryTable.progressLine(run.summary, index: index + 1, of: scenarios.count))
      runs.append(run)
    }
    return runs
  }

  /// Prints the summary table, writes the report to `reportDirectory`, and throws an exit
  /// status of ``failedScenarioStatus`` when any scenario failed (``outputFailureStatus``, with
  /// one line on standard error, when the report cannot be written).
  public static func finish(_ runs: [LabRun], reportDirectory: String) throws {
    print("")
    print(TerminalText.visible(SummaryTable.render(runs.map(\.summary))), terminator: "")
    let path = try writing { () throws(OutputError) in
      try ReportFiles.writeReport(HTMLReport.render(runs), to: reportDirectory)
    }
    print(TerminalText.visible("report: \(path)"))
    if runs.contains(where: { !$0.summary.passed }) {
      throw LabExit(status: failedScenarioStatus)
    }
  }

  /// Writes the trace as CSV and/or JSON when paths are given (`-` is standard output).
  public static func export(_ run: LabRun, csv: String?, json: String?) throws {
    if let csv {
      try writing { () throws(OutputError) in
        try ReportFiles.write(TraceExport.csv(run.trace), to: csv)
      }
    }
    if let json {
      try writing { () throws(OutputError) in
        try ReportFiles.write(TraceExport.json(run.trace, summary: run.summary), to: json)
      }
    }
  }

  /// Runs `body`; an ``OutputError`` becomes one line on standard error and an exit status of
  /// ``outputFailureStatus``.
  static func writing<Result>(_ body: () throws(OutputError) -> Result) throws -> Result {
    do {
      return try body()
    } catch {
      writeToStandardError(TerminalText.visible("sheet-lab: \(error)") + "\n")
      throw LabExit(status: outputFailureStatus)
    }
  }

  /// The `list` output: one line per built-in scenario, name and summary.
  public static func listing() -> String {
    let width = BuiltInScenarios.all.map(\.name.count).max() ?? 0
    return BuiltInScenarios.all.map { scenario in
      scenario.name + String(repeating: " ", count: width - scenario.name.count + 2)
        + scenario.summary
    }.joined(separator: "\n") + "\n"
  }

  /// Writes `text` to standard error.
  public static func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
