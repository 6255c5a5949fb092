import ArgumentParser
import SheetLabKit

/// `sheet-lab`: runs sheet scenarios through the real engine and reports what it did.
@main
struct SheetLabCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sheet-lab",
    abstract: "Runs bottom-sheet scenarios through the real engine and writes an HTML report.",
    discussion: """
      With no subcommand, runs every built-in scenario (`all`). Exit status: 0 when every \
      scenario passes, 1 when one fails, 2 when a scenario file is malformed or not found, \
      3 when the report or a trace file cannot be written, 64 when the command line does not \
      parse.
      """,
    subcommands: [AllCommand.self, ListCommand.self, RunCommand.self, ExportCommand.self],
    defaultSubcommand: AllCommand.self)
}
