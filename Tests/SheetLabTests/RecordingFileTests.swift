import BottomSheetCore
import Foundation
import Testing

@testable import SheetLabKit

/// Recording files as `sheet-lab run` reads them: the example replays and passes, hand-added
/// expectations are checked (so a bug report becomes a failing scenario), and every fault names
/// its JSON path.
@Suite("Recording files")
struct RecordingFileTests {
  static let examplePath = Fixtures.root.appendingPathComponent(
    "Examples/Scenarios/scroll-handoff.recording.json"
  ).path

  /// A small recording file: a sheet presented, dragged up to large, released.
  static let good: String = {
    var engine = SheetEngine(
      configuration: SheetConfiguration(detents: [.medium, .large]),
      context: LayoutContext(
        containerSize: Scenario.phoneSize, safeAreaInsets: Scenario.phoneSafeArea),
      time: 100, records: true)
    engine.handle(.present(animated: true), at: 100)
    _ = engine.step(to: 100.5)
    engine.handle(.dragBegan, at: 101)
    engine.handle(.dragChanged(translation: -200), at: 101.1)
    engine.handle(.dragEnded(velocity: -800), at: 101.2)
    for tick in 1...120 { _ = engine.step(to: 101.2 + Double(tick) / 60) }
    let data = try! RecordingFile(recording: engine.recording!, name: "good").encoded()
    return String(decoding: data, as: UTF8.self)
  }()

  static func withField(_ json: String) -> String {
    String(Self.good.dropLast()) + "," + json + "}"
  }

  static func load(_ text: String) throws(ScenarioError) -> LabSubject {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("recording-\(UInt32.random(in: 0...UInt32.max)).json").path
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try ScenarioSource.load(path)
  }

  static func run(_ subject: LabSubject) -> LabRun {
    LabSession.run(subject, framesPerSecond: 120) { _ in }
  }

  @Test func theExampleRecordingReplaysAndPasses() throws {
    let subject = try ScenarioSource.load(Self.examplePath)
    guard case .recording(let file, let name) = subject else {
      Issue.record("the example recording read as a scenario")
      return
    }
    #expect(name == "scroll-handoff")
    #expect(file.expectations.checkpoints.count > 0)
    let run = Self.run(subject)
    #expect(run.summary.passed, "\(run.summary.failures)")
    #expect(
      run.trace.frames.count
        == file.recording.steps.filter {
          if case .frame = $0 { return true } else { return false }
        }.count)
  }

  @Test func aHandAddedExpectationTurnsTheRecordingIntoACheck() throws {
    let passing = try Self.load(Self.withField(#""expect": {"finalDetent": "large"}"#))
    #expect(Self.run(passing).summary.passed)
    let failing = try Self.load(Self.withField(#""expect": {"finalDetent": "medium"}"#))
    let summary = Self.run(failing).summary
    #expect(!summary.passed)
    #expect(summary.failures.contains { $0.contains("medium") }, "\(summary.failures)")
    // Without a name, the file's name is shown.
    let unnamed = try Self.load(Self.good.replacingOccurrences(of: #","name":"good""#, with: ""))
    #expect(unnamed.name.hasPrefix("recording-"))
  }

  @Test func aFileRoundTrips() throws {
    var expectations = Expectations()
    expectations.finalPhase = .resting
    let file = try RecordingFile.decode(Array(Self.good.utf8))
    var named = file
    named.summary = "dragged to large"
    named.expectations = expectations
    let again = try RecordingFile.decode(Array(try named.encoded()))
    #expect(again.recording == file.recording)
    #expect(again.name == "good")
    #expect(again.summary == "dragged to large")
    #expect(again.expectations == expectations)
  }

  @Test func eachFaultNamesItsPath() {
    let firstDrag = #"{"translation":-200,"type":"dragChanged"}"#
    let rows: [(line: UInt, text: String, path: String, message: String)] = [
      (#line, Self.withField(#""camera": 1"#), "camera", "unknown field; expected one of"),
      (
        #line, Self.good.replacingOccurrences(of: #""version":1"#, with: #""version":2"#),
        "version", "recording format 2 is not one this library reads (1 to 1)"
      ),
      (
        #line,
        Self.good.replacingOccurrences(
          of: firstDrag, with: #"{"translation":"up","type":"dragChanged"}"#),
        "steps[3].input.translation", "expected a number, \"NaN\", \"+Infinity\" or \"-Infinity\""
      ),
      (
        #line,
        Self.good.replacingOccurrences(of: firstDrag, with: #"{"translation":-200,"type":"fly"}"#),
        "steps[3].input.type", "fly"
      ),
      (
        #line, Self.withField(#""expect": {"hostTransitions": ["present begins"]}"#),
        "expect.hostTransitions", "not UIKit's calls"
      ),
      (
        #line, Self.withField(#""expect": {"checkpoints": [{"at": 0.5, "contentOffset": 0}]}"#),
        "expect.checkpoints[0].contentOffset", "no list offset"
      ),
      (
        #line, Self.withField(#""expect": {"finalDetent": "huge"}"#), "expect.finalDetent",
        "unknown detent \"huge\"; expected one of medium, large"
      ),
      (
        #line, Self.withField(#""expect": {"checkpoints": [{"at": 99, "phase": "resting"}]}"#),
        "expect.checkpoints[0].at", "a time in seconds from 0 to the duration"
      ),
      (#line, Self.withField(#""name": "x","#), "", "line 1, column"),
    ]
    for row in rows {
      expectDecodingError(at: rowLocation(row.line), path: row.path, message: row.message) {
        () throws(ScenarioError) in try Self.load(row.text).name
      }
    }
  }

  /// Every class of bad value, in every kind of recording field, names the field's path and
  /// what was expected, as scenario files do: the recording's own fields are read through the
  /// scenario readers (`CheckedDecoder`), never left to Foundation's pathless "The given data
  /// was not valid JSON." (the fuzzer's finding `scenario-recording-fraction-in-whole-number-field`).
  @Test func everyRecordingFieldClassNamesItsPathAndWhatWasExpected() {
    let whole = "expected a whole number from -1000000 to 1000000, got"
    let number = #"expected a number, "NaN", "+Infinity" or "-Infinity", got"#
    let present = #"{"animated":true,"type":"present"}"#
    let drag = #"{"translation":-200,"type":"dragChanged"}"#
    let release = #"{"at":101.2,"input":{"type":"dragEnded","velocity":-800}}"#
    func replacing(_ old: String, _ new: String) -> String {
      precondition(Self.good.contains(old), old)
      return Self.good.replacingOccurrences(of: old, with: new)
    }
    let rows: [(line: UInt, text: String, path: String, message: String)] = [
      // A fraction in a whole-number field, at the top and nested.
      (#line, replacing(#""version":1"#, #""version":1.5"#), "version", "\(whole) 1.5"),
      (
        #line, Self.withField(#""detentValues": [{"configuration": 0.5}]"#),
        "detentValues[0].configuration", "\(whole) 0.5"
      ),
      // An out-of-range whole number.
      (
        #line, replacing(#""version":1"#, #""version":1e300"#), "version",
        "more than the largest allowed, 1000000"
      ),
      // Wrong types: a string for a whole number, for a number, a number for a boolean, for an
      // object, an object for an array, null for a number.
      (
        #line, replacing(#""version":1"#, #""version":"1""#), "version",
        "expected a number (a whole number from -1000000 to 1000000), got a string"
      ),
      (
        #line, replacing(drag, #"{"translation":"up","type":"dragChanged"}"#),
        "steps[3].input.translation", #"\#(number) the string "up""#
      ),
      (
        #line, replacing(present, #"{"animated":1,"type":"present"}"#),
        "steps[0].input.animated", "expected true or false, got a number"
      ),
      (
        #line, replacing(present, "7"), "steps[0].input", "expected an object, got a number"
      ),
      (
        #line, Self.withField(#""detentValues": {}"#), "detentValues",
        "expected an array, got an object"
      ),
      (#line, replacing(#""time":100"#, #""time":null"#), "time", "\(number) null"),
      // NaN-like strings that are not the recording's own names.
      (#line, replacing(#""time":100"#, #""time":"nan""#), "time", #"\#(number) the string "nan""#),
      (
        #line, replacing(#""time":100"#, #""time":"Infinity""#), "time",
        #"\#(number) the string "Infinity""#
      ),
      // Missing fields, of a step and of an input.
      (
        #line, replacing(release, #"{"input":{"type":"dragEnded","velocity":-800}}"#),
        "steps[4].at", "missing field; expected a number"
      ),
      (
        #line, replacing(#"{"type":"dragEnded","velocity":-800}"#, #"{"type":"dragEnded"}"#),
        "steps[4].input.velocity", "missing field; expected a number"
      ),
      // Unknown fields, in the context and in an input (a field another kind of input has).
      (
        #line, replacing(#""containerSize":{"#, #""camera":1,"containerSize":{"#), "context.camera",
        "unknown field; expected one of containerSize, safeAreaInsets"
      ),
      (
        #line, replacing(drag, #"{"translation":-200,"type":"dragChanged","velocity":1}"#),
        "steps[3].input.velocity", "unknown field; expected one of type, translation"
      ),
      // Missing values of the core's types name the type expected.
      (
        #line, replacing(release, #"{"at":101.2}"#), "steps[4].input",
        "missing field; expected a value of type SheetInput"
      ),
      (
        #line, replacing(#""presentSpring":{"#, #""springForPresenting":{"#),
        "configuration.presentSpring", "missing field; expected a value of type SheetSpring"
      ),
      (
        #line,
        Self.withField(#""detentValues": [{"configuration": 0, "index": 0, "identifier": "x"}]"#),
        "detentValues[0].context", "missing field; expected a value of type LayoutContext"
      ),
      // Unknown names.
      (
        #line, replacing(#""keyboard":"lift""#, #""keyboard":"float""#), "configuration.keyboard",
        #"expected one of "lift", "expandToLargest", "ignore", got "float""#
      ),
      (
        #line, replacing(#""layoutDirection":"leftToRight""#, #""layoutDirection":"up""#),
        "context.layoutDirection", #"expected one of "leftToRight", "rightToLeft", got "up""#
      ),
    ]
    for row in rows {
      let error = expectDecodingError(
        at: rowLocation(row.line), path: row.path, message: row.message
      ) { () throws(ScenarioError) in try RecordingFile.decode(Array(row.text.utf8)).name ?? "" }
      #expect(
        error?.message.hasPrefix(ScenarioError.foundationRefusal) == false,
        sourceLocation: rowLocation(row.line))
    }
  }

  /// A recording may span hours, or hold times the engine cannot use: the report stays small
  /// (its time axis takes a coarser step) and every time it shows is finite.
  @Test func farAndBadTimesKeepTheReportSmallAndFinite() throws {
    for (line, start) in [(#line, "NaN" as Any), (#line, -1e300 as Any)] {
      let location = rowLocation(UInt(line))
      var object = try #require(
        try JSONSerialization.jsonObject(with: Data(Self.good.utf8)) as? [String: Any])
      object["time"] = start
      // A checkpoint is checked against the recording's duration, which must be a number.
      object["expect"] = ["checkpoints": [["at": 0.5, "phase": "resting"]]]
      object["steps"] = (object["steps"] as? [Any] ?? []) + [["frame": 1e12]]
      let far = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
      guard case .recording(let file, _) = try Self.load(far) else {
        Issue.record("not read as a recording", sourceLocation: location)
        continue
      }
      let run = Self.run(.recording(file, name: "far"))
      let times = run.trace.frames.map(\.sheet.time) + run.trace.markers.map(\.time)
      #expect(times.allSatisfy { $0.isFinite }, sourceLocation: location)
      #expect(run.trace.scenario.duration.isFinite, sourceLocation: location)
      #expect(run.trace.scenario.duration == 1e12, sourceLocation: location)
      let html = HTMLReport.render([run])
      #expect(html.utf8.count < 200_000, "\(html.utf8.count) bytes", sourceLocation: location)
    }
    #expect(PlotSVG.tickStep(duration: 2) == 0.5)
    #expect(PlotSVG.tickStep(duration: 20) == 1)
    #expect(PlotSVG.tickStep(duration: 120) == 5)
    #expect(PlotSVG.tickStep(duration: 1e12) == 5e10)
  }

  @Test func aRecordingMayBeLargerThanAScenarioButNotUnbounded() throws {
    let padding = String(repeating: " ", count: ScenarioLimits.maximumFileSize)
    let large = try Self.load(Self.good + padding)
    #expect(large.name == "good")
    let huge = String(repeating: " ", count: RecordingFile.maximumFileSize + 1)
    #expect {
      _ = try Self.load(huge)
    } throws: { error in
      "\(error)".contains("recordings \(RecordingFile.maximumFileSize)")
    }
  }
}
