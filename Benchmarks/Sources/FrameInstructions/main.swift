// Runs one benchmark's per-frame loop, so `valgrind --tool=callgrind` can count its
// instructions: counts do not change with the machine's load, unlike the benchmarks' times.
//
//   swift build -c release --product frame-instructions
//   valgrind --tool=callgrind --toggle-collect='*measured*' \
//     .build/release/frame-instructions tick 10
//
// Callgrind counts only inside the `measured…` functions; divide its total by 1,000 times the
// rounds (10 above) for instructions per frame. The sheets are those of
// SheetEngineBenchmarks' fixtures (an iPhone, `[.fitting, .large]`; the floating
// `[.medium, .large]` sheet for the surface loops), frames 0.3 ms apart.

@_spi(Benchmarks) import BottomSheetCore

/// Keeps a value alive without letting the optimizer see through it, like `blackHole`.
@inline(never)
func consume<T>(_ value: T) { withExtendedLifetime(value) {} }

let step = 0.000_3

func context(displayCornerRadius: Double = 0) -> LayoutContext {
  var context = LayoutContext(
    containerSize: Size(width: 390, height: 844), safeAreaInsets: Insets(top: 47, bottom: 34),
    preferredContentHeight: 300)
  context.displayCornerRadius = displayCornerRadius
  return context
}

func presented(floating: Bool) -> SheetEngine {
  var configuration =
    floating
    ? SheetConfiguration(detents: [.medium, .large])
    : SheetConfiguration(detents: [.fitting, .large], initialDetent: .large)
  configuration.printsCorrectionsInDebug = false
  if floating { configuration.surfaceStyle = .floating }
  var engine = SheetEngine(
    configuration: configuration,
    context: context(
      displayCornerRadius: floating ? 44 : 0))
  engine.handle(.present(animated: false), at: 0)
  engine.drainNotifications { _ in }
  return engine
}

func flicked(_ engine: SheetEngine) -> SheetEngine {
  var engine = engine
  engine.handle(.dragBegan, at: 0)
  engine.handle(.dragEnded(velocity: -1_500), at: 0)
  engine.drainNotifications { _ in }
  return engine
}

@inline(never)
func measuredTicks(_ engine: inout SheetEngine) {
  var time = 0.0
  for _ in 0..<1_000 {
    time += step
    consume(engine.step(to: time))
  }
}

@inline(never)
func measuredDragUpdates(_ engine: inout SheetEngine, morphSpan: Double?) {
  var time = 0.0
  for index in 0..<1_000 {
    time += step
    let translation: Double
    if let morphSpan {
      let fromStart = index < 500 ? index : 1_000 - index
      translation = -0.98 * morphSpan * Double(fromStart) / 500
    } else {
      translation = Double(index) - 600
    }
    engine.handle(.dragChanged(translation: translation), at: time)
    consume(engine.step(to: time))
  }
}

@inline(never)
func measuredSpringSamples(_ animation: BenchmarkProbes.Spring) {
  var time = 0.0
  for _ in 0..<1_000 {
    time += step
    consume(animation.sample(at: time))
  }
}

let arguments = CommandLine.arguments
let loop = arguments.count > 1 ? arguments[1] : "tick"
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 10 : 10
switch loop {
case "tick", "surface-tick":
  let template = flicked(presented(floating: loop == "surface-tick"))
  for _ in 0..<rounds {
    var engine = template
    measuredTicks(&engine)
    precondition(engine.phase == .settling, "measured a sheet at rest")
  }
case "drag", "surface-drag":
  var template = presented(floating: loop == "surface-drag")
  template.handle(.dragBegan, at: 0)
  // The morph spans from .medium to the full height.
  let span =
    loop == "drag"
    ? nil
    : (BenchmarkProbes.stopExtents(of: template).last?.extent ?? 0)
      - (BenchmarkProbes.stopExtents(of: template).first { $0.identifier == .medium }?.extent ?? 0)
  for _ in 0..<rounds {
    var engine = template
    measuredDragUpdates(&engine, morphSpan: span)
  }
case "spring-sample":
  let animation = BenchmarkProbes.Spring(
    spring: SheetSpring.snappy, from: 334, to: 787, initialVelocity: 500,
    startTime: 0)
  for _ in 0..<rounds { measuredSpringSamples(animation) }
default:
  print("usage: frame-instructions tick|drag|surface-tick|surface-drag|spring-sample [rounds]")
}
