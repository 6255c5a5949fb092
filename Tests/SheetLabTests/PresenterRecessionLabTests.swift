import BottomSheetCore
import BottomSheetRules
import Foundation
import SheetLabKit
import Testing

/// sheet-lab's view of the receding presenter: the checks read ``PresenterRecession/scale``,
/// scenario files spell them, and the continuity figure catches a step the sheet's move does
/// not explain.
@Suite("sheet-lab: the receding presenter")
struct PresenterRecessionLabTests {
  static let text = """
    {
      "name": "recede-and-return",
      "duration": 4.5,
      "detents": ["medium", "large"],
      "inputs": [
        {"at": 0, "type": "present"},
        {"at": 1, "type": "drag", "path": [{"by": -393.5, "over": 0.8}, {"by": 0, "over": 0.15}]},
        {"at": 2.6, "type": "drag", "path": [{"by": 393.5, "over": 0.8}, {"by": 0, "over": 0.15}]}
      ],
      "expect": {
        "maximumPresenterJump": 0.000001,
        "checkpoints": [{"at": 2.5, "presenterScale": 0.92}, {"at": 4.4, "presenterScale": 1}],
        "windows": [{"from": 2.3, "to": 2.6, "presenterScaleAtMost": 0.92001,
                     "presenterScaleAtLeast": 0.9}]
      }
    }
    """

  @Test func presenterChecksDecodeRunAtBothRatesAndSurviveExport() throws {
    let scenario = try ScenarioDecoder.decode(Self.text)
    #expect(scenario.expectations.checkpoints.first?.presenterScale == 0.92)
    #expect(scenario.expectations.windows.first?.presenterScaleAtMost == 0.92001)
    #expect(scenario.expectations.maximumPresenterJump == 0.000001)
    try expectPassesAtEveryRateAndSurvivesExport(scenario) { run in
      #expect(abs(run.summary.smallestPresenterScale - PresenterRecession.fullScale) < 1e-9)
    }
  }

  @Test func presenterChecksFailWhenTheirRuleIsBroken() throws {
    var scenario = try ScenarioDecoder.decode(Self.text)
    scenario.expectations.checkpoints = [Checkpoint(at: 2.5, presenterScale: 1)]
    scenario.expectations.windows = [
      TimeWindow(from: 2.3, to: 2.6, presenterScaleAtLeast: 0.95, presenterScaleAtMost: 0.9)
    ]
    let failures = LabRun(scenario).summary.failures
    #expect(failures.contains { $0.contains("the presenter's scale is 0.92") }, "\(failures)")
    #expect(failures.contains { $0.contains("presenter's scale fell to") })
    #expect(failures.contains { $0.contains("presenter's scale rose to") })
  }

  @Test func badPresenterFieldsNameTheFieldAndTheRange() {
    let rows: [(line: UInt, from: String, to: String, message: String)] = [
      (#line, "\"presenterScale\": 0.92", "\"presenterScale\": 2", "a scale from 0 to 1"),
      (#line, "\"presenterScale\": 0.92", "\"presenterScale\": \"small\"", "a scale from 0 to 1"),
      (#line, "\"maximumPresenterJump\": 0.000001", "\"maximumPresenterJump\": -1", "0 to 1"),
      (
        #line, "\"presenterScaleAtLeast\": 0.9", "\"presenterScaleAtLeat\": 0.9",
        "presenterScaleAtLeat"
      ),
    ]
    for row in rows {
      let location = rowLocation(row.line)
      let text = Self.text.replacingOccurrences(of: row.from, with: row.to)
      #expect(text != Self.text, sourceLocation: location)
      #expect(sourceLocation: location) {
        _ = try ScenarioDecoder.decode(text)
      } throws: { error in
        "\(error)".contains(row.message)
      }
    }
  }

  @Test func aStepOfThePresenterTheSheetDoesNotExplainIsAJump() throws {
    var trace = LabRun(BuiltInScenarios.named("presenter-recedes")!).trace
    #expect(Continuity.largestPresenterJump(in: trace) <= Continuity.presenterJumpLimit)
    // A frame resting at .large: the sheet does not move, so any change of the presenter is a
    // jump, and the whole of it counts. A modest one: the recession of a sheet 30 % of its
    // receding span lower, on one frame only.
    let index = try #require(trace.frames.firstIndex { $0.sheet.time >= 2.45 })
    var input = trace.frames[index].sheet.presenterRecessionInput
    #expect(input.isEnabled && input.extent == input.largestExtent)
    let before = trace.frames[index].sheet.presenterRecession
    input.extent -= 0.3 * (input.largestExtent - input.startExtent)
    trace.frames[index].sheet.presenterRecessionInput = input
    let after = trace.frames[index].sheet.presenterRecession
    let injected = max(
      abs(after.scale - before.scale) / (1 - PresenterRecession.fullScale),
      abs(after.dimmingAlpha - before.dimmingAlpha) / PresenterRecession.fullDimmingAlpha)
    #expect(injected > 0.05 && injected < 1)
    #expect(abs(Continuity.largestPresenterJump(in: trace) - injected) < 1e-9)
  }

  @Test func persistentSheetsNeverRecedeThePresenterInTheLab() {
    let run = LabRun(BuiltInScenarios.named("short-flicks-persistent")!)
    #expect(run.trace.frames.allSatisfy { $0.sheet.presenterRecession == .none })
  }
}
