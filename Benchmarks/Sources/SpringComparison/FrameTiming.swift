import BaselineAnimator
@_spi(Benchmarks) import BottomSheetCore

/// Wall-clock cost per frame, best of several runs of many back-to-back settles.
enum FrameTiming {
  /// Frames per timed run: 10,000 one-second settles at 120 Hz.
  static let framesPerRun = 1_200_000
  /// Timed runs; the fastest is reported (the least disturbed by other work on the machine).
  static let runs = 7

  /// Keeps results alive so the optimiser cannot drop the work.
  nonisolated(unsafe) static var sink = 0.0

  static func nanoseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
  }

  /// The closed form itself, every frame: `SheetSpring.sample(displacement:velocity:at:)`.
  @inline(never)
  static func closedForm(_ row: SpringCase) -> Double {
    let spring = row.spring
    let displacement = SpringCase.fittingExtent - SpringCase.largeExtent
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<runs {
      var total = 0.0
      var frame = 0
      let start = clock.now
      for _ in 0..<framesPerRun {
        frame = frame == row.framesPerSettle ? 1 : frame + 1
        let time = Double(frame) * row.frameDuration
        total +=
          BenchmarkProbes.sample(
            spring, displacement: displacement, velocity: SpringCase.flickVelocity, at: time
          ).position
      }
      best = min(best, nanoseconds(clock.now - start))
      sink += total
    }
    return best / Double(framesPerRun)
  }

  /// The engine's per-frame spring work: `SpringAnimation.sample(at:)`, which stops computing
  /// once the spring has settled within 0.1 pt and 1 pt/s.
  @inline(never)
  static func animation(_ row: SpringCase) -> Double {
    let animation = row.animation
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<runs {
      var total = 0.0
      var frame = 0
      let start = clock.now
      for _ in 0..<framesPerRun {
        frame = frame == row.framesPerSettle ? 1 : frame + 1
        total += animation.sample(at: Double(frame) * row.frameDuration).position
      }
      best = min(best, nanoseconds(clock.now - start))
      sink += total
    }
    return best / Double(framesPerRun)
  }

  /// The baseline's per-frame work: one `advance(by:)` of a frame, in `subSteps` sub-steps
  /// (by default as many as 1 ms sub-steps take).
  @inline(never)
  static func baseline(_ row: SpringCase, subSteps: Int? = nil) -> Double {
    let initial = row.baseline(subStep: subSteps.map { row.frameDuration / Double($0) } ?? 0.001)
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<runs {
      var total = 0.0
      var frame = 0
      var animator = initial
      let start = clock.now
      for _ in 0..<framesPerRun {
        if frame == row.framesPerSettle {
          frame = 0
          animator = initial
        }
        frame += 1
        animator.advance(by: row.frameDuration)
        total += animator.position
      }
      best = min(best, nanoseconds(clock.now - start))
      sink += total
    }
    return best / Double(framesPerRun)
  }

  /// The whole engine frame during the same settle: `SheetEngine.step(to:)`.
  @inline(never)
  static func engineFrame(_ row: SpringCase) -> Double {
    var configuration = SheetConfiguration.fitting
    configuration.settleSpring = row.spring
    configuration.printsCorrectionsInDebug = false
    let context = LayoutContext(
      containerSize: Size(width: 390, height: 844), safeAreaInsets: Insets(top: 47, bottom: 34),
      preferredContentHeight: 300)
    var template = SheetEngine(configuration: configuration, context: context)
    template.handle(.present(animated: false), at: 0)
    template.handle(.dragBegan, at: 0)
    template.handle(.dragEnded(velocity: -SpringCase.flickVelocity), at: 0)
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<runs {
      var total = 0.0
      var engine = template
      var frame = 0
      let start = clock.now
      for _ in 0..<framesPerRun {
        if frame == row.framesPerSettle {
          frame = 0
          engine = template
        }
        frame += 1
        total += engine.step(to: Double(frame) * row.frameDuration).height
      }
      best = min(best, nanoseconds(clock.now - start))
      sink += total
    }
    return best / Double(framesPerRun)
  }
}
