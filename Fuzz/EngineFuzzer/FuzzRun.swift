import BottomSheetCore
import BottomSheetRules

/// Runs one ``FuzzPlan`` through the real engine (with a scroll handoff and, when the plan asks,
/// a navigation stack), checking every frame, then idles and checks the sheet came to rest.
/// Any violated invariant traps, so libFuzzer records the input.
struct FuzzRun {
  let plan: FuzzPlan
  var engine: SheetEngine
  var handoff: ScrollHandoff
  var scroll: ScrollViewEmulator?
  var navigation: NavigationSizing?
  var nextScreen = 1
  var notifications: [SheetNotification] = []
  /// The plan's clock, in seconds: it may go backwards, and may jump to huge values.
  var clock: Double
  /// Every spring that may be carrying something (configurations can change mid-motion).
  var springs: [SheetSpring]
  /// The largest sanitised container height seen, in points.
  var tallestContainer: Double
  /// Every frame drawn, to compare with a replay of the engine's recording.
  var frames: [SheetFrame] = []

  init(plan: FuzzPlan) {
    self.plan = plan
    let start = FuzzLimits.time(plan.startTime, otherwise: 0)
    engine = SheetEngine(
      configuration: plan.configuration, context: plan.context, time: start, records: true)
    handoff = ScrollHandoff(expandsWhenScrollingUp: plan.expandsWhenScrollingUp)
    if plan.usesNavigation {
      navigation = NavigationSizing(
        root: NavigationScreen(
          id: 0, preferredHeight: FuzzLimits.screenHeight(plan.rootHeight),
          scrollView: ScrollViewID(0)),
        containerWidth: plan.context.containerSize.width, time: start)
    }
    clock = engine.time  // the engine replaces a garbage start time; the plan follows it
    springs = [
      .criticallyDamped(response: SheetConfiguration.reducedMotionResponse),
      NavigationSizing.settleSpring,
    ]
    tallestContainer = 0
    noteConfiguration(plan.configuration)
    noteLayout()
  }

  // MARK: - Running

  mutating func execute() {
    for (delay, step) in plan.steps {
      let when = FuzzLimits.time(clock + delay, otherwise: clock)
      drawFrames(until: when)
      if when.isFinite { clock = when }
      apply(step, at: when)
      drain()
      noteLayout()
    }
    settleAndCheckRest()
    checkReplay()
  }

  /// A fresh engine replaying the recording draws every frame again, bit for bit.
  func checkReplay() {
    guard let recording = engine.recording else { fail("the engine kept no recording") }
    var replay = SheetEngine(replaying: recording)
    var index = 0
    for step in recording.steps {
      guard let frame = replay.replay(step, from: recording) else { continue }
      require(index < frames.count, "the replay drew more frames than the run")
      let drawn = frames[index]
      let same =
        frame == drawn && frame.extent.bitPattern == drawn.extent.bitPattern
        && frame.velocity.bitPattern == drawn.velocity.bitPattern
      require(same, "replayed frame \(index) differs: \(frame) vs \(drawn)")
      index += 1
    }
    require(index == frames.count, "the replay drew \(index) of \(frames.count) frames")
  }

  mutating func drawFrames(until end: Double) {
    guard end.isFinite, end > clock else { return }
    let step = 1 / plan.framesPerSecond
    var index = 1
    while index <= FuzzLimits.maximumFramesPerGap {
      let time = clock + Double(index) * step
      guard time < end else { break }
      drawFrame(at: time)
      index += 1
    }
  }

  @discardableResult
  mutating func drawFrame(at time: Double) -> SheetFrame {
    scroll?.advance(to: time)
    if navigation != nil {
      let navigationFrame = navigation!.frame(at: time)
      check(navigationFrame)
      navigation!.drive(&engine, at: time)
    }
    let frame = engine.step(to: time)
    frames.append(frame)
    check(frame)
    drain()
    return frame
  }

  mutating func apply(_ step: FuzzStep, at time: Double) {
    switch step {
    case .input(let input):
      engine.handle(input, at: time)
    case .updateConfiguration(let configuration, _, let animated):
      noteConfiguration(configuration)
      engine.updateConfiguration(configuration, animated: animated, at: time)
    case .panBegan(let contentHeight, let boundsHeight, let vertical):
      var emulator = ScrollViewEmulator(contentHeight: contentHeight, boundsHeight: boundsHeight)
      emulator.beginPan(at: time)
      handoff.trackedScrollView = navigation?.trackedScrollView
      let id = ScrollViewID(navigation?.topScreen.id ?? 0)
      if handoff.panBegan(scrollView: id, isVertical: vertical, metrics: emulator.metrics) {
        scroll = emulator
      }
    case .panChanged(let raw):
      guard var emulator = scroll, emulator.isTracking else { return }
      let translation = FuzzLimits.panTranslation(raw)
      emulator.pan(translation: translation)
      let update = handoff.panChanged(
        translation: translation, metrics: emulator.metrics, engine: &engine, at: time)
      require(update.sheetDelta.isFinite && update.contentDelta.isFinite, "handoff delta \(update)")
      if let offset = update.contentOffset {
        require(offset.isFinite, "handoff offset \(update)")
        emulator.setContentOffset(offset)
      }
      scroll = emulator
    case .panEnded(let velocity):
      guard var emulator = scroll, emulator.isTracking else { return }
      let release = handoff.panEnded(
        velocity: velocity, metrics: emulator.metrics, engine: &engine, at: time)
      require(release.stopContentAt?.isFinite ?? true, "handoff release \(release)")
      emulator.endPan(velocity: velocity, at: time, stopAt: release.stopContentAt)
      scroll = emulator
    case .panCancelled:
      handoff.panCancelled(engine: &engine, at: time)
      scroll = nil
    default:
      applyNavigation(step, at: time)
    }
  }

  mutating func applyNavigation(_ step: FuzzStep, at time: Double) {
    guard var stack = navigation else { return }
    switch step {
    case .push(let height, let animated):
      let screen = NavigationScreen(
        id: nextScreen, preferredHeight: FuzzLimits.screenHeight(height),
        scrollView: ScrollViewID(nextScreen))
      nextScreen += 1
      stack.push(screen, animated: animated, at: time)
    case .pop(let animated, let toRoot):
      if toRoot {
        stack.popToRoot(animated: animated, at: time)
      } else {
        stack.pop(animated: animated, at: time)
      }
    case .setPreferredHeight(let height, let top):
      let id = top ? stack.topScreen.id : stack.stack[0].id
      stack.setPreferredHeight(height, for: id, at: time)
    case .interactivePopBegan:
      stack.interactivePopBegan(at: time)
    case .interactivePopChanged(let translation):
      stack.interactivePopChanged(translation: translation, at: time)
    case .interactivePopEnded(let velocity):
      stack.interactivePopEnded(velocity: velocity, at: time)
    case .interactivePopCancelled:
      stack.interactivePopCancelled(at: time)
    default:
      break
    }
    stack.drive(&engine, at: time)
    navigation = stack
  }

  mutating func drain() {
    engine.drainNotifications { notifications.append($0) }
    navigation?.drainEvents { _ in }
  }

  mutating func noteConfiguration(_ configuration: SheetConfiguration) {
    springs.append(configuration.presentSpring)
    springs.append(configuration.settleSpring)
    springs.append(configuration.dismissSpring)
    springs.append(configuration.keyboardSpring)
  }

  mutating func noteLayout() {
    tallestContainer = max(tallestContainer, engine.layout.context.containerSize.height)
  }

  // MARK: - Coming to rest

  /// A time after which every motion that could have been started has settled, in seconds:
  /// the slowest spring's conservative settling time from a start state far beyond anything the
  /// engine can reach (every input may have pumped in a container height of displacement and
  /// the fastest accepted flick).
  var settlingHorizon: Double {
    let pumps = Double(plan.steps.count + 4)
    let displacement = pumps * 2 * (tallestContainer + 1)
    var fastest = 0.0
    for spring in springs { fastest = max(fastest, spring.naturalFrequency) }
    let speed = pumps * (SheetEngine.maximumSpeed + fastest * displacement)
    var horizon = NavigationSizing.transitionDuration
    for spring in springs {
      horizon = max(
        horizon,
        spring.settlingDuration(
          displacement: displacement, velocity: speed,
          positionTolerance: SheetEngine.positionTolerance * 1e-3,
          velocityTolerance: SpringAnimation.defaultVelocityTolerance * 1e-3))
    }
    return horizon + 1
  }

  mutating func settleAndCheckRest() {
    // Lift every finger, then leave the sheet alone. (The plan's clock may have gone backwards;
    // the engine and the stack never do, so idling starts from the latest of the three.)
    // Times beyond SheetEngine.maximumTime are ignored by contract, so idling starts from at
    // most that.
    clock = max(
      min(clock, SheetEngine.maximumTime / 2), engine.time, navigation?.time ?? engine.time)
    let release = clock + 0.01
    handoff.panCancelled(engine: &engine, at: release)
    scroll = nil
    engine.handle(.dragCancelled, at: release)
    engine.handle(.touchLifted, at: release)
    navigation?.interactivePopCancelled(at: release)
    navigation?.drive(&engine, at: release)
    drain()
    clock = release
    let idleEnd = clock + FuzzLimits.idleFrames
    drawFrames(until: idleEnd)
    clock = idleEnd
    let horizon = settlingHorizon
    // Far samples: the closed form must answer any instant, not just display ticks.
    var probe = horizon / 1_024
    while probe < horizon {
      drawFrame(at: clock + probe)
      probe *= 4
    }
    // The navigation stack finishes first; the height it then sends starts one last move.
    drawFrame(at: clock + horizon)
    require(navigation?.isTransitioning != true, "navigation still transitioning at the horizon")
    let last = drawFrame(at: clock + 2 * horizon)
    checkRest(last, at: clock + 2 * horizon)
  }

  func checkRest(_ last: SheetFrame, at time: Double) {
    let sequence = notifications
    if let violation = NotificationOrder.violation(in: sequence) {
      fail("notification order: \(violation) in \(sequence)")
    }
    require(
      !last.isAnimating && !engine.needsFrames,
      "still moving \(2 * settlingHorizon) s after the last input (t = \(time)): \(last)")
    switch last.phase {
    case .hidden:
      require(last.extent == 0, "hidden at extent \(last.extent)")
    case .resting:
      guard let detent = last.detent, engine.detents.extent(of: detent) != nil else {
        fail("resting without a known detent: \(last)")
      }
      // An unanimated layout change smaller than half the tolerance leaves the sheet where it
      // is (SheetEngine.relayoutMotion), so "at a stop" means within the tolerance.
      let stops = engine.detents.stops
      let nearest = stops[engine.detents.nearestStopIndex(to: last.extent)]
      require(
        abs(nearest.extent - last.extent) <= SheetEngine.positionTolerance,
        "resting between stops (\(stops)): \(last)")
      // Known findings (Fuzz/Regressions/configuration-update-mid-animation-rests-off-detent,
      // Fuzz/Regressions/merged-detents-split-mid-animation-rest-off-selected): the sheet can
      // rest at a stop other than the one `detent` names (see FuzzLimits).
      if FuzzLimits.checksRestingDetentName {
        let named = engine.detents.extent(of: detent) ?? .nan
        require(
          abs(named - last.extent) <= SheetEngine.positionTolerance,
          "resting off its detent (\(named)): \(last)")
      }
    default:
      fail("final phase \(last.phase) after idling: \(last)")
    }
    let state = NotificationOrder.finalState(of: sequence)
    require(
      state == engine.presentationState,
      "notifications end in \(state), engine says \(engine.presentationState)")
    require(
      (state == .dismissed) == (last.phase == .hidden),
      "life cycle \(state) disagrees with phase \(last.phase)")
  }

  // MARK: - Checks

  func check(_ frame: SheetFrame) {
    let rect = frame.sheetRect
    let numbers = [
      frame.time, frame.extent, frame.keyboardLift, frame.velocity, frame.dimmingAlpha,
      rect.minX, rect.minY, rect.width, rect.height,
    ]
    for number in numbers where !number.isFinite {
      fail("non-finite value in \(frame)")
    }
    let height = engine.layout.context.containerSize.height
    require(frame.extent >= 0 && frame.extent <= height, "extent outside 0...\(height): \(frame)")
    require(
      frame.keyboardLift >= 0 && frame.keyboardLift <= height,
      "keyboard lift outside 0...\(height): \(frame)")
    require(frame.dimmingAlpha >= 0 && frame.dimmingAlpha <= 1, "dimming alpha: \(frame)")
    require(frame.time == engine.time, "frame time \(frame.time) != engine time \(engine.time)")
    if frame.phase == .hidden {
      require(frame.extent == 0, "hidden phase at extent \(frame.extent): \(frame)")
    }
  }

  func check(_ frame: NavigationFrame) {
    require(
      frame.progress.isFinite && frame.progress >= 0 && frame.progress <= 1,
      "navigation progress \(frame)")
    require(
      frame.contentHeight.isFinite && frame.contentHeight >= 0, "navigation height \(frame)")
  }

  func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
  }

  func fail(_ message: String) -> Never {
    report("=== invariant violated: \(message)\n=== plan:\n\(plan)")
    fatalError("invariant violated: \(message)")
  }
}
