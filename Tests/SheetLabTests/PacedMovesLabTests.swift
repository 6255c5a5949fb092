import BottomSheetCore
import Foundation
import SheetLabKit
import Testing

/// The lab's side of an app's animation pacing the sheet: inputs carry an `animation` with the
/// same strict checks as every other field, `paced-moves` passes at every rate and survives
/// export, and without the animations (the sheet's own spring) its checkpoints fail.
@Suite("sheet-lab: moves paced by the app's animation")
struct PacedMovesLabTests {
  static let text = """
    {
      "name": "paced",
      "duration": 2,
      "detents": [{"kind": "medium"}, {"kind": "large"}],
      "inputs": [
        {"at": 0, "type": "present", "animation": {"curve": "linear", "duration": 0.5}},
        {"at": 1, "type": "selectDetent", "detent": "large",
         "animation": {"curve": "easeInOut", "duration": 0.6}}
      ],
      "expect": {
        "checkpoints": [
          {"at": 0.25, "phase": "presenting", "extent": 196.75},
          {"at": 1.3, "phase": "settling", "extent": 590.25}
        ]
      }
    }
    """

  @Test func aPacedScenarioDecodesRunsAndSurvivesExport() throws {
    let scenario = try ScenarioDecoder.decode(Self.text)
    #expect(
      scenario.inputs.first?.action
        == .paced(.present(), AppAnimation(curveName: "linear", duration: 0.5)))
    try expectPassesAtEveryRateAndSurvivesExport(scenario)
    let builtIn = try #require(BuiltInScenarios.named("paced-moves"))
    try expectPassesAtEveryRateAndSurvivesExport(builtIn)
  }

  /// The same moves with the sheet's own spring: each checkpoint in the middle of an animation
  /// fails (the spring is far ahead of the app's curve), so the scenario measures the pacing.
  @Test func withoutTheAnimationsTheMiddleCheckpointsFail() throws {
    var scenario = try #require(BuiltInScenarios.named("paced-moves"))
    scenario.inputs = scenario.inputs.map { input in
      guard case .paced(let action, _) = input.action else { return input }
      var plain = input
      plain.action = action
      return plain
    }
    let failures = LabRun(scenario).summary.failures
    for time in ["0.25", "1.3", "2.25"] {
      #expect(
        failures.contains { $0.contains("at \(time) s") && $0.contains("extent") },
        "\(time): \(failures)")
    }
  }

  @Test func badAnimationsNameTheirFieldAndWhatWasExpected() {
    // (line, replaced text, replacement, expected path, a fragment of the message)
    let rows: [(line: UInt, old: String, new: String, path: String, message: String)] = [
      (
        #line, "\"linear\"", "\"spring\"", "inputs[0].animation.curve",
        "unknown curve \"spring\"; expected one of linear, easeIn, easeOut, easeInOut"
      ),
      (
        #line, "\"duration\": 0.5", "\"duration\": 0", "inputs[0].animation.duration",
        "a duration in seconds from 0.001 to 10"
      ),
      (
        #line, "\"duration\": 0.5}", "\"duration\": 0.5, \"bounce\": 1}",
        "inputs[0].animation.bounce", "unknown field"
      ),
      (
        #line, "\"type\": \"present\",", "\"type\": \"present\", \"animated\": false,",
        "inputs[0].animation", "an input with \"animated\": false has no animation"
      ),
      (
        #line, "\"detent\": \"large\",", "\"detent\": \"ghost\",", "inputs[1].detent",
        "ghost"
      ),
    ]
    for row in rows {
      let text = Self.text.replacingOccurrences(of: row.old, with: row.new)
      #expect(text != Self.text, sourceLocation: rowLocation(row.line))
      #expect(sourceLocation: rowLocation(row.line)) {
        try ScenarioDecoder.decode(text)
      } throws: { error in
        let message = "\(error)"
        return message.contains(row.path) && message.contains(row.message)
      }
    }
  }
}
