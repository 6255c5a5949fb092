import BaselineAnimator
import Benchmark
@_spi(Benchmarks) import BottomSheetCore
import BottomSheetTestSupport
@_spi(Benchmarks) import SheetLabKit

/// Per-frame benchmarks: each iteration runs 1,000 frames (`scalingFactor: .kilo`); run with
/// `--scale` to read the figures per frame.
var perFrame: Benchmark.Configuration {
  .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(1))
}

/// Whole-scenario benchmarks: one iteration is one scenario.
var perScenario: Benchmark.Configuration {
  .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(1))
}

/// Detent counts and navigation depths for the scaling benchmarks.
let detentCounts = [2, 10, 100, 1_000]
let screenCounts = [2, 10, 100]

let benchmarks: @Sendable () -> Void = {
  frameBenchmarks()
  surfaceBenchmarks()
  scenarioBenchmarks()
  springBenchmarks()
  scalingBenchmarks()
  recordingBenchmarks()
}

/// Measures one drag update per scaled iteration on a grabbed `engine`: from 600 pt up (past
/// `.large`, into the rubber band) to 400 pt down (toward hidden).
func dragUpdates(_ engine: inout SheetEngine, _ benchmark: Benchmark) {
  var time = 0.0
  benchmark.startMeasurement()
  for index in benchmark.scaledIterations {
    time += Fixtures.denseStep
    engine.handle(.dragChanged(translation: Double(index) - 600), at: time)
    blackHole(engine.step(to: time))
  }
  benchmark.stopMeasurement()
}

// MARK: - Recording

func recordingBenchmarks() {
  var recording = SheetEngine(
    configuration: Fixtures.quiet(.fitting), context: Fixtures.context(), records: true)
  recording.handle(.present(animated: false), at: 0)
  recording.handle(.dragBegan, at: 0)
  let grabbed = recording
  Benchmark(
    "Recording: drag update while recording (dragChanged + frame, two steps kept)",
    configuration: perFrame
  ) { benchmark in
    var engine = grabbed
    dragUpdates(&engine, benchmark)
    precondition(
      LabBenchmarks.stepCount(of: engine.recording!) >= 2_000, "recorded nothing")
  }

  // A minute at 120 Hz of a drag and its frames, then replayed from the start each iteration.
  var minute = grabbed
  for tick in 1...(60 * 120) {
    let time = Double(tick) / 120
    minute.handle(.dragChanged(translation: 300 * Double((tick % 240) - 120) / 120), at: time)
    _ = minute.step(to: time)
  }
  let file = minute.recording!
  Benchmark("Recording: replay one minute of dragging at 120 Hz", configuration: perScenario) {
    benchmark in
    benchmark.startMeasurement()
    blackHole(LabBenchmarks.replay(file))
    benchmark.stopMeasurement()
  }
}

// MARK: - One frame

func frameBenchmarks() {
  let settling = Fixtures.settling()
  Benchmark("Frame: animation tick (spring in flight)", configuration: perFrame) { benchmark in
    var engine = settling
    var time = 0.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      time += Fixtures.denseStep
      blackHole(engine.step(to: time))
    }
    benchmark.stopMeasurement()
    precondition(engine.phase == .settling, "measured a sheet at rest")
  }

  var paced = Fixtures.presented(detents: [.medium, .large])
  paced.handle(.selectDetent(.medium, animated: true), at: 0)
  Benchmark("Frame: paced move (paceMove + frame)", configuration: perFrame) { benchmark in
    var engine = paced
    var time = 0.0
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      time += Fixtures.denseStep
      // An app's animation's progress, never exactly 1, so the move stays paced.
      engine.handle(
        BenchmarkProbes.paceMove(
          progress: 0.5 + 0.4 * (Double(index % 200) / 200), time: Double(index) / 120),
        at: time)
      blackHole(engine.step(to: time))
    }
    benchmark.stopMeasurement()
    precondition(engine.phase == .settling, "measured a sheet at rest")
  }

  var grabbed = Fixtures.presented()
  grabbed.handle(.dragBegan, at: 0)
  Benchmark("Frame: drag update (dragChanged + frame)", configuration: perFrame) { benchmark in
    var engine = grabbed
    dragUpdates(&engine, benchmark)
  }

  let presented = Fixtures.presented()
  Benchmark(
    "Frame: drag update with scroll handoff (panChanged + frame)", configuration: perFrame
  ) { benchmark in
    var drag = LabBenchmarks.HandoffDrag(engine: presented)
    var time = 0.0
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      time += Fixtures.denseStep
      // 500 pt up (the sheet grows to .large, then the content scrolls), then back down.
      let translation = index < 500 ? -Double(index) : Double(index) - 1_000
      blackHole(drag.frame(translation: translation, at: time))
    }
    benchmark.stopMeasurement()
  }

  Benchmark(
    "Frame: .fitting layout change (contentHeightChanged + frame)", configuration: perFrame
  ) { benchmark in
    var engine = unshared(presented)
    var time = 0.0
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      time += Fixtures.denseStep
      engine.handle(.contentHeightChanged(200 + Double(index % 300), animated: true), at: time)
      blackHole(engine.step(to: time))
    }
    benchmark.stopMeasurement()
  }

  Benchmark("Event: release decision (dragBegan grab + dragEnded)", configuration: perFrame) {
    benchmark in
    var engine = unshared(presented)
    var time = 0.0
    var notifications = 0
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      time += Fixtures.denseStep
      engine.handle(.dragBegan, at: time)
      engine.handle(
        .dragEnded(velocity: releaseVelocities[index % releaseVelocities.count]), at: time)
      engine.drainNotifications { _ in notifications += 1 }
    }
    benchmark.stopMeasurement()
    blackHole(notifications)
  }
}

/// A copy of `template` that shares no storage with it, as an adapter's own engine would be:
/// a copy only duplicates its arrays (detents, notification queue) on their first mutation,
/// which would otherwise be counted in the measured region. Changing the detent and draining
/// the notification makes both unique; the sheet is back at `template`'s detent.
func unshared(_ template: SheetEngine) -> SheetEngine {
  var engine = template
  let stops = BenchmarkProbes.stopExtents(of: template)
  let detent = template.selectedDetent ?? stops[0].identifier
  let other = stops.first { $0.identifier != detent }?.identifier ?? detent
  engine.handle(.selectDetent(other, animated: false), at: template.time)
  engine.handle(.selectDetent(detent, animated: false), at: template.time)
  let content = BenchmarkProbes.preferredContentHeight(of: template)
  engine.handle(.contentHeightChanged(content, animated: false), at: template.time)
  engine.drainNotifications { _ in }
  return engine
}

/// Flicks up and gentle drops, none strong enough to dismiss, in points per second (down
/// positive).
let releaseVelocities: [Double] = [-2_400, -1_200, -600, -150, 0, 150, 300, -50]

// MARK: - The surface, the receding presenter, the card's glide and the material

/// The frames the surface benchmarks draw, counted before they are measured: how many fall
/// strictly inside the surface's morph (0 < attachment < 1) and how many recede the presenter.
/// The benchmarks check these, so none of them measures a sheet the new code skips.
struct SurfaceCoverage {
  var midMorph = 0
  var receding = 0

  mutating func count(_ frame: SheetFrame) {
    let attachment = BenchmarkProbes.surface(of: frame).attachment
    if attachment > 0 && attachment < 1 { midMorph += 1 }
    if LabBenchmarks.recedesPresenter(frame) { receding += 1 }
  }
}

/// The translation of the `index`th of 1,000 drag updates through the morph of a sheet grabbed
/// at its start: up to 98 % of the way to the full height over the first 500, back over the
/// rest.
func morphTranslation(_ index: Int, span: Double) -> Double {
  let step = index < 500 ? index : 1_000 - index
  return -0.98 * span * Double(step) / 500
}

func surfaceBenchmarks() {
  let frames = 1_000

  // 1. A spring through the floating morph, the presenter receding under a modal sheet.
  let settling = Fixtures.floatingSettling()
  var tickCoverage = SurfaceCoverage()
  do {
    var engine = settling
    for index in 1...frames {
      tickCoverage.count(engine.step(to: Double(index) * Fixtures.denseStep))
    }
  }
  precondition(
    tickCoverage.midMorph == frames && tickCoverage.receding == frames, "\(tickCoverage)")
  Benchmark(
    "Surface: animation tick through the floating morph (frame, presenter receding)",
    configuration: perFrame
  ) { benchmark in
    var engine = settling
    var time = 0.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      time += Fixtures.denseStep
      blackHole(engine.step(to: time))
    }
    benchmark.stopMeasurement()
    precondition(engine.phase == .settling, "measured a sheet at rest")
  }

  // 2. A drag through the morph: grabbed at .medium, up to near .large and back.
  var grabbed = Fixtures.floatingPresented()
  grabbed.handle(.dragBegan, at: 0)
  let span = Fixtures.morphSpan(of: grabbed)
  var dragCoverage = SurfaceCoverage()
  do {
    var engine = grabbed
    for index in 0..<frames {
      let time = Double(index + 1) * Fixtures.denseStep
      engine.handle(.dragChanged(translation: morphTranslation(index, span: span)), at: time)
      dragCoverage.count(engine.step(to: time))
    }
  }
  precondition(
    dragCoverage.midMorph == frames - 1 && dragCoverage.receding == frames - 1, "\(dragCoverage)")
  Benchmark(
    "Surface: drag update through the floating morph (dragChanged + frame)",
    configuration: perFrame
  ) { benchmark in
    var engine = grabbed
    var time = 0.0
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      time += Fixtures.denseStep
      engine.handle(.dragChanged(translation: morphTranslation(index, span: span)), at: time)
      blackHole(engine.step(to: time))
    }
    benchmark.stopMeasurement()
  }

  // 3. An iPad card gliding sideways to the leading side after a placement change.
  let gliding = Fixtures.cardGliding()
  do {
    var engine = gliding
    let first = engine.step(to: Fixtures.denseStep)
    let last = engine.step(to: Double(frames) * Fixtures.denseStep)
    precondition(
      first.sheetRect.minX > last.sheetRect.minX && last.isAnimating
        && BenchmarkProbes.surface(of: last).bottomInset == 0
        && BenchmarkProbes.surface(of: last).topCornerRadius > 0,
      "not a floating card gliding: \(first.sheetRect) to \(last.sheetRect)")
  }
  Benchmark(
    "Surface: iPad card gliding sideways after a placement change (frame)",
    configuration: perFrame
  ) { benchmark in
    var engine = gliding
    var time = 0.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      time += Fixtures.denseStep
      blackHole(engine.step(to: time))
    }
    benchmark.stopMeasurement()
    precondition(engine.currentFrame.isAnimating, "measured a card at rest")
  }

  // 4. The material rule per frame, from the frame's attachment, with the tick of 1.
  let rule = LabBenchmarks.GlassRule()
  Benchmark(
    "Surface: animation tick + material rule from the frame's attachment",
    configuration: perFrame
  ) { benchmark in
    var engine = settling
    var time = 0.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      time += Fixtures.denseStep
      let frame = engine.step(to: time)
      blackHole(frame)
      blackHole(rule.fillOpacity(attachment: BenchmarkProbes.surface(of: frame).attachment))
    }
    benchmark.stopMeasurement()
    precondition(engine.phase == .settling, "measured a sheet at rest")
  }
}

// MARK: - A whole scenario

func scenarioBenchmarks() {
  let hidden = SheetEngine.fixture(.fitting, content: Fixtures.contentHeight)
  let inputs = Fixtures.scenarioInputs
  var check = hidden
  let expected = ScenarioRunner.run(
    &check, inputs: inputs, until: Fixtures.scenarioDuration,
    framesPerSecond: Fixtures.framesPerSecond
  ).notifications.count
  Benchmark(
    "Scenario: 2 s at 120 Hz, 241 frames (engine loop as an adapter runs it)",
    configuration: perScenario
  ) { benchmark in
    var engine = SheetEngine.fixture(.fitting, content: Fixtures.contentHeight)
    var next = 0
    var notifications = 0
    benchmark.startMeasurement()
    for frame in 0..<Fixtures.scenarioFrames {
      let now = Double(frame) / Fixtures.framesPerSecond
      while next < inputs.count, inputs[next].time <= now + 1e-9 {
        engine.handle(inputs[next].input, at: inputs[next].time)
        next += 1
      }
      blackHole(engine.step(to: now))
      engine.drainNotifications { _ in notifications += 1 }
    }
    benchmark.stopMeasurement()
    precondition(
      notifications == expected, "expected \(expected) notifications, got \(notifications)")
  }

  Benchmark(
    "Scenario: 2 s at 120 Hz via ScenarioRunner (records a trace)", configuration: perScenario
  ) { benchmark in
    var engine = SheetEngine.fixture(.fitting, content: Fixtures.contentHeight)
    benchmark.startMeasurement()
    let trace = ScenarioRunner.run(
      &engine, inputs: inputs, until: Fixtures.scenarioDuration,
      framesPerSecond: Fixtures.framesPerSecond)
    benchmark.stopMeasurement()
    blackHole(trace.frames.count)
  }
}

// MARK: - Closed form against the baseline

func springBenchmarks() {
  // The engine's settle spring carrying the sheet from .fitting (334 pt) to .large (787 pt)
  // after a 500 pt/s flick, one frame every 1/120 s through a one-second settle.
  let spring = SheetSpring.snappy
  let frameDuration = 1 / Fixtures.framesPerSecond
  let framesPerSettle = Int(Fixtures.framesPerSecond)
  Benchmark("SheetSpring frame: closed form (SheetSpring.sample), 120 Hz", configuration: perFrame)
  {
    benchmark in
    var frame = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      frame = frame == framesPerSettle ? 1 : frame + 1
      blackHole(
        BenchmarkProbes.sample(
          spring, displacement: -453, velocity: 500, at: Double(frame) * frameDuration))
    }
    benchmark.stopMeasurement()
  }

  // What an animation tick samples: the engine's `SpringAnimation` (the closed form behind its
  // settle check), value and velocity at one instant, every 0.3 ms of the same move's first
  // 0.3 s as the tick benchmarks draw it, so the tick's cost can be read against it in one run.
  let animation = BenchmarkProbes.Spring(
    spring: spring, from: 334, to: 787, initialVelocity: 500, startTime: 0)
  precondition(!animation.isSettled(at: 1_000 * Fixtures.denseStep), "sampled a spring at rest")
  Benchmark(
    "Spring sample: SpringAnimation value + velocity at t (in flight)", configuration: perFrame
  ) { benchmark in
    var time = 0.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      time += Fixtures.denseStep
      blackHole(animation.sample(at: time))
    }
    benchmark.stopMeasurement()
  }

  let initial = EulerSpringAnimator(spring: spring, from: 334, to: 787, velocity: 500)
  Benchmark(
    "SheetSpring frame: baseline semi-implicit Euler, 1 ms sub-steps, 120 Hz",
    configuration: perFrame
  ) { benchmark in
    var animator = initial
    var frame = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      if frame == framesPerSettle {
        frame = 0
        animator = initial
      }
      frame += 1
      animator.advance(by: frameDuration)
      blackHole(animator.position)
    }
    benchmark.stopMeasurement()
  }
}

// MARK: - Scaling

func scalingBenchmarks() {
  for count in detentCounts {
    let detents = Fixtures.detents(count)
    let settling = Fixtures.settling(detents: detents)
    Benchmark("Scaling: animation tick, \(count) detents", configuration: perFrame) {
      benchmark in
      var engine = settling
      var time = 0.0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        time += Fixtures.denseStep
        blackHole(engine.step(to: time))
      }
      benchmark.stopMeasurement()
      precondition(engine.phase == .settling, "measured a sheet at rest")
    }

    var grabbed = Fixtures.presented(detents: detents)
    grabbed.handle(.dragBegan, at: 0)
    Benchmark("Scaling: drag update, \(count) detents", configuration: perFrame) { benchmark in
      var engine = grabbed
      dragUpdates(&engine, benchmark)
    }

    let presented = Fixtures.presented(detents: detents)
    Benchmark("Scaling: release decision, \(count) detents", configuration: perFrame) {
      benchmark in
      var engine = unshared(presented)
      var time = 0.0
      benchmark.startMeasurement()
      for index in benchmark.scaledIterations {
        time += Fixtures.denseStep
        engine.handle(.dragBegan, at: time)
        engine.handle(
          .dragEnded(velocity: releaseVelocities[index % releaseVelocities.count]), at: time)
        engine.drainNotifications { _ in }
      }
      benchmark.stopMeasurement()
    }

    Benchmark("Scaling: layout change, \(count) detents", configuration: perFrame) {
      benchmark in
      var engine = unshared(presented)
      var time = 0.0
      benchmark.startMeasurement()
      for index in benchmark.scaledIterations {
        time += Fixtures.denseStep
        engine.handle(.contentHeightChanged(200 + Double(index % 300), animated: true), at: time)
        blackHole(engine.step(to: time))
      }
      benchmark.stopMeasurement()
    }
  }

  for screens in screenCounts {
    let pushing = LabBenchmarks.NavigationPush(
      screens: screens, engine: unshared(Fixtures.presented()))
    Benchmark(
      "Scaling: navigation frame during a push, \(screens) screens", configuration: perFrame
    ) { benchmark in
      var push = pushing
      var time = 1.0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        time += Fixtures.denseStep
        blackHole(push.frame(at: time))
      }
      benchmark.stopMeasurement()
      precondition(push.isTransitioning, "measured a stack at rest")
    }
  }
}
