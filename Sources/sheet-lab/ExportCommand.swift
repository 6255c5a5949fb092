import ArgumentParser
import SheetLabKit

/// Prints a built-in scenario as a scenario file.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export", abstract: "Print a built-in scenario as a JSON scenario file.")

  @Argument(help: "A built-in scenario's name.")
  var name: String

  func run() throws {
    guard let scenario = BuiltInScenarios.named(name) else {
      printError("sheet-lab: no built-in scenario is called \(name) (see `sheet-lab list`)")
      throw ExitCode(LabSession.malformedScenarioStatus)
    }
    print(try ScenarioEncoder.encode(scenario), terminator: "")
  }
}
