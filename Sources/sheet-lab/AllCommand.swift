import ArgumentParser
import SheetLabKit

/// Runs every built-in scenario, prints the summary table and writes the report.
struct AllCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "all", abstract: "Run every built-in scenario (the default).")

  @OptionGroup var options: LabOptions

  func run() throws {
    let runs = LabSession.runAll(framesPerSecond: options.fps) { line in
      print(TerminalText.visible(line))
    }
    try exitingWithStatus {
      try LabSession.finish(runs, reportDirectory: options.out ?? ReportFiles.defaultDirectory)
    }
  }
}
