import BottomSheetCore
import Foundation
import SheetLabKit
import Testing

/// The `configure` input: a configuration change at a time, read with the same checks and
/// messages as the rest of a scenario, played through the engine's `updateConfiguration`, and
/// replayed from a recording.
@Suite("Live configuration changes in the lab")
struct LiveConfigurationTests {
  static let liveScenarios = BuiltInScenarios.all.filter { scenario in
    scenario.inputs.contains {
      if case .configure = $0.action { return true }
      return false
    }
  }

  /// Each scenario that changes the configuration shows what the change does: without it, the
  /// run ends at another detent, with other notifications, with other dimming, or at another
  /// place.
  @Test func everyLiveScenarioDependsOnItsChange() {
    #expect(Self.liveScenarios.count >= 5)
    for scenario in Self.liveScenarios {
      var unchanged = scenario
      unchanged.inputs.removeAll {
        if case .configure = $0.action { return true }
        return false
      }
      let with = LabRun(scenario).trace
      let without = LabRun(unchanged).trace
      let same =
        with.frames.last?.sheet.detent == without.frames.last?.sheet.detent
        && with.sheetTrace.notifications.map(\.notification)
          == without.sheetTrace.notifications.map(\.notification)
        && with.frames.last?.sheet.dimmingAlpha == without.frames.last?.sheet.dimmingAlpha
        && with.frames.last?.sheet.sheetRect == without.frames.last?.sheet.sheetRect
      #expect(!same, "\(scenario.name) ends the same without its configure input")
    }
  }

  static let file = """
    {
      "name": "live",
      "duration": 3,
      "detents": [{"kind": "fraction", "value": 0.25, "id": "small"}, "medium", "large"],
      "configuration": {"initialDetent": "large", "largestUndimmedDetent": "small"},
      "inputs": [
        {"at": 0, "type": "present"},
        {"at": 1, "type": "configure", "detents": ["medium", {"kind": "height", "value": 500, "id": "tall"}]},
        {"at": 1.5, "type": "configure", "configuration": {"dimmingAlpha": 0, "largestUndimmedDetent": null, "snapPolicy": "adjacent"}},
        {"at": 2, "type": "selectDetent", "detent": "medium"}
      ],
      "expect": {"finalDetent": "medium", "notifications": ["willPresent", "didPresent", "detentDidChange(large->tall)", "detentDidChange(tall->medium)"]}
    }
    """

  @Test func aConfigureInputReadsDetentsAndSettingsAndLeavesTheRestAlone() throws {
    let scenario = try ScenarioDecoder.decode(Self.file)
    #expect(
      scenario.inputs[1].action
        == .configure(ConfigurationChange(detents: [.medium, .height(500, id: "tall")])))
    let settings = ConfigurationChange(
      dimmingAlpha: 0, largestUndimmedDetent: .some(nil), snapPolicy: .adjacent)
    #expect(scenario.inputs[2].action == .configure(settings))
    let applied = settings.applied(to: scenario.configuration)
    #expect(applied.initialDetent == "large")
    #expect(applied.largestUndimmedDetent == nil)
    #expect(applied.dimmingAlpha == 0)
    #expect(applied.snapPolicy == .adjacent)
    #expect(applied.isPersistent == scenario.configuration.isPersistent)
    #expect(try ScenarioDecoder.decode(try ScenarioEncoder.encode(scenario)) == scenario)
    let run = LabRun(scenario)
    #expect(run.summary.failures == [])
    #expect(run.trace.frames.last?.sheet.dimmingAlpha == 0)
  }

  /// Replaces the first occurrence of `old` in ``file`` with `new`.
  static func breaking(_ old: String, _ new: String) -> String {
    guard let range = file.range(of: old) else { return "not found: \(old)" }
    return file.replacingCharacters(in: range, with: new)
  }

  @Test func aBadChangeNamesItsFieldAsTheRestOfTheFormatDoes() {
    // (line, file text, expected path, a fragment of the expected message)
    let rows: [(line: UInt, text: String, path: String, message: String)] = [
      (
        #line,
        Self.breaking(
          ", \"detents\": [\"medium\", {\"kind\": \"height\", \"value\": 500, \"id\": \"tall\"}]",
          ""),
        "inputs[1]", "a configure input needs \"detents\", \"configuration\" or both"
      ),
      (
        #line, Self.breaking("\"dimmingAlpha\": 0,", "\"dimmingAlpha\": 2,"),
        "inputs[2].configuration.dimmingAlpha", "expected an alpha from 0 to 1, got 2"
      ),
      (
        #line, Self.breaking("\"snapPolicy\": \"adjacent\"", "\"snapPolicy\": \"closest\""),
        "inputs[2].configuration.snapPolicy", "unknown snap policy \"closest\""
      ),
      (
        #line, Self.breaking("\"dimmingAlpha\": 0,", "\"dimming\": 0,"),
        "inputs[2].configuration.dimming", "unknown field; expected one of persistent"
      ),
      (
        #line,
        Self.breaking("\"detents\": [\"medium\", {", "\"detents\": [\"medium\", \"medium\", {"),
        "inputs[1].detents[1]", "duplicate detent identifier \"medium\""
      ),
      (
        #line, Self.breaking("\"detents\": [\"medium\", {", "\"detents\": [], \"x\": [{"),
        "inputs[1].x", "unknown field; expected one of at, type, detents, configuration"
      ),
      (
        #line, Self.breaking("\"detents\": [\"medium\", {", "\"detents\": [\"tiny\", {"),
        "inputs[1].detents[0]", "unknown detent \"tiny\""
      ),
      // After the first change, "large" and "small" are gone: an input may not name them...
      (
        #line, Self.breaking("\"detent\": \"medium\"", "\"detent\": \"large\""), "inputs[3].detent",
        "unknown detent \"large\"; expected one of medium, tall"
      ),
      (
        #line, Self.breaking("\"snapPolicy\": \"adjacent\"", "\"initialDetent\": \"small\""),
        "inputs[2].configuration.initialDetent",
        "unknown detent \"small\"; expected one of medium, tall"
      ),
      // ...and before it, "tall" does not exist yet.
      (
        #line,
        Self.breaking(
          "\"at\": 2, \"type\": \"selectDetent\", \"detent\": \"medium\"",
          "\"at\": 0.5, \"type\": \"selectDetent\", \"detent\": \"tall\""),
        "inputs[3].detent", "unknown detent \"tall\"; expected one of small, medium, large"
      ),
    ]
    for row in rows {
      expectDecodingError(at: rowLocation(row.line), path: row.path, message: row.message) {
        () throws(ScenarioError) in try ScenarioDecoder.decode(row.text).name
      }
    }
  }

  /// The expectations may name a detent the run only has after a change, and one it had before.
  @Test func expectationsMayNameEveryDetentTheRunHas() throws {
    let scenario = try ScenarioDecoder.decode(
      Self.breaking("\"finalDetent\": \"medium\"", "\"finalDetent\": \"small\""))
    #expect(scenario.expectations.finalDetent == .named("small"))
  }

  /// A recording of a run with configuration changes replays in the lab, through its JSON file,
  /// to the same frames and notifications, and meets the scenario's expectations.
  @Test(arguments: liveScenarios.map(\.name))
  func aRecordingWithChangesReplaysInTheLab(_ name: String) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
    let trace = ScenarioPlayer.play(scenario, records: true)
    let recording = try #require(trace.recording)
    #expect(recording.steps.contains { if case .configuration = $0 { true } else { false } })
    let file = try RecordingFile.decode(Array(try RecordingFile(recording: recording).encoded()))
    let replay = RecordingPlayer.play(
      file.recording, name: name, expectations: scenario.expectations)
    #expect(replay.frames.map(\.sheet) == trace.frames.map(\.sheet))
    #expect(replay.sheetTrace.notifications == trace.sheetTrace.notifications)
    #expect(ScenarioSummary(trace: replay).failures == [])
  }
}
