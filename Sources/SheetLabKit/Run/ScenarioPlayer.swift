import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport

/// Runs a ``Scenario`` through the real engine on a fixed-step clock, the way
/// `ScenarioRunner` does, with the scroll handoff and the navigation sizing driven alongside.
///
/// Each tick applies every event due (at its own time), lets the navigation transition and
/// the list's deceleration advance, then reads the engine's frame. For a scenario of plain
/// engine inputs the frames and notifications are exactly `ScenarioRunner`'s.
///
/// ```swift
/// let trace = ScenarioPlayer.play(BuiltInScenarios.named("flick-dismisses")!)
/// print(trace.sheetTrace.largestUndrivenJump())
/// ```
package enum ScenarioPlayer {
  /// The frame rates the command line offers, in frames per second.
  package static let supportedFramesPerSecond: [Double] = [60, 120]
  /// The default frame rate: a ProMotion display's, in frames per second.
  package static let defaultFramesPerSecond: Double = 120

  /// Runs `scenario` from 0 to its duration at `framesPerSecond`. With `records`, the trace
  /// carries the engine's ``SheetRecording`` of the run.
  package static func play(
    _ scenario: Scenario, framesPerSecond: Double = defaultFramesPerSecond, records: Bool = false
  ) -> LabTrace {
    guard let spec = scenario.stacked else {
      return playOne(scenario, framesPerSecond: framesPerSecond, records: records)
    }
    // The upper sheet first: it hears nothing of the lower one. A persistent lower sheet is
    // covered from the upper one's `willPresent` to its `didDismiss` (the UIKit adapter's
    // presentation begins and the sheet's release).
    var upper = playOne(
      spec.scenario(under: scenario), framesPerSecond: framesPerSecond, records: false)
    let isPersistent = scenario.configuration.isPersistent
    let covers: [TimedLabEvent] =
      isPersistent
      ? upper.sheetTrace.notifications.compactMap { timed in
        let began = timed.notification == .willPresent
        guard began || timed.notification == .didDismiss else { return nil }
        return TimedLabEvent(time: timed.time, event: .cover(began: began), inputIndex: -1)
      } : []
    var lower = playOne(
      scenario, framesPerSecond: framesPerSecond, records: records, extraEvents: covers)
    for index in lower.frames.indices where index < upper.frames.count {
      let above = upper.frames[index]
      if isPersistent {
        // The screen, with the persistent sheet in it, recedes behind the upper sheet as its
        // presenter; the upper sheet's shade lies over both.
        let screen = above.presenter
        lower.frames[index].presenter = PresenterRecession(
          progress: screen.progress, scale: screen.scale, cornerRadius: screen.cornerRadius,
          dimmingAlpha: 0, verticalOffset: screen.verticalOffset)
        let size = lower.frames[index].containerSize
        lower.frames[index].stacked = StackedSheetRecession(
          progress: screen.progress, scale: screen.scale, translationY: screen.verticalOffset,
          shadeAlpha: screen.dimmingAlpha,
          anchor: Point(x: size.width / 2, y: size.height / 2))
      } else {
        lower.frames[index].stacked = StackedSheetRecession(
          upper: above.sheet.presenterRecessionInput, lower: lower.frames[index].sheet)
      }
      // The upper sheet's presenter is the lower sheet (or the screen drawn with it).
      upper.frames[index].presenter = .none
    }
    lower.stacked = [upper]
    return lower
  }

  /// Plays one sheet, with `extraEvents` (a stacked sheet's covers) among its inputs' events.
  static func playOne(
    _ scenario: Scenario, framesPerSecond: Double, records: Bool,
    extraEvents: [TimedLabEvent] = []
  ) -> LabTrace {
    var rig = LabRig(scenario, records: records)
    let events = (expand(scenario.inputs) + extraEvents).enumerated().sorted { lhs, rhs in
      lhs.element.time == rhs.element.time
        ? lhs.offset < rhs.offset : lhs.element.time < rhs.element.time
    }.map(\.element)
    var clock = FixedStepClock(framesPerSecond: framesPerSecond)
    var sheetTrace = SheetTrace(frameDuration: clock.step)
    var frames: [LabFrame] = []
    var navigationEvents: [TimedNavigationEvent] = []
    let capacity = Int(scenario.duration * clock.framesPerSecond) + 2
    frames.reserveCapacity(capacity)
    sheetTrace.frames.reserveCapacity(capacity)
    rig.markers = scenario.inputs.map {
      TraceMarker(time: $0.time, label: $0.action.label, kind: .input)
    }
    var next = 0
    var now = clock.now
    while now <= scenario.duration + 1e-9 {
      while next < events.count, events[next].time <= now + 1e-9 {
        let scheduled = events[next]
        rig.apply(scheduled.event, at: scheduled.time)
        sheetTrace.inputTimes.append(scheduled.time)
        let taken = rig.presentation.takeNotifications()
        rig.observe(taken)
        sheetTrace.notifications += taken
        next += 1
      }
      rig.tick(to: now)
      let frame = rig.presentation.frame(at: now)
      let taken = rig.presentation.takeNotifications()
      rig.observe(taken)
      sheetTrace.notifications += taken
      rig.navigation?.drainEvents { event in
        navigationEvents.append(TimedNavigationEvent(time: now, event: event))
      }
      sheetTrace.frames.append(frame)
      let context = rig.engine.layout.context
      frames.append(
        LabFrame(
          sheet: frame, containerSize: context.containerSize, safeArea: context.safeAreaInsets,
          keyboardOverlap: context.keyboardOverlap, contentHeight: context.preferredContentHeight,
          contentOffset: rig.scroll?.contentOffset, finger: rig.finger,
          fingerTravel: rig.fingerTravel.step(finger: rig.finger),
          navigation: rig.navigation?.frame(at: now), surfaceMorph: rig.engine.surfaceMorph,
          displayCornerRadius: context.displayCornerRadius,
          recessionSpan: LabFrame.span(of: rig.engine.presenterRecessionRange),
          presenter: rig.presenter.shown(for: frame, at: now)))
      now = clock.tick()
    }
    let host = rig.presentation.log
    let instantInputTimes = scenario.inputs.filter(\.action.isInstant).map(\.time)
    rig.markers += host.entries.map {
      TraceMarker(time: $0.time, label: "UIKit: \($0.label)", kind: .transition)
    }
    let markers = rig.markers.enumerated().sorted { lhs, rhs in
      lhs.element.time == rhs.element.time
        ? lhs.offset < rhs.offset : lhs.element.time < rhs.element.time
    }.map(\.element)
    return LabTrace(
      scenario: scenario, framesPerSecond: clock.framesPerSecond, sheetTrace: sheetTrace,
      frames: frames, markers: markers, navigationEvents: navigationEvents, host: host,
      instantInputTimes: instantInputTimes, recording: rig.engine.recording)
  }

  /// The scenario's inputs as atomic events in time order (ties keep their order), gestures
  /// expanded into touch samples by `GesturePath`. A paced input's animation sends its frames
  /// until the next paced input: the SwiftUI wrapper's pacing rule (`TransactionPacing`) takes
  /// only the samples of the change whose move is paced, so an earlier change's animation, which
  /// SwiftUI keeps running, never steers the sheet.
  static func expand(_ inputs: [ScenarioInput]) -> [TimedLabEvent] {
    var events: [TimedLabEvent] = []
    let pacedTimes = inputs.compactMap { input -> Double? in
      if case .paced = input.action { return input.time }
      return nil
    }
    for (index, input) in inputs.enumerated() {
      func add(_ event: LabEvent, at time: Double = input.time) {
        events.append(TimedLabEvent(time: time, event: event, inputIndex: index))
      }
      var action = input.action
      var animation: AppAnimation?
      if case .paced(let paced, let pacing) = action {
        action = paced
        animation = pacing
      }
      switch action {
      case .present(let animated): add(.engine(.present(animated: animated)))
      case .dismiss(let animated): add(.engine(.dismiss(animated: animated)))
      case .selectDetent(let id, let animated):
        add(.engine(.selectDetent(Detent.Identifier(id), animated: animated)))
      case .drag(let gesture): expand(gesture, on: .sheet, at: input.time, add)
      case .scrollDrag(let gesture): expand(gesture, on: .list, at: input.time, add)
      case .touch(let duration):
        add(.touch(down: true))
        add(.touch(down: false), at: input.time + duration)
      case .interactivePop(let gesture): expand(gesture, on: .edge, at: input.time, add)
      case .tapOnDimming: add(.engine(.tapOnDimming))
      case .contentHeight(let height, let animated):
        add(.engine(.contentHeightChanged(height, animated: animated)))
      case .keyboard(let overlap, let motion):
        add(.engine(.keyboardChanged(overlap: overlap, animation: motion?.animation)))
      case .layout(let container, let safeArea): add(.layout(container, safeArea))
      case .accessibilityEscape: add(.engine(.accessibilityEscape))
      case .accessibilityIncrement: add(.engine(.accessibilityIncrement))
      case .accessibilityDecrement: add(.engine(.accessibilityDecrement))
      case .push(let screen, let animated): add(.push(screen, animated: animated))
      case .pop(let animated): add(.pop(animated: animated))
      case .popToRoot(let animated): add(.popToRoot(animated: animated))
      case .setStack(let screens, let animated): add(.setStack(screens, animated: animated))
      case .edgePresent(let gesture): expand(gesture, on: .bottomEdge, at: input.time, add)
      case .tapOutside: add(.tapOutside)
      case .configure(let change): add(.configure(change))
      case .paced: break  // unwrapped above; the decoder allows no nesting
      }
      // The app's animation's frames after its move, the first (progress 0) at once, up to the
      // next paced change.
      let nextPaced = pacedTimes.filter { $0 > input.time }.min() ?? .infinity
      for sample in animation?.samples(from: input.time) ?? [] where sample.time < nextPaced {
        add(
          .engine(.paceMove(progress: sample.progress, time: sample.time - input.time)),
          at: sample.time)
      }
    }
    return events.enumerated().sorted { lhs, rhs in
      lhs.element.time == rhs.element.time
        ? lhs.offset < rhs.offset : lhs.element.time < rhs.element.time
    }.map(\.element)
  }

  private static func expand(
    _ gesture: GestureSpec, on surface: LabEvent.Surface, at time: Double,
    _ add: (LabEvent, Double) -> Void
  ) {
    for timed in gesture.gesturePath(at: time).inputs() {
      switch timed.input.kind {
      case .dragBegan: add(.began(surface), timed.time)
      case .dragChanged(let translation): add(.moved(surface, translation: translation), timed.time)
      case .dragEnded(let velocity): add(.ended(surface, velocity: velocity), timed.time)
      default: add(.ended(surface, velocity: nil), timed.time)
      }
    }
  }
}
