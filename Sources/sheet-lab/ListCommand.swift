import ArgumentParser
import SheetLabKit

/// Lists the built-in scenarios.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the built-in scenarios.")

  func run() {
    print(TerminalText.visible(LabSession.listing()), terminator: "")
  }
}
