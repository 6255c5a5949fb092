import ArgumentParser
import SheetLabKit

/// Prints `message` on standard error.
func printError(_ message: String) {
  LabSession.writeToStandardError(TerminalText.visible(message) + "\n")
}

/// Runs `body`, turning a ``LabExit`` into ArgumentParser's `ExitCode` so the process ends
/// with its status and no error message.
func exitingWithStatus(_ body: () throws -> Void) throws {
  do {
    try body()
  } catch let exit as LabExit {
    throw ExitCode(exit.status)
  }
}
