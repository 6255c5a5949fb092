import BottomSheetCore
import PropertyBased
import Testing

/// The rule (``RecordedDetentValue``, ``SheetEngine/replay(_:from:)``): a recording names each
/// custom detent's answer by the configuration it belongs to (0 for the first, n for the nth
/// change) and its index there, never by identifier; a replay numbers the configurations the same
/// way, so each custom detent answers with its own recorded values.
///
/// Here every custom detent is called "peek" and answers a value unique to its configuration
/// number and index (and to the layout), so any mix-up shows in the values.
@Suite("Recording: custom detents are named by configuration number and index")
struct RecordingConfigurationNumberPropertyTests {
  /// What the custom detent at `index` of configuration `number` answers in `context`, in points.
  static func answer(number: Int, index: Int, content: Double) -> Double {
    120 + Double(number) * 37 + Double(index) * 11 + content / 8
  }

  /// Configuration `number`: `.medium` and `.large` with custom detents at the places `layout`
  /// picks (one to three of them).
  static func configuration(number: Int, layout: Int) -> SheetConfiguration {
    let places = [[1], [0, 2], [1, 2, 3], [0, 3]][layout % 4]
    var builtIn: [Detent] = [.medium, .large]
    var detents: [Detent] = []
    for index in 0..<(places.count + 2) {
      if places.contains(index) {
        detents.append(
          Detent.custom(id: "peek") { context in
            answer(
              number: number, index: index,
              content: context.layout.context.preferredContentHeight)
          })
      } else {
        detents.append(builtIn.removeFirst())
      }
    }
    var configuration = SheetConfiguration(detents: detents)
    configuration.printsCorrectionsInDebug = false
    return configuration
  }

  @Test func everyCustomAnswerIsKeptAndReplayedUnderItsOwnNumberAndIndex() async {
    // Each step: a new configuration (its layout), or a content change (its height).
    let steps = zip(Gen.bool, Gen.int(in: 0...3), Gen.double(in: 100...600))
    await seededPropertyCheck(count: 80, input: zip(Gen.int(in: 0...3), steps.array(of: 1...12))) {
      firstLayout, steps in
      var engine = SheetEngine(
        configuration: Self.configuration(number: 0, layout: firstLayout),
        context: Phone.context(), records: true)
      engine.handle(.present(animated: false), at: 0)
      var number = 0
      var time = 0.0
      var recorded: [[Double]] = []
      for (changesConfiguration, layout, content) in steps {
        time += 0.1
        if changesConfiguration {
          number += 1
          engine.updateConfiguration(
            Self.configuration(number: number, layout: layout), at: time)
        } else {
          engine.handle(.contentHeightChanged(content, animated: false), at: time)
        }
        recorded.append(engine.detents.all.map(\.extent))
      }
      let recording = engine.recording!
      // Each kept answer is the one its configuration number and index give.
      for value in recording.detentValues {
        #expect(
          value.value
            == Self.answer(
              number: value.configuration, index: value.index,
              content: value.context.preferredContentHeight),
          "\(value)")
      }
      #expect(Set(recording.detentValues.map(\.configuration)) == Set(0...number))
      // A replay resolves every detent as the recorded engine did, step by step.
      var replay = SheetEngine(replaying: recording)
      var replayed: [[Double]] = []
      for step in recording.steps {
        replay.replay(step, from: recording)
        if case .input(let input, _, _) = step, case .present = input.kind { continue }
        replayed.append(replay.detents.all.map(\.extent))
      }
      #expect(replayed == recorded)
    }
  }
}
