import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import SheetLabKit
import Testing

@Suite("Built-in scenarios")
struct BuiltInScenarioTests {
  @Test(arguments: BuiltInScenarios.all.map(\.name))
  func meetsItsOwnExpectations(name: String) throws {
    let run = try #require(Fixtures.runs.first { $0.summary.name == name })
    #expect(run.summary.failures == [], "\(name)")
    #expect(run.summary.passed)
  }

  @Test func namesAreUniqueAndListed() {
    let names = BuiltInScenarios.all.map(\.name)
    #expect(Set(names).count == names.count)
    let listing = LabSession.listing()
    for name in names {
      #expect(listing.contains(name))
      #expect(BuiltInScenarios.named(name)?.name == name)
    }
  }

  @Test func playerMatchesTheEnginesOwnScenarioRunnerForPlainEngineInputs() throws {
    // Scenarios without a list or navigation stack are plain engine inputs: the lab's player
    // must produce exactly ScenarioRunner's frames and notifications.
    for scenario in BuiltInScenarios.all
    // A stacked scenario's lower sheet also hears the cover rule's selections.
    where scenario.scrollView == nil && scenario.navigation == nil && scenario.stacked == nil
      && !scenario.inputs.contains(where: { Self.isLabOnly($0.action) })
      && !Self.dismissesDuringADrag(scenario)
    {
      let trace = ScenarioPlayer.play(scenario)
      var engine = SheetEngine(
        configuration: scenario.configuration.sheetConfiguration(detents: scenario.detents),
        context: LayoutContext(
          containerSize: scenario.container, safeAreaInsets: scenario.safeArea,
          preferredContentHeight: scenario.contentHeight, grabberHeight: scenario.grabberHeight,
          displayCornerRadius: scenario.displayCornerRadius,
          layoutDirection: scenario.configuration.layoutDirection))
      let reference = ScenarioRunner.run(
        &engine, inputs: Self.timedInputs(scenario), until: scenario.duration)
      // The lab also plays UIKit's side: when the host finishes a dismissal (the sheet out of
      // sight, within half a point of hidden) the sheet is hidden at once. Up to that moment the
      // frames and notifications are identical; after it the sheet stays hidden.
      let removal = trace.host.firstTime(of: "dismiss finished") ?? .infinity
      let frames = trace.sheetTrace.frames
      #expect(
        frames.filter { $0.time <= removal } == reference.frames.filter { $0.time <= removal },
        "\(scenario.name)")
      #expect(
        trace.sheetTrace.notifications.filter { $0.time < removal }
          == reference.notifications.filter { $0.time < removal }, "\(scenario.name)")
      for (frame, engineFrame) in zip(frames, reference.frames) where frame.time > removal {
        #expect(frame.extent == 0 && frame.phase == .hidden, "\(scenario.name)")
        #expect(engineFrame.extent <= TransitionLifecycle.arrivalTolerance, "\(scenario.name)")
      }
    }
  }

  /// Whether `action` needs the lab's own wiring (a rotation, the edge presenter, a tap that may
  /// reach the background, a configuration change), so the plain engine's inputs cannot say it.
  static func isLabOnly(_ action: InputAction) -> Bool {
    switch action {
    case .layout, .edgePresent, .tapOutside, .configure: true
    default: false
    }
  }

  /// Whether the app dismisses while a finger drags: the host's transition lifecycle then ends
  /// the drag (UIKit cancels the gesture), which the plain engine does not play.
  static func dismissesDuringADrag(_ scenario: Scenario) -> Bool {
    scenario.inputs.contains { dismissal in
      guard case .dismiss = dismissal.action else { return false }
      return scenario.inputs.contains { drag in
        guard case .drag(let gesture) = drag.action else { return false }
        let end = drag.time + gesture.path.map(\.over).reduce(0, +)
        return dismissal.time > drag.time && dismissal.time < end
      }
    }
  }

  /// The scenario's inputs as `TimedInput`s, written out independently of the player.
  static func timedInputs(_ scenario: Scenario) -> [TimedInput] {
    var inputs: [TimedInput] = []
    for input in scenario.inputs {
      if case .paced(let inner, let animation) = input.action {
        var move = scenario
        move.inputs = [ScenarioInput(at: input.time, inner)]
        inputs += timedInputs(move)
        // The app's animation on a 120 Hz display: a frame every 1/120 s, ending on its end or
        // at the next paced change, whose animation alone paces the sheet from then on.
        let frames = Int((animation.duration * 120).rounded(.up))
        let nextPaced =
          scenario.inputs.filter {
            if case .paced = $0.action { $0.time > input.time } else { false }
          }.map(\.time).min() ?? .infinity
        for frame in 0...frames {
          let share = Double(frame) / Double(frames)
          guard input.time + animation.duration * share < nextPaced else { break }
          inputs.append(
            TimedInput(
              // The animation's own time, computed as the player does, so the bits match.
              .paceMove(
                progress: animation.curve.value(at: share),
                time: input.time + animation.duration * share - input.time),
              at: input.time + animation.duration * share))
        }
        continue
      }
      switch input.action {
      case .present(let animated):
        inputs.append(TimedInput(.present(animated: animated), at: input.time))
      case .dismiss(let animated):
        inputs.append(TimedInput(.dismiss(animated: animated), at: input.time))
      case .selectDetent(let id, let animated):
        inputs.append(
          TimedInput(.selectDetent(Detent.Identifier(id), animated: animated), at: input.time))
      case .drag(let gesture):
        let segments = gesture.path.map { (delta: $0.by, duration: $0.over) }
        var path = GesturePath.segments(at: input.time, segments, releaseVelocity: gesture.velocity)
        if gesture.cancelled { path.releaseVelocity = nil }
        inputs += path.inputs()
      case .touch(let duration):
        inputs.append(TimedInput(.touchDown, at: input.time))
        inputs.append(TimedInput(.touchLifted, at: input.time + duration))
      case .tapOnDimming: inputs.append(TimedInput(.tapOnDimming, at: input.time))
      case .contentHeight(let height, let animated):
        inputs.append(TimedInput(.contentHeightChanged(height, animated: animated), at: input.time))
      case .keyboard(let overlap, let motion):
        inputs.append(
          TimedInput(
            .keyboardChanged(overlap: overlap, animation: motion?.animation), at: input.time))
      case .accessibilityEscape: inputs.append(TimedInput(.accessibilityEscape, at: input.time))
      case .accessibilityIncrement:
        inputs.append(TimedInput(.accessibilityIncrement, at: input.time))
      case .accessibilityDecrement:
        inputs.append(TimedInput(.accessibilityDecrement, at: input.time))
      case .layout, .scrollDrag, .push, .pop, .interactivePop, .popToRoot, .setStack,
        .edgePresent, .tapOutside, .configure, .paced:
        break
      }
    }
    return inputs
  }

  @Test func everyBuiltInPassesAtSixtyAndAHundredAndTwentyHertz() {
    for scenario in BuiltInScenarios.all {
      for rate in ScenarioPlayer.supportedFramesPerSecond {
        let run = LabRun(scenario, framesPerSecond: rate)
        #expect(
          run.summary.frameCount == Int((scenario.duration * rate).rounded(.down)) + 1,
          "\(scenario.name) at \(rate)")
        #expect(run.summary.passed, "\(scenario.name) at \(rate) Hz: \(run.summary.failures)")
      }
    }
  }
}
