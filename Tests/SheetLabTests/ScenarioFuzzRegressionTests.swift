import BottomSheetCore
import BottomSheetTestSupport
import Foundation
import Testing

@testable import SheetLabKit

/// The findings of the scenario-decoder fuzzer (`Fuzz/run-scenarios.sh`), reduced. Each input
/// is kept in `Fuzz/Regressions/` under the name given here.
@Suite("Scenario fuzz regressions")
struct ScenarioFuzzRegressionTests {
  /// `scenario-default-safe-area-outgrows-container`: without a `safeArea` the phone's (47 / 34
  /// pt) applies, and the decoder checked it against nothing, so a 34 pt tall container gave a
  /// scenario whose insets leave no room: invalid, and its export did not decode.
  @Test func aContainerTooSmallForTheDefaultSafeAreaIsAnError() {
    let text = """
      {"name": "x", "duration": 1, "container": {"width": 390, "height": 34},
       "detents": ["large"], "inputs": []}
      """
    let error = #expect(throws: ScenarioError.self) { try ScenarioDecoder.decode(text) }
    #expect(error?.path == "container")
    #expect(error?.message.contains("default safe area") == true, "\(String(describing: error))")
    // With a safe area that fits, the same container is fine and survives export.
    let fitting = text.replacingOccurrences(
      of: "\"inputs\"", with: "\"safeArea\": {\"top\": 10}, \"inputs\"")
    #expect(throws: Never.self) {
      let scenario = try ScenarioDecoder.decode(fitting)
      #expect(try ScenarioDecoder.decode(try ScenarioEncoder.encode(scenario)) == scenario)
    }
  }

  /// `scenario-byte-order-mark-starts-a-key`: a key that starts with U+FEFF is an unknown
  /// field whose path keeps the U+FEFF, as JSONDecoder reads it. (The fuzzer's harness read the
  /// document with JSONSerialization, which drops it, and so could not find the path.)
  @Test func aKeyStartingWithAByteOrderMarkIsNamedWithIt() {
    let text = """
      {"name": "x", "duration": 1, "detents": ["large"], "inputs": [], "\u{FEFF}ation": 1}
      """
    let error = #expect(throws: ScenarioError.self) { try ScenarioDecoder.decode(text) }
    #expect(error?.path == "\u{FEFF}ation")
    #expect(error?.message.hasPrefix("unknown field") == true)
  }

  /// `scenario-hidden-sheet-reports-detent-change` (written by hand after the engine fuzzer's
  /// `never-presented-sheet-reports-detent-change`; the scenario fuzzer reaches the same path):
  /// a detent picked while the sheet is hidden, then removed by `configure`, was re-selected
  /// with a `detentDidChange` for a sheet nobody sees.
  @Test func aHiddenSheetReportsNoDetentChange() throws {
    let text = """
      {"name": "x", "duration": 2, "detents": ["medium", "large"], "inputs": [
        {"at": 0, "type": "selectDetent", "detent": "large", "animated": false},
        {"at": 0.5, "type": "configure", "detents": ["medium"]},
        {"at": 1, "type": "present", "animated": false}]}
      """
    let run = LabRun(try ScenarioDecoder.decode(text))
    let sequence = run.trace.sheetTrace.notificationSequence
    #expect(NotificationOrder.violation(in: sequence) == nil)
    #expect(sequence == [.willPresent, .didPresent])
  }

  /// `scenario-empty-configure-lost-on-export`: a `configure` input whose only field is an
  /// empty `configuration` (the same settings applied again) decoded, but its export left the
  /// empty object out, and a configure input without either field does not decode.
  @Test func anEmptyConfigureSurvivesExport() throws {
    let text = """
      {"name": "x", "duration": 1, "detents": ["medium", "large"], "inputs": [
        {"at": 0, "type": "present"}, {"at": 0.5, "type": "configure", "configuration": {}}]}
      """
    let scenario = try ScenarioDecoder.decode(text)
    let exported = try ScenarioEncoder.encode(scenario)
    #expect(try ScenarioDecoder.decode(exported) == scenario)
  }

  /// `scenario-recording-huge-grabber-overflows-svg-number`: a recording whose layout context
  /// gives a grabber strip of 10²¹ pt (the engine clamps it; the report draws the content from
  /// the value as given) trapped in the report's SVG number formatter, which converted every
  /// whole number to `Int64`. The report now renders, every number in it finite.
  @Test func aRecordingWithAHugeGrabberRendersItsReport() throws {
    let url = Fixtures.root.appendingPathComponent(
      "Fuzz/Regressions/scenario-recording-huge-grabber-overflows-svg-number")
    let file = try RecordingFile.decode([UInt8](Data(contentsOf: url)))
    let run = LabRun(trace: RecordingPlayer.play(file.recording, name: file.name ?? "recording"))
    let html = HTMLReport.render([run])
    #expect(html.contains("<svg"))
    #expect(!html.contains("nan") && !html.contains("inf"))
    let rows: [(line: UInt, value: Double, digits: Int, text: String)] = [
      (#line, 1e21, 1, "1e+21"),
      (#line, -1e21, 1, "-1e+21"),
      (#line, 9.3e18, 0, "9.3e+18"),
      (#line, 1e15 - 1, 0, "999999999999999"),
      (#line, 12.25, 1, "12.3"),
      (#line, -0.04, 1, "0"),
      (#line, .greatestFiniteMagnitude, 1, "1.7976931348623157e+308"),
      (#line, .nan, 1, "0"),
      (#line, -.infinity, 1, "0"),
    ]
    for row in rows {
      #expect(
        XMLText.number(row.value, digits: row.digits) == row.text,
        sourceLocation: SourceLocation(
          fileID: #fileID, filePath: #filePath, line: Int(row.line), column: 1))
    }
  }

  /// Every kept input decodes to a scenario that survives export (or to a recording), or to an
  /// error with a path and a message, never Foundation's pathless refusal: what the fuzzer
  /// checks first.
  @Test func everyKeptInputDecodesOrFailsClearly() throws {
    let directory = Fixtures.root.appendingPathComponent("Fuzz/Regressions")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix("scenario-") }.sorted()
    #expect(!names.isEmpty)
    for name in names {
      let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
      if RecordingFile.holdsRecording(bytes) {
        // A recording decodes, or fails with a path and a message, never Foundation's.
        do {
          _ = try RecordingFile.decode(bytes)
        } catch {
          #expect(!error.message.isEmpty, "\(name)")
          #expect(!error.message.hasPrefix(ScenarioError.foundationRefusal), "\(name): \(error)")
        }
        continue
      }
      let decoded = Result { () throws(ScenarioError) -> Scenario in
        try ScenarioDecoder.decode(bytes)
      }
      switch decoded {
      case .failure(let error):
        #expect(!error.message.isEmpty, "\(name)")
        #expect(!error.message.hasPrefix(ScenarioError.foundationRefusal), "\(name): \(error)")
      case .success(let scenario):
        // A scenario that decodes must survive its own export.
        do {
          let again = try ScenarioDecoder.decode(try ScenarioEncoder.encode(scenario))
          #expect(again == scenario, "\(name)")
        } catch {
          Issue.record("\(name): its export does not decode: \(error)")
        }
      }
    }
  }
}
