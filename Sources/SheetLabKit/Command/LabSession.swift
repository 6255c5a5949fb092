import Foundation

/// What the `sheet-lab` subcommands do, kept out of the executable so it can be tested: run
/// scenarios with progress lines, print the table, write the report and trace files.
package enum LabSession {
  /// The exit status when a scenario fails its expectations.
  package static let failedScenarioStatus: Int32 = 1
  /// The exit status when a scenario file is malformed or not found.
  package static let malformedScenarioStatus: Int32 = 2
  /// The exit status when the report or a trace file cannot be written.
  package static let outputFailureStatus: Int32 = 3
  /// The exit status for a command line that does not parse (ArgumentParser's, `EX_USAGE`).
  package static let usageStatus: Int32 = 64

  /// Runs every built-in scenario, calling `progress` with one line as each finishes.
  package static func runAll(
    framesPerSecond: Double, progress: (String) -> Void
  ) -> [LabRun] {
    run(BuiltInScenarios.all, framesPerSecond: framesPerSecond, progress: progress)
  }

  /// Runs `scenarios` in order, calling `progress` with one line as each finishes.
  package static func run(
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

  /// Runs what `sheet-lab run` names: a scenario at `framesPerSecond` (keeping the engine's
  /// recording when `records`), or a recording replayed at its own frame times.
  package static func run(
    _ subject: LabSubject, framesPerSecond: Double, records: Bool = false,
    progress: (String) -> Void
  ) -> LabRun {
    let run: LabRun
    switch subject {
    case .scenario(let scenario):
      run = LabRun(scenario, framesPerSecond: framesPerSecond, records: records)
    case .recording(let file, let name):
      run = LabRun(
        trace: RecordingPlayer.play(
          file.recording, name: name, summary: file.summary, expectations: file.expectations))
    }
    progress(SummaryTable.progressLine(run.summary, index: 1, of: 1))
    return run
  }

  /// Writes the run's recording as a recording file to `path` (`-` is standard output), named
  /// after the run and with its scenario's expectations, ready to replay with `run`.
  package static func writeRecording(of run: LabRun, to path: String) throws {
    guard let recording = run.trace.recording else { return }
    let scenario = run.trace.scenario
    let file = RecordingFile(
      recording: recording, name: scenario.name, summary: scenario.summary,
      expectations: scenario.expectations.replayable)
    let text: String
    do {
      text = String(decoding: try file.encoded(), as: UTF8.self) + "\n"
    } catch {
      writeToStandardError(
        TerminalText.visible("sheet-lab: the recording cannot be encoded: \(error)") + "\n")
      throw LabExit(status: outputFailureStatus)
    }
    try writing { () throws(OutputError) in try ReportFiles.write(text, to: path) }
  }

  /// Prints the summary table, writes the report to `reportDirectory`, and throws an exit
  /// status of ``failedScenarioStatus`` when any scenario failed (``outputFailureStatus``, with
  /// one line on standard error, when the report cannot be written).
  package static func finish(_ runs: [LabRun], reportDirectory: String) throws {
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
  package static func export(_ run: LabRun, csv: String?, json: String?) throws {
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
  package static func listing() -> String {
    let width = BuiltInScenarios.all.map(\.name.count).max() ?? 0
    return BuiltInScenarios.all.map { scenario in
      scenario.name + String(repeating: " ", count: width - scenario.name.count + 2)
        + scenario.summary
    }.joined(separator: "\n") + "\n"
  }

  /// Writes `text` to standard error.
  package static func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
