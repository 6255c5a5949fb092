import ArgumentParser
import SheetLabKit

/// The options every running subcommand shares.
struct LabOptions: ParsableArguments {
  @Option(
    help: """
      The folder the HTML report is written to (default: sheet-lab-report, and for `run` a \
      folder named after the scenario inside it).
      """)
  var out: String?

  @Option(help: "The frame rate to run at: 60 or 120 frames per second.")
  var fps: Double = ScenarioPlayer.defaultFramesPerSecond

  func validate() throws {
    guard ScenarioPlayer.supportedFramesPerSecond.contains(fps) else {
      throw ValidationError("--fps must be 60 or 120")
    }
  }
}
