import ArgumentParser
import SheetLabKit

/// Runs one scenario, built-in or from a JSON file.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract:
      "Run one scenario (a built-in name or a JSON scenario file), or replay a recording file.")

  @Argument(
    help:
      "A built-in scenario's name, or the path of a JSON scenario file or recording file.")
  var scenario: String

  @OptionGroup var options: LabOptions

  @Option(help: "Also write the trace as CSV (one row per frame) to this file (- for stdout).")
  var csv: String?

  @Option(help: "Also write the trace as JSON to this file (- for stdout).")
  var json: String?

  @Option(
    help: "Also write the engine's recording of the run to this file (- for stdout), to replay.")
  var record: String?

  func run() throws {
    let subject: LabSubject
    do {
      subject = try ScenarioSource.load(self.scenario)
    } catch {
      printError("sheet-lab: \(error)")
      throw ExitCode(LabSession.malformedScenarioStatus)
    }
    let run = LabSession.run(
      subject, framesPerSecond: options.fps, records: record != nil
    ) { line in
      print(TerminalText.visible(line))
    }
    let directory = options.out ?? ReportFiles.defaultDirectory(forScenario: subject.name)
    try exitingWithStatus {
      try LabSession.export(run, csv: csv, json: json)
      if let record { try LabSession.writeRecording(of: run, to: record) }
      try LabSession.finish([run], reportDirectory: directory)
    }
  }
}
