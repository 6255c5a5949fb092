import BottomSheetCore
import BottomSheetTestSupport
import Foundation

@testable import SheetLabKit

/// What a decoded ``RecordingFile`` must do: write back to the same bytes it reads as (its JSON
/// round trip is a fixed point), and replay through ``RecordingPlayer`` and ``LabRun`` as
/// `sheet-lab run FILE` does without trapping, every frame finite, the notifications in a valid
/// order, and the report and CSV well formed (``ReportCheck``).
enum RecordingCheck {
  static func verify(_ file: RecordingFile) {
    let written: Data
    let again: RecordingFile
    do {
      written = try file.encoded()
      again = try RecordingFile.decode(Array(written))
    } catch {
      fail("a decoded recording does not round-trip: \(error)")
    }
    guard (try? again.encoded()) == written else {
      fail(
        "a recording reads back to different bytes:\n\(String(decoding: written, as: UTF8.self))")
    }
    let run = LabRun(
      trace: RecordingPlayer.play(
        file.recording, name: file.name ?? "recording", summary: file.summary,
        expectations: file.expectations))
    if let bad = run.trace.frames.first(where: { !ExpectationChecker.isFinite($0) }) {
      fail("replayed frame at \(bad.sheet.time) s holds a non-finite value: \(bad)")
    }
    if let violation = NotificationOrder.violation(
      in: run.trace.sheetTrace.notificationSequence)
    {
      fail("notification order: \(violation)")
    }
    ReportCheck.verify(run)
    if printsResults {
      report("replayed \(run.trace.frames.count) frames\n" + SummaryTable.render([run.summary]))
    }
  }

  /// Small recordings for the seed corpus: the first `steps` steps of a few built-in runs.
  static func seeds(steps: Int = 40) -> [(name: String, text: String)] {
    ["flick-dismisses", "keyboard", "rotation"].compactMap { name in
      guard let scenario = BuiltInScenarios.named(name),
        var recording = ScenarioPlayer.play(scenario, records: true).recording
      else { return nil }
      recording.steps = Array(recording.steps.prefix(steps))
      let file = RecordingFile(recording: recording, name: name)
      guard let data = try? file.encoded() else { return nil }
      return (name + ".recording", String(decoding: data, as: UTF8.self))
    }
  }
}
