import ArgumentParser
import SheetLabKit

/// Runs one scenario, built-in or from a JSON file.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Run one scenario: a built-in name or a JSON scenario file.")

  @Argument(help: "A built-in scenario's name or the path of a JSON scenario file.")
  var scenario: String

  @OptionGroup var options: LabOptions

  @Option(help: "Also write the trace as CSV (one row per frame) to this file (- for stdout).")
  var csv: String?

  @Option(help: "Also write the trace as JSON to this file (- for stdout).")
  var json: String?

  func run() throws {
    let scenario: Scenario
    do {
      scenario = try ScenarioSource.load(self.scenario)
    } catch {
      printError("sheet-lab: \(error)")
      throw ExitCode(LabSession.malformedScenarioStatus)
    }
    let runs = LabSession.run([scenario], framesPerSecond: options.fps) { line in
      print(TerminalText.visible(line))
    }
    let directory = options.out ?? ReportFiles.defaultDirectory(forScenario: scenario.name)
    try exitingWithStatus {
      try LabSession.export(runs[0], csv: csv, json: json)
      try LabSession.finish(runs, reportDirectory: directory)
    }
  }
}
