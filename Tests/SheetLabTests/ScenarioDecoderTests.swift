import BottomSheetCore
import BottomSheetTestSupport
import Foundation
import SheetLabKit
import Testing

@Suite("Scenario files: decoding and errors that name the field")
struct ScenarioDecoderTests {
  @Test func goodFileDecodesToTheScenarioItDescribes() throws {
    let scenario = try ScenarioDecoder.decode(Fixtures.good)
    #expect(scenario.name == "good")
    #expect(scenario.duration == 2)
    #expect(scenario.container == Scenario.phoneSize)
    #expect(scenario.detents == [.fitting, .fraction(0.5, id: "half"), .large])
    #expect(scenario.inputs.count == 4)
    #expect(
      scenario.inputs[1].action
        == .drag(GestureSpec(path: [PathSegment(by: 60, over: 0.05)], velocity: 1500)))
    #expect(scenario.expectations.finalPhase == .hidden)
  }

  @Test func exampleFileDecodesAndPasses() throws {
    let subject = try ScenarioSource.load(Fixtures.examplePath)
    guard case .scenario(let scenario) = subject else {
      Issue.record("the example scenario read as a recording")
      return
    }
    let run = LabRun(scenario)
    #expect(run.summary.failures == [])
  }

  /// Replaces the first occurrence of `old` in the good file with `new`.
  static func breaking(_ old: String, _ new: String) -> String {
    guard let range = Fixtures.good.range(of: old) else { return "not found: \(old)" }
    return Fixtures.good.replacingCharacters(in: range, with: new)
  }

  @Test func eachKindOfBadInputNamesItsFieldAndWhatWasExpected() {
    // (line, file text, expected path, a fragment of the expected message)
    let rows: [(line: UInt, text: String, path: String, message: String)] = [
      (#line, "hello", "", "line 1, column 1: hello is not a JSON value"),
      (#line, "", "", "expected a JSON document"),
      (#line, "{\"name\": \"x\",", "", "line 1, column 14"),
      (#line, "[1, 2]", "", "expected an object, got an array"),
      (
        #line, Self.breaking("\"velocity\": 1500", "\"velocity\": \"fast\""), "inputs[1].velocity",
        "expected a number (a velocity in points per second), got a string"
      ),
      (
        #line, Self.breaking("\"velocity\": 1500", "\"velocity\": NaN"), "inputs[1].velocity",
        "NaN is not a JSON value"
      ),
      (
        #line, Self.breaking("\"velocity\": 1500", "\"velocity\": -Infinity"),
        "inputs[1].velocity", "is not a JSON number"
      ),
      (
        #line, Self.breaking("\"velocity\": 1500", "\"velocity\": 1e999"), "inputs[1].velocity",
        "too large"
      ),
      (#line, Self.breaking("\"duration\": 2,", ""), "duration", "missing field; expected"),
      (
        #line,
        Self.breaking("\"type\": \"drag\"", "\"type\": \"edgePresent\"").replacingOccurrences(
          of: "\"over\": 0.05", with: "\"over\": 1.6"),
        "inputs[1]", "the gesture ends after the scenario's duration"
      ),
      (
        #line, Self.breaking("\"kind\": \"fraction\"", "\"kind\": \"huge\""), "detents[1].kind",
        "unknown detent kind \"huge\"; expected one of fitting, medium, large, fraction, height"
      ),
      (#line, Self.breaking("\"fitting\",", "\"tiny\","), "detents[0]", "unknown detent \"tiny\""),
      (
        #line, Self.breaking("\"value\": 0.5", "\"value\": 1.5"), "detents[1].value",
        "expected a fraction from 0 to 1, got 1.5"
      ),
      (
        #line, Self.breaking("\"height\": 400", "\"height\": -5"), "inputs[3].height",
        "got -5"
      ),
      (
        #line, Self.breaking("\"over\": 0.05", "\"over\": -1"), "inputs[1].path[0].over",
        "expected a duration in seconds from 0 to 120, got -1: less than the smallest allowed, 0"
      ),
      (
        #line, Self.breaking("\"type\": \"tapOnDimming\"", "\"type\": \"swipe\""),
        "inputs[2].type", "unknown input \"swipe\"; expected one of present, dismiss"
      ),
      (
        #line, Self.breaking("\"at\": 1.2", "\"at\": 9"), "inputs[2].at",
        "expected a time in seconds from 0 to the duration (2), got 9"
      ),
      (
        #line, Self.breaking("\"type\": \"present\"", "\"type\": \"present\", \"speed\": 2"),
        "inputs[0].speed", "unknown field; expected one of at, type, animated"
      ),
      (
        #line, Self.breaking("\"finalPhase\": \"hidden\"", "\"finalPhase\": \"gone\""),
        "expect.finalPhase", "unknown phase \"gone\"; expected one of hidden, presenting"
      ),
      (
        #line, Self.breaking("\"willPresent\",", "\"willPresnt\","), "expect.notifications[0]",
        "unknown notification \"willPresnt\""
      ),
      (
        #line,
        Self.breaking("\"finalPhase\"", "\"hostTransitions\": [\"present begun\"], \"finalPhase\""),
        "expect.hostTransitions[0]", "unknown host transition \"present begun\"; expected one of"
      ),
      (
        #line, Self.breaking("\"name\": \"good\",", "\"name\": \"good\", \"name\": \"again\","),
        "", "duplicate field \"name\""
      ),
      (
        #line,
        Self.breaking(
          "{\"at\": 1.2, \"type\": \"tapOnDimming\"}",
          "{\"at\": 1.2, \"type\": \"scrollDrag\", \"path\": [{\"by\": 1, \"over\": 0.1}]}"),
        "inputs[2]", "needs a \"scrollView\""
      ),
      (
        #line, String(repeating: "[", count: 100), String(repeating: "[0]", count: 64),
        "nesting deeper than 64 levels"
      ),
      (#line, "{\"name\": \"\\ud800\"}", "name", "lone high surrogate"),
      // JSONDecoder accepts these three (FoundationJSONFactsTests); the syntax pass does not.
      (
        #line, Self.breaking("\"large\"]", "\"large\",]"), "detents[3]",
        "line 4, column 84: expected a value, found ']'"
      ),
      (
        #line, Self.breaking("{\"at\": 1.2,", "{\"at\": 1.2, \"at\": 1.3,"), "inputs[2]",
        "duplicate field \"at\""
      ),
      (
        #line, Self.breaking("\"velocity\": 1500", "\"velocity\": 1e-400"),
        "inputs[1].velocity", "the number 1e-400 is too small for a Double"
      ),
      // Foundation lists an object's keys in no fixed order: the first unknown one by name is
      // reported, the same on every run.
      (
        #line, Self.breaking("\"duration\": 2,", "\"duration\": 2, \"zeta\": 1, \"alpha\": 2,"),
        "alpha", "unknown field; expected one of name, summary, duration"
      ),
      (
        #line,
        Self.breaking(
          "{\"at\": 1.2, \"type\": \"tapOnDimming\"}",
          "{\"at\": 1.2, \"type\": \"keyboard\", \"overlap\": 336, \"curve\": 7}"),
        "inputs[2]", "a keyboard \"curve\" needs a \"duration\""
      ),
      (
        #line,
        Self.breaking(
          "{\"at\": 1.2, \"type\": \"tapOnDimming\"}",
          "{\"at\": 1.2, \"type\": \"keyboard\", \"overlap\": 336, \"duration\": -1}"),
        "inputs[2].duration", "expected a duration in seconds from 0 to 10, got -1"
      ),
      (
        #line,
        Self.breaking(
          "{\"at\": 1.2, \"type\": \"tapOnDimming\"}",
          "{\"at\": 1.2, \"type\": \"keyboard\", \"overlap\": 336, \"duration\": 0.25, "
            + "\"curve\": 7.5}"),
        "inputs[2].curve", "expected a whole number from 0 to 15"
      ),
    ]
    for row in rows {
      let location = rowLocation(row.line)
      let error = expectDecodingError(at: location, path: row.path, message: row.message) {
        () throws(ScenarioError) in try ScenarioDecoder.decode(row.text).name
      }
      if let error {
        #expect(
          error.description == (row.path.isEmpty ? error.message : "\(row.path): \(error.message)"),
          sourceLocation: location)
      }
    }
  }

  @Test func invalidUTF8AndOversizedFilesAreErrorsNotCrashes() {
    var bytes = Array(Fixtures.good.utf8)
    bytes[bytes.firstIndex(of: UInt8(ascii: "g")) ?? 0] = 0xFF
    #expect(throws: ScenarioError.self) { try ScenarioDecoder.decode(bytes) }
    let huge = [UInt8](repeating: UInt8(ascii: " "), count: ScenarioLimits.maximumFileSize + 1)
    #expect(throws: ScenarioError.self) { try ScenarioDecoder.decode(huge) }
  }

  @Test func aKeyboardInputCarriesUIKitsDurationAndCurve() throws {
    let text = Self.breaking(
      "{\"at\": 1.2, \"type\": \"tapOnDimming\"}",
      "{\"at\": 1.2, \"type\": \"keyboard\", \"overlap\": 336, \"duration\": 0.25}")
    let scenario = try ScenarioDecoder.decode(text)
    let action = scenario.inputs[2].action
    #expect(action == .keyboard(overlap: 336, motion: KeyboardMotion(duration: 0.25, curve: 7)))
    let plain = try ScenarioDecoder.decode(
      Self.breaking(
        "{\"at\": 1.2, \"type\": \"tapOnDimming\"}",
        "{\"at\": 1.2, \"type\": \"keyboard\", \"overlap\": 0}"))
    #expect(plain.inputs[2].action == .keyboard(overlap: 0))
  }

  @Test func everyBuiltInScenarioSurvivesExportAndDecodingUnchanged() throws {
    for scenario in BuiltInScenarios.all {
      let text = try ScenarioEncoder.encode(scenario)
      let decoded = try ScenarioDecoder.decode(text)
      #expect(decoded == scenario, "\(scenario.name)")
    }
  }

  @Test func mutatedFilesYieldAScenarioOrAnErrorNeverACrash() throws {
    // A deterministic mini-fuzz: flip, drop, duplicate and insert bytes of every built-in file.
    var random = SplitMix64(seed: 0x5EED)
    let sources = try BuiltInScenarios.all.map { Array(try ScenarioEncoder.encode($0).utf8) }
    let alphabet = Array("{}[]\",:0123456789-.eE tfn\\u".utf8)
    var decoded = 0
    var failed = 0
    for iteration in 0..<1_500 {
      var bytes = sources[iteration % sources.count]
      for _ in 0...(random.next() % 4) {
        guard !bytes.isEmpty else { break }
        let position = Int(random.next() % UInt64(bytes.count))
        switch random.next() % 4 {
        case 0: bytes[position] = UInt8(truncatingIfNeeded: random.next())
        case 1: bytes.remove(at: position)
        case 2: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: position)
        default:
          bytes.insert(contentsOf: bytes[position..<min(bytes.count, position + 8)], at: position)
        }
      }
      do {
        _ = try ScenarioDecoder.decode(bytes)
        decoded += 1
      } catch {
        #expect(!error.message.isEmpty)
        failed += 1
      }
    }
    #expect(decoded + failed == 1_500)
    #expect(failed > 0)
  }

  @Test func hostTransitionsAreCheckedInOrder() throws {
    let text = Self.breaking(
      "\"finalPhase\"",
      "\"hostTransitions\": [\"present begins\", \"present finished\"], \"finalPhase\"")
    let scenario = try ScenarioDecoder.decode(text)
    #expect(scenario.expectations.hostTransitions == ["present begins", "present finished"])
    let failures = LabRun(scenario).summary.failures
    // The drag at 0.5 s dismisses the sheet, so the host saw more than the expectation lists.
    #expect(
      failures.contains {
        $0.hasPrefix(
          "host transitions were [present begins, present finished, dismissal requested")
      })
  }
}

@Suite("Scenario files: the edge-case inputs and checks")
struct ScenarioEdgeCaseDecodingTests {
  static let text = """
    {
      "name": "stack-and-taps",
      "duration": 4,
      "detents": ["fitting"],
      "navigation": {"screens": [{"id": 1, "height": 300}]},
      "inputs": [
        {"at": 0, "type": "present"},
        {"at": 0.5, "type": "setStack", "screens": [{"id": 1, "height": 300},
          {"id": 2, "height": 400}, {"id": 3, "height": 500}]},
        {"at": 1.5, "type": "popToRoot"},
        {"at": 2.5, "type": "tapOutside"}
      ],
      "expect": {
        "finalPhase": "hidden",
        "navigationEvents": ["didShow(3)", "didShow(1)"],
        "maximumAcceleration": 100000,
        "checkpoints": [
          {"at": 1.4, "extent": 534, "sheetX": 0, "passesTouchesThrough": false,
           "dimmingAlpha": 0.4}
        ],
        "windows": [{"from": 0, "to": 4, "topAtLeast": 57, "phasesNever": ["dragging"]}]
      }
    }
    """

  @Test func stackInputsTapsAndTheNewChecksDecodeRunAndSurviveExport() throws {
    let scenario = try ScenarioDecoder.decode(Self.text)
    #expect(
      scenario.inputs.map(\.action.name) == ["present", "setStack", "popToRoot", "tapOutside"])
    #expect(scenario.expectations.windows.first?.phasesNever == [.dragging])
    #expect(scenario.expectations.checkpoints.first?.passesTouchesThrough == false)
    try expectPassesAtEveryRateAndSurvivesExport(scenario)
  }

  @Test func theNewChecksFailWhenTheirRuleIsBroken() throws {
    var scenario = try ScenarioDecoder.decode(Self.text)
    scenario.expectations.windows = [
      TimeWindow(from: 0, to: 4, topAtLeast: 600, phasesNever: [.presenting])
    ]
    scenario.expectations.checkpoints = [
      Checkpoint(at: 1.4, dimmingAlpha: 0, sheetX: 10, passesTouchesThrough: true)
    ]
    scenario.expectations.maximumAcceleration = 1
    let failures = LabRun(scenario).summary.failures
    #expect(failures.contains { $0.contains("top rose to") })
    #expect(failures.contains { $0.contains("was presenting") }, "\(failures)")
    #expect(failures.contains { $0.contains("dimming alpha") })
    #expect(failures.contains { $0.contains("sheet's x") })
    #expect(failures.contains { $0.contains("touches outside the sheet are blocked") })
    #expect(failures.contains { $0.contains("largest acceleration") })
  }
}
