import BottomSheetCore
import PropertyBased
import Testing

/// A recording is a file from anywhere: whatever numbers its configuration, layout and steps
/// hold, replaying it never crashes and never draws a NaN.
@Suite("Recording: hostile recordings replay safely")
struct RecordingGarbageTests {
  static let numbers: [Double] = [
    .nan, .infinity, -.infinity, -1, 0, 1e-300, 0.5, 1, 2, 1e9, -1e300, .greatestFiniteMagnitude,
  ]

  static func number(_ selector: Int) -> Double { numbers[selector % numbers.count] }

  /// A recording whose configuration and layout take numbers from `selectors`, with the
  /// steps of a random sequence at times that may themselves be garbage.
  static func hostileRecording(_ selectors: [Int], _ steps: [EngineInvariantTests.Step])
    -> SheetRecording
  {
    func pick(_ index: Int) -> Double { number(selectors[index % selectors.count]) }
    var configuration = RecordedConfiguration(
      SheetConfiguration(detents: [.fitting, .medium, .large]))
    configuration.detents = [
      RecordedDetent(.fraction(pick(0), identifier: "a")),
      RecordedDetent(.height(pick(1), identifier: "b")),
      RecordedDetent(.custom(id: "c") { _ in 0 }),
    ]
    configuration.dimming = Dimming(maximumAlpha: pick(2), largestUndimmedDetent: "b")
    configuration.rubberBandCoefficient = pick(3)
    configuration.presentSpring = SheetSpring(mass: pick(4), stiffness: pick(5), damping: pick(6))
    configuration.decelerationRate = DecelerationRate(rawValue: pick(7))
    let context = LayoutContext(
      containerSize: Size(width: pick(8), height: pick(9)),
      safeAreaInsets: Insets(top: pick(10), bottom: pick(11)),
      preferredContentHeight: pick(12), grabberHeight: pick(13), topGap: pick(14))
    var recording = SheetRecording(
      configuration: SheetConfiguration(), context: context, time: pick(15))
    recording.configuration = configuration
    recording.detentValues = [
      RecordedDetentValue(
        configuration: 0, index: 2, identifier: "c", context: context,
        maximumDetentValue: pick(16), value: pick(17))
    ]
    var time = 0.0
    for (index, step) in steps.enumerated() {
      time += step.delay
      let at = index % 7 == 3 ? pick(index) : time
      let input = EngineInvariantTests.input(for: step, garbage: true)
      recording.steps.append(.input(input, time: at, allowsUserDismissal: step.special > 5))
      recording.steps.append(.frame(time: at + 0.008))
    }
    return recording
  }

  @Test func hostileRecordingsReplayWithoutNaN() async {
    await seededPropertyCheck(
      count: 200,
      input: zip(
        Gen.int(in: 0...100).array(of: 18...18),
        EngineInvariantTests.stepGenerator.array(of: 1...40))
    ) { selectors, steps in
      let recording = Self.hostileRecording(selectors, steps)
      var engine = SheetEngine(replaying: recording)
      for step in recording.steps {
        guard let frame = engine.replay(step, from: recording) else { continue }
        let numbers = [
          frame.extent, frame.velocity, frame.dimmingAlpha, frame.presentationProgress,
          frame.keyboardLift, frame.layoutHeight, frame.sheetRect.minY, frame.sheetRect.height,
        ]
        let finite = numbers.allSatisfy { $0.isFinite }
        #expect(finite, "\(frame)")
      }
    }
  }
}
