import BottomSheetCore
import PropertyBased
import Testing

/// A recording replayed through a fresh engine draws the same frames and posts the same
/// notifications, bit for bit, whatever the engine was told: garbage numbers, vetoed
/// dismissals, custom detents whose answers depend on the layout, configuration changes.
@Suite("Recording: replay is exact")
struct RecordingReplayTests {
  /// A custom detent whose answer depends on the layout it is asked in (and is NaN in some),
  /// and on `variant`, so each configuration's resolver answers differently.
  static func peek(_ variant: Int) -> Detent {
    Detent.custom(id: "peek") { context in
      context.layout.context.containerSize.width > 500
        ? .nan
        : min(
          180 + Double(variant % 4) * 20 + context.layout.context.preferredContentHeight / 10, 400)
    }
  }

  static func configuration(_ variant: Int) -> SheetConfiguration {
    // Two custom detents share an identifier: the recording tells them apart by place.
    let twin = Detent.custom(id: "peek") { context in context.maximumDetentValue * 0.8 }
    var configuration = SheetConfiguration(
      detents: [.fitting, peek(variant), .medium, twin, .large],
      snapPolicy: variant % 2 == 0 ? .adjacent : .nearestToProjection)
    configuration.printsCorrectionsInDebug = false
    if variant % 3 == 0 { configuration.shouldDismiss = { false } }
    if variant % 5 == 0 { configuration.dimming = Dimming(largestUndimmedDetent: "peek") }
    return configuration
  }

  /// What an engine drew and posted.
  struct Output: Equatable {
    var frames: [SheetFrame] = []
    var notifications: [SheetNotification] = []
  }

  /// Plays `steps` on a recording engine: inputs (some with a veto answer), a configuration
  /// change now and then, and a frame after each.
  static func record(_ steps: [EngineInvariantTests.Step], garbage: Bool) -> (
    SheetRecording, Output
  ) {
    var engine = SheetEngine(
      configuration: configuration(0), context: Phone.context(), time: 1_234.5, records: true)
    var output = Output()
    var time = 1_234.5
    for (index, step) in steps.enumerated() {
      time += step.delay
      if step.kind == 15, step.special < 3 {
        // Now and then without animation: the replay must apply it the same way.
        engine.updateConfiguration(configuration(index), animated: step.special != 0, at: time)
      } else {
        let input = EngineInvariantTests.input(for: step, garbage: garbage)
        if step.special == 8 {
          engine.handle(input, at: time, allowsUserDismissal: false)
        } else {
          engine.handle(input, at: time)
        }
      }
      output.notifications += engine.takeNotifications()
      output.frames.append(engine.step(to: time + 1.0 / 120))
      output.notifications += engine.takeNotifications()
    }
    return (engine.recording!, output)
  }

  static func replay(_ recording: SheetRecording) -> Output {
    var engine = SheetEngine(replaying: recording)
    var output = Output()
    for step in recording.steps {
      if let frame = engine.replay(step, from: recording) { output.frames.append(frame) }
      output.notifications += engine.takeNotifications()
    }
    return output
  }

  @Test func randomSequencesReplayBitForBit() async {
    await seededPropertyCheck(
      count: 150,
      input: zip(EngineInvariantTests.stepGenerator.array(of: 1...60), Gen.bool)
    ) { steps, garbage in
      let (recording, recorded) = Self.record(steps, garbage: garbage)
      let replayed = Self.replay(recording)
      #expect(replayed.frames.count == recorded.frames.count)
      #expect(replayed.notifications == recorded.notifications)
      for (a, b) in zip(replayed.frames, recorded.frames) {
        #expect(a == b)
        #expect(a.extent.bitPattern == b.extent.bitPattern)
        #expect(a.velocity.bitPattern == b.velocity.bitPattern)
      }
    }
  }

  @Test func recordingDoesNotChangeWhatTheEngineDoes() async {
    await seededPropertyCheck(
      count: 60, input: EngineInvariantTests.stepGenerator.array(of: 1...60)
    ) { raw in
      let steps: [EngineInvariantTests.Step] = raw.map { $0 }
      var plain = SheetEngine(configuration: Self.configuration(1), context: Phone.context())
      var recorded = SheetEngine(
        configuration: Self.configuration(1), context: Phone.context(), records: true)
      #expect(plain.recording == nil)
      var time = 0.0
      for step in steps {
        time += step.delay
        let input = EngineInvariantTests.input(for: step, garbage: false)
        #expect(plain.handle(input, at: time) == recorded.handle(input, at: time))
        #expect(plain.step(to: time + 0.01) == recorded.step(to: time + 0.01))
      }
      #expect(plain.recording == nil)
      #expect(recorded.recording?.steps.count == 2 * steps.count)
    }
  }

  @Test func aVetoAnswerIsKeptWithItsInputAndAProbeRecordsNothing() {
    var configuration = SheetConfiguration.modal
    configuration.shouldDismiss = { false }
    var engine = SheetEngine(
      configuration: configuration, context: Phone.context(), records: true)
    engine.handle(.present(animated: false), at: 0)
    #expect(engine.needsDismissalVeto(.tapOnDimming, at: 1))
    #expect(engine.recording?.steps.count == 1)
    engine.handle(.tapOnDimming, at: 1, allowsUserDismissal: true)
    let steps = engine.recording?.steps ?? []
    #expect(steps.count == 2)
    // The app allowed it, the configuration's own veto refused: the answer is false.
    #expect(steps.last == .input(.tapOnDimming, time: 1, allowsUserDismissal: false))
    #expect(steps.first == .input(.present(animated: false), time: 0, allowsUserDismissal: nil))
  }

  @Test func customDetentAnswersAreKeptPerLayout() {
    var engine = SheetEngine(
      configuration: Self.configuration(1), context: Phone.context(content: 300), records: true)
    engine.handle(.contentHeightChanged(500, animated: false), at: 0.1)
    engine.updateConfiguration(Self.configuration(2), at: 0.2)
    let values = engine.recording?.detentValues ?? []
    // Per resolution, both custom detents in order: at 300 pt of content, at 500, then the
    // second configuration's.
    #expect(values.map(\.value) == [230, 602.4, 250, 602.4, 270, 602.4])
    #expect(values.map(\.index) == [1, 3, 1, 3, 1, 3])
    #expect(values.map(\.configuration) == [0, 0, 0, 0, 1, 1])
    #expect(values.map(\.context.preferredContentHeight) == [300, 300, 500, 500, 500, 500])
    #expect(values.allSatisfy { $0.identifier == "peek" })
  }

  /// A recording's start and length are the engine's: a start it cannot use is 0, and steps at
  /// times it ignores (NaN, beyond its range, before the latest) do not lengthen it.
  @Test func startAndDurationFollowTheEnginesClock() {
    let rows: [(line: Int, time: Double, steps: [Double], start: Double, duration: Double)] = [
      (#line, 5, [5.5, 7], 5, 2),
      (#line, 5, [7, 6], 5, 2),
      (#line, .nan, [1, .nan, 3], 0, 3),
      (#line, -.infinity, [2e15, 4], 0, 4),
      (#line, 2e15, [], 0, 0),
      (#line, 10, [.infinity, -1e300], 10, 0),
    ]
    for row in rows {
      let location = SourceLocation(
        fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
      var recording = SheetRecording(
        configuration: .fitting, context: Phone.context(), time: row.time)
      recording.steps = row.steps.map { .frame(time: $0) }
      #expect(recording.start == row.start, sourceLocation: location)
      #expect(recording.duration == row.duration, sourceLocation: location)
      var engine = SheetEngine(replaying: recording)
      for step in recording.steps { engine.replay(step, from: recording) }
      #expect(engine.time - recording.start == recording.duration, sourceLocation: location)
    }
  }
}
