import BottomSheetCore
import BottomSheetTestSupport
import Foundation
import SheetLabKit
import Testing

/// Every built-in scenario, recorded while it runs through the lab's rig (the adapter's wiring:
/// transitions, scroll handoff, navigation sizing), replays through a fresh engine to the same
/// frames and notifications bit for bit, straight and through its JSON file.
@Suite("Recording: built-in scenarios replay exactly")
struct RecordingTests {
  static let cases: [(String, Double)] = BuiltInScenarios.all.flatMap { scenario in
    ScenarioPlayer.supportedFramesPerSecond.map { (scenario.name, $0) }
  }

  static func replay(_ recording: SheetRecording) -> (
    frames: [SheetFrame], notes: [SheetNotification]
  ) {
    var engine = SheetEngine(replaying: recording)
    var frames: [SheetFrame] = []
    var notes: [SheetNotification] = []
    for step in recording.steps {
      if let frame = engine.replay(step, from: recording) { frames.append(frame) }
      notes += engine.takeNotifications()
    }
    return (frames, notes)
  }

  static func sameBits(_ a: [SheetFrame], _ b: [SheetFrame]) -> Bool {
    guard a.count == b.count else { return false }
    for (x, y) in zip(a, b) {
      guard x == y else { return false }
      let xs: [Double] = [x.time, x.extent, x.velocity, x.dimmingAlpha, x.presentationProgress]
      let ys: [Double] = [y.time, y.extent, y.velocity, y.dimmingAlpha, y.presentationProgress]
      guard xs.map(\.bitPattern) == ys.map(\.bitPattern) else { return false }
    }
    return true
  }

  @Test(arguments: cases)
  func replaysBitForBit(name: String, framesPerSecond: Double) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
    let trace = ScenarioPlayer.play(scenario, framesPerSecond: framesPerSecond, records: true)
    let recording = try #require(trace.recording)
    // Recording leaves the run as it was.
    let plain = ScenarioPlayer.play(scenario, framesPerSecond: framesPerSecond)
    #expect(plain.recording == nil)
    #expect(Self.sameBits(plain.sheetTrace.frames, trace.sheetTrace.frames))

    let replayed = Self.replay(recording)
    #expect(Self.sameBits(replayed.frames, trace.sheetTrace.frames))
    #expect(replayed.notes == trace.sheetTrace.notificationSequence)

    let decoded = try RecordingJSON.decode(RecordingJSON.encode(recording))
    #expect(decoded == recording)
    #expect(Self.sameBits(Self.replay(decoded).frames, trace.sheetTrace.frames))
  }

  /// A recording replayed in the lab meets the expectations of the scenario it was made from,
  /// checked on the replayed frames (times counted from the recording's start).
  @Test(arguments: BuiltInScenarios.all.map(\.name))
  func aReplayedRecordingMeetsItsScenariosExpectations(name: String) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
    let recording = try #require(ScenarioPlayer.play(scenario, records: true).recording)
    // What the engine never sees is not in a recording: UIKit's transition calls, the
    // navigation stack's events, the list's offset.
    let expectations = scenario.expectations.replayable
    let run = LabRun(
      trace: RecordingPlayer.play(recording, name: name, expectations: expectations))
    #expect(run.summary.failures == [], "\(name)")
    #expect(run.trace.frames.count == Int(scenario.duration * 120) + 1)
    #expect(run.trace.framesPerSecond == 120)
  }

  /// A move an app's animation paces is written with its samples and replays bit for bit.
  @Test func aPacedMoveRoundTripsAndReplays() throws {
    var engine = SheetEngine(
      configuration: SheetConfiguration(detents: [.medium, .large]),
      context: LayoutContext(
        containerSize: Size(width: 390, height: 844), safeAreaInsets: Insets(top: 47, bottom: 34)),
      time: 0, records: true)
    engine.handle(.present(animated: false), at: 0)
    engine.handle(.selectDetent(.large, animated: true), at: 0.5)
    var frames: [SheetFrame] = []
    for index in 0...30 {
      let time = 0.5 + Double(index) / 120
      engine.handle(
        .paceMove(
          progress: TimingCurve.easeInOut.value(at: Double(index) / 30),
          time: Double(index) / 120),
        at: time)
      frames.append(engine.step(to: time))
    }
    let recording = try #require(engine.recording)
    #expect(
      recording.steps.contains(
        .input(
          .paceMove(progress: 0.5, time: 15.0 / 120), time: 0.5 + 15.0 / 120,
          allowsUserDismissal: nil)))
    let decoded = try RecordingJSON.decode(RecordingJSON.encode(recording))
    #expect(decoded == recording)
    #expect(Self.sameBits(Self.replay(decoded).frames, frames))
  }

  /// Values written by name come back as themselves, and an unknown name lists the names.
  @Test func namedValuesRoundTripAndUnknownNamesAreRefused() throws {
    func roundTrip<Value: RecordingCodable & Equatable>(_ values: [Value]) throws {
      for value in values {
        let data = try JSONEncoder().encode([Recorded(value)])
        #expect(
          try JSONDecoder().decode([Recorded<Value>].self, from: data).map(\.value) == [value],
          "\(value)")
      }
    }
    try roundTrip([SnapPolicy.nearestToProjection, .adjacent])
    try roundTrip([KeyboardBehavior.lift, .expandToLargest, .ignore])
    try roundTrip([KeyboardScope.editingInSheet, .anyInScene])
    try roundTrip([SheetLayoutDirection.leftToRight, .rightToLeft])
    try roundTrip([SheetSurfaceStyle.automatic, .floating, .attached])
    #expect(
      String(decoding: try JSONEncoder().encode([Recorded(SnapPolicy.adjacent)]), as: UTF8.self)
        == #"["adjacent"]"#)
    #expect {
      try JSONDecoder().decode([Recorded<KeyboardBehavior>].self, from: Data(#"["float"]"#.utf8))
    } throws: { error in
      "\(error)".contains(#"expected one of "lift", "expandToLargest", "ignore", got "float""#)
    }
  }

  @Test func badNumbersSurviveTheFile() throws {
    var engine = SheetEngine(
      configuration: .fitting,
      context: LayoutContext(containerSize: Size(width: .nan, height: 844)),
      time: 3, records: true)
    engine.handle(.present(animated: true), at: 3)
    engine.handle(.dragChanged(translation: .infinity), at: 3.1)
    engine.handle(.dragEnded(velocity: -.infinity), at: 3.2)
    _ = engine.step(to: 3.3)
    let recording = try #require(engine.recording)
    let decoded = try RecordingJSON.decode(RecordingJSON.encode(recording))
    #expect(decoded.context.containerSize.width.isNaN)
    #expect(decoded.steps.dropFirst() == recording.steps.dropFirst())
    #expect(Self.sameBits(Self.replay(decoded).frames, Self.replay(recording).frames))
  }

  @Test func aLaterFormatIsRefusedByName() throws {
    var engine = SheetEngine(
      configuration: .fitting, context: LayoutContext(containerSize: Scenario.phoneSize),
      records: true)
    _ = engine.step(to: 0.1)
    var recording = try #require(engine.recording)
    recording.version = SheetRecording.currentVersion + 1
    #expect(throws: DecodingError.self) {
      try RecordingJSON.decode(RecordingJSON.encode(recording))
    }
    recording.version = SheetRecording.currentVersion
    #expect(try RecordingJSON.decode(RecordingJSON.encode(recording)) == recording)
  }

  /// A minute of one continuous drag at 120 Hz: a touch sample and a frame every 1/120 s, on a
  /// phone's clock (hundreds of thousands of seconds since boot, so every time has its full
  /// digits). The figure is noted in docs/sheet-lab.md.
  @Test func aMinuteOfDraggingStaysSmall() throws {
    let start = 523_417.136_482_5
    var engine = SheetEngine(
      configuration: SheetConfiguration(detents: [.medium, .large]),
      context: LayoutContext(
        containerSize: Scenario.phoneSize, safeAreaInsets: Scenario.phoneSafeArea),
      time: start, records: true)
    engine.handle(.present(animated: false), at: start)
    engine.handle(.dragBegan, at: start)
    for tick in 1...(60 * 120) {
      let time = start + Double(tick) / 120
      engine.handle(.dragChanged(translation: 300 * sin(Double(tick) / 90)), at: time)
      _ = engine.step(to: time + 0.004)
    }
    let recording = try #require(engine.recording)
    let bytes = try RecordingJSON.encode(recording).count
    #expect(recording.steps.count == 2 + 2 * 60 * 120)
    // About 116 bytes per 1/120 s (a touch sample and a frame, each with a 17-digit time):
    // 838,461 bytes for the minute when this was written.
    #expect(bytes < 900_000, "\(bytes) bytes")
    print("a minute of dragging at 120 Hz: \(recording.steps.count) steps, \(bytes) bytes")
  }
}
