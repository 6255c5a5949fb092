import AllocationCounting
import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// Per-frame engine work must not touch the heap: an animation tick, a drag update, a release
/// decision, a `.fitting` layout change, a scroll-handoff pan update and a navigation frame
/// during a push. Each test warms up on a first run (one-time runtime work such as lazy
/// globals and metadata), then counts a second run, which must allocate nothing.
///
/// They run in the debug build CI uses: the layout code walks its arrays over raw buffers, since
/// unspecialised `Array` iteration and `insert` allocate coroutine frames at `-Onone`.
@Suite("Engine allocations", .enabled(if: AllocationCounter.isSupported))
struct EngineAllocationTests {
  /// Frames per counted run.
  static let frames = 500
  /// The time between counted frames, in seconds: short, so that a run of frames stays inside
  /// one spring's flight (500 frames span 50 ms) rather than measuring a sheet at rest.
  static let step = 1e-4

  /// Runs `frame` for ``frames`` frames ``step`` apart from `start` once to warm up, then again
  /// while counting; returns the second run's allocations. `frame` gets the frame's index and
  /// time and returns a value that is summed, so the optimiser cannot drop the work.
  static func allocationsOfSecondRun(
    from start: Double, _ frame: (_ index: Int, _ time: Double) -> Double
  ) -> Int {
    var time = start
    var index = 0
    var sink = 0.0
    func run() {
      for _ in 0..<frames {
        time += step
        index += 1
        sink += frame(index, time)
      }
    }
    run()
    let count = AllocationCounter.count { run() }
    #expect(sink.isFinite)
    return count
  }

  /// The extent of `engine`'s frame at `time`, its notifications drained as an adapter does.
  static func extentDrainingNotifications(_ engine: inout SheetEngine, at time: Double) -> Double {
    let extent = engine.step(to: time).extent
    engine.drainNotifications { _ in }
    return extent
  }

  static func presented(_ configuration: SheetConfiguration = .fitting) -> SheetEngine {
    var engine = Phone.presented(configuration)
    engine.drainNotifications { _ in }
    return engine
  }

  @Test("a frame of a move an app's animation paces, sample and all, allocates nothing")
  func pacedMoveTick() {
    var engine = Self.presented(SheetConfiguration(detents: [.medium, .large]))
    engine.handle(.selectDetent(.large, animated: true), at: 0)
    var pacing = TransactionPacing()
    _ = pacing.probeValue(for: .init(isShown: true, detent: .medium))
    _ = pacing.probeValue(for: .init(isShown: true, detent: .large))
    _ = pacing.handle(.updateBegan(follows: true))
    _ = pacing.handle(.moveBegan)
    _ = pacing.handle(.updateEnded)
    let allocations = Self.allocationsOfSecondRun(from: 0.0) { index, time in
      // The animation's sample as the wrapper's mailbox hands it over (never 1, so the move
      // stays paced), through the rule to the engine.
      let share = Double(index) / Double(2 * Self.frames + 1)
      let sample = TransactionPacing.Event.sampled(
        change: 1, progress: TimingCurve.easeInOut.value(at: share), time: time)
      if case .pace(let progress, let elapsed)? = pacing.handle(sample) {
        engine.handle(.paceMove(progress: progress, time: elapsed), at: time)
      }
      return Self.extentDrainingNotifications(&engine, at: time)
    }
    #expect(allocations == 0)
    #expect(engine.currentFrame.isAnimating, "the move must still be paced while counted")
  }

  @Test("a frame while the base line follows the keyboard's curve or spring allocates nothing")
  func keyboardLiftTick() {
    for animation in [KeyboardAnimation.curve(.easeInOut, duration: 0.25), .systemKeyboard] {
      var engine = Self.presented()
      engine.handle(.keyboardChanged(overlap: 336, animation: animation), at: 0)
      let allocations = Self.allocationsOfSecondRun(from: 0.0) { _, time in
        engine.step(to: time).keyboardLift
      }
      #expect(allocations == 0)
      #expect(engine.needsFrames, "the base line must still be moving while counted")
    }
  }

  @Test(
    "a frame of a card gliding sideways to a new placement, and a drag of it, allocate nothing, in either surface style"
  )
  func cardGlideTick() {
    for style in [SheetSurfaceStyle.attached, .floating] {
      var configuration = SheetConfiguration.fitting
      configuration.placement = .leading(.default)
      configuration.surfaceStyle = style
      configuration.printsCorrectionsInDebug = false
      var context = IPad.context(IPad.landscape)
      context.displayCornerRadius = 18
      var engine = SheetEngine(configuration: configuration, context: context)
      engine.handle(.present(animated: false), at: 0)
      configuration.placement = .trailing(.fraction(0.3, minimum: 320, maximum: 420))
      engine.updateConfiguration(configuration, at: 0)
      engine.handle(.dragBegan, at: 0)
      let allocations = Self.allocationsOfSecondRun(from: 0.0) { index, time in
        engine.handle(.dragChanged(translation: Double(index % 400) - 200), at: time)
        let frame = engine.step(to: time)
        return frame.sheetRect.minX + frame.surface.topCornerRadius + frame.contentRect.width
      }
      #expect(allocations == 0, "\(style)")
      #expect(engine.step(to: engine.time).isAnimating, "the glide must still run while counted")
    }
  }

  @Test("an animation tick allocates nothing")
  func animationTick() {
    var engine = Phone.engine()
    engine.handle(.present(animated: true), at: 0)
    let allocations = Self.allocationsOfSecondRun(from: 0.0) { _, time in
      return Self.extentDrainingNotifications(&engine, at: time)
    }
    #expect(allocations == 0)
    #expect(engine.phase == .presenting, "the spring must still be moving while counted")
  }

  @Test("a drag update allocates nothing")
  func dragUpdate() {
    var engine = Self.presented()
    engine.handle(.dragBegan, at: 0.1)
    let allocations = Self.allocationsOfSecondRun(from: 0.1) { index, time in
      // Back and forth across the detents and past both ends (rubber band included).
      let translation = Double(index % 900) - 450
      engine.handle(.dragChanged(translation: translation), at: time)
      return engine.step(to: time).extent
    }
    #expect(allocations == 0)
    #expect(engine.phase == .dragging)
  }

  @Test("a drag update between .medium and .large, the presenter receding, allocates nothing")
  func recedingDragUpdate() {
    var configuration = SheetConfiguration(detents: [.medium, .large])
    configuration.recedesPresenter = true
    var engine = Self.presented(configuration)
    engine.handle(.dragBegan, at: 0.1)
    let allocations = Self.allocationsOfSecondRun(from: 0.1) { index, time in
      // Up from .medium to past .large and back: the recession grows and returns.
      let translation = -Double(index % 450)
      engine.handle(.dragChanged(translation: translation), at: time)
      return engine.step(to: time).presenterRecession.scale
    }
    #expect(allocations == 0)
    #expect(engine.step(to: 1).presenterRecession.isReceded)
  }

  @Test("a touch-down that catches a moving sheet, and its still lift, allocate nothing")
  func touchCatch() {
    var engine = Self.presented(SheetConfiguration(detents: [.medium, .large]))
    let allocations = Self.allocationsOfSecondRun(from: 0.1) { index, time in
      // A release that springs back, caught at once and let go without moving.
      engine.handle(.dragBegan, at: time)
      engine.handle(.dragChanged(translation: Double(index % 7) * -30), at: time)
      engine.handle(.dragEnded(velocity: 0), at: time)
      engine.handle(.touchDown, at: time)
      engine.handle(.touchLifted, at: time)
      return Self.extentDrainingNotifications(&engine, at: time)
    }
    #expect(allocations == 0)
  }

  @Test("a release decision allocates nothing")
  func releaseDecision() {
    var engine = Self.presented()
    let allocations = Self.allocationsOfSecondRun(from: 0.1) { index, time in
      engine.handle(.dragBegan, at: time)
      engine.handle(.dragChanged(translation: Double(index % 7) * -40), at: time)
      // Up and down flicks, never fast enough downwards to dismiss.
      engine.handle(.dragEnded(velocity: Double(index % 5) * 400 - 1_600), at: time)
      return Self.extentDrainingNotifications(&engine, at: time)
    }
    #expect(allocations == 0)
  }

  @Test("a .fitting content height change allocates nothing")
  func fittingLayoutChange() {
    var engine = Self.presented()
    let allocations = Self.allocationsOfSecondRun(from: 0.1) { index, time in
      engine.handle(.contentHeightChanged(200 + Double(index % 300), animated: true), at: time)
      return Self.extentDrainingNotifications(&engine, at: time)
    }
    #expect(allocations == 0)
  }

  @Test("a scroll-handoff pan update allocates nothing")
  func handoffPanUpdate() {
    var engine = Self.presented()
    var scroll = ScrollViewEmulator(contentHeight: 2_000, boundsHeight: 600)
    var handoff = ScrollHandoff()
    scroll.beginPan(at: 0.1)
    handoff.panBegan(scrollView: ScrollViewID(1), isVertical: true, metrics: scroll.metrics)
    let allocations = Self.allocationsOfSecondRun(from: 0.1) { index, time in
      // Up until the sheet is full and the content scrolls, then back down: both handoffs.
      let phase = index % 1_200
      let translation = phase < 600 ? -Double(phase) : Double(phase - 1_200)
      scroll.pan(translation: translation)
      let update = handoff.panChanged(
        translation: translation, metrics: scroll.metrics, engine: &engine, at: time)
      if let offset = update.contentOffset { scroll.setContentOffset(offset) }
      return engine.step(to: time).extent + update.sheetDelta
    }
    #expect(allocations == 0)
    #expect(handoff.sheetIsDragging)
  }

  @Test("a navigation frame during a push allocates nothing")
  func navigationFrame() {
    var engine = Self.presented()
    var stack = NavigationSizing(
      root: NavigationScreen(id: 0, preferredHeight: 300), containerWidth: 390, time: 0.1)
    stack.push(NavigationScreen(id: 1, preferredHeight: 520), animated: true, at: 0.1)
    let allocations = Self.allocationsOfSecondRun(from: 0.1) { index, time in
      stack.drive(&engine, at: time)
      return stack.frame(at: time).contentHeight + engine.step(to: time).extent
    }
    #expect(allocations == 0)
    #expect(stack.isTransitioning, "the push must still run while counted")
  }

  /// A presented floating sheet on a display with rounded corners, so its surface morphs.
  static func floating() -> SheetEngine {
    var engine = Phone.presented(
      SheetConfiguration(detents: [.medium, .large], surfaceStyle: .floating),
      displayCornerRadius: 44)
    engine.drainNotifications { _ in }
    return engine
  }

  @Test("a drag across the floating surface's morph allocates nothing")
  func floatingDragUpdate() {
    var engine = Self.floating()
    engine.handle(.dragBegan, at: 0.1)
    var attachments = Set<Double>()
    let allocations = Self.allocationsOfSecondRun(from: 0.1) { index, time in
      // From medium up past the full height and back: floating, morphing and attached.
      let translation = -Double(index % 500)
      engine.handle(.dragChanged(translation: translation), at: time)
      let surface = engine.step(to: time).surface
      return surface.attachment + surface.topCornerRadius + surface.leadingInset
    }
    for translation in [0.0, -200, -499] {
      engine.handle(.dragChanged(translation: translation), at: engine.time)
      attachments.insert(engine.step(to: engine.time).surface.attachment)
    }
    #expect(allocations == 0)
    #expect(attachments.count == 3, "the drag must cover the morph: \(attachments)")
  }

  @Test("a spring tick through the floating surface's morph allocates nothing")
  func floatingSpringTick() {
    var engine = Self.floating()
    engine.handle(.selectDetent(.large, animated: true), at: 0)
    let allocations = Self.allocationsOfSecondRun(from: 0.0) { _, time in
      engine.step(to: time).surface.bottomCornerRadius
    }
    #expect(allocations == 0)
    #expect(engine.phase == .settling, "the spring must still be moving while counted")
  }
}
