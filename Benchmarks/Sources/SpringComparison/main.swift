import BaselineAnimator
@_spi(Benchmarks) import BottomSheetCore

// Closed-form springs (BottomSheetCore) against the usual display-link animator (semi-implicit
// Euler in 1 ms sub-steps, BaselineAnimator): accuracy over a one-second settle and cost per
// frame, measured in one run. Build and run with `swift run -c release spring-comparison`.

let rows = [
  SpringCase(
    name: "snappy (engine default)", spring: SheetSpring.snappy, framesPerSecond: 120),
  SpringCase(
    name: "snappy (engine default)", spring: SheetSpring.snappy, framesPerSecond: 60),
  SpringCase(name: "bouncy", spring: .bouncy, framesPerSecond: 120),
  SpringCase(name: "smooth (dismiss)", spring: .smooth, framesPerSecond: 120),
]

/// 10ⁿ for small n, without Foundation.
func power(ofTen exponent: Int) -> Double {
  var result = 1.0
  for _ in 0..<abs(exponent) { result *= 10 }
  return exponent < 0 ? 1 / result : result
}

func fixed(_ value: Double, _ digits: Int) -> String {
  let scale = power(ofTen: digits)
  let scaled = (value * scale).rounded() / scale
  return scaled == 0 ? "0" : "\(scaled)"
}

func scientific(_ value: Double) -> String {
  guard value != 0 else { return "0" }
  var exponent = 0
  while abs(value) / power(ofTen: exponent) >= 10 { exponent += 1 }
  while abs(value) / power(ofTen: exponent) < 1 { exponent -= 1 }
  return "\(fixed(value / power(ofTen: exponent), 1))e\(exponent)"
}

func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

/// The accuracy a baseline would need to match: the engine's own settling tolerance, in points.
let matchedTolerance = BenchmarkProbes.Spring.defaultPositionTolerance

print(
  """
  Move: extent \(SpringCase.fittingExtent) → \(SpringCase.largeExtent) pt \
  (\(SpringCase.largeExtent - SpringCase.fittingExtent) pt, .fitting → .large on a 390 × 844 pt \
  iPhone), released at \(SpringCase.flickVelocity) pt/s toward the target, drawn for \
  \(SpringCase.settleDuration) s.
  Baseline: semi-implicit Euler, sub-steps ≤ 1 ms (9 per 120 Hz frame, 17 per 60 Hz frame).
  Errors are the largest over the frames of one settle; the closed form is checked against RK4 \
  in \(RungeKuttaReference.step * 1e6) µs steps. Times are the best of \(FrameTiming.runs) runs \
  of \(FrameTiming.framesPerRun) frames.

  """)

print(
  """
  | spring | fps | baseline max \\|Δx\\| | baseline max \\|Δv\\| | closed form max \\|Δx\\| vs RK4 \
  | closed form ns/frame | SpringAnimation ns/frame | engine frame ns | baseline ns/frame \
  | baseline ÷ closed form | baseline sub-steps/frame for ≤ \(matchedTolerance) pt | their ns/frame |
  |---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
  """)
for row in rows {
  let baselineError = Accuracy.baseline(row)
  let ourError = Accuracy.closedForm(row)
  let closedForm = FrameTiming.closedForm(row)
  let animation = FrameTiming.animation(row)
  let engine = FrameTiming.engineFrame(row)
  let baseline = FrameTiming.baseline(row)
  let needed = Accuracy.subStepsNeeded(row, tolerance: matchedTolerance)
  let matched = FrameTiming.baseline(row, subSteps: needed)
  let columns = [
    row.name, "\(Int(row.framesPerSecond))",
    "\(fixed(baselineError.position, 3)) pt", "\(fixed(baselineError.velocity, 2)) pt/s",
    "\(scientific(ourError.position)) pt",
    fixed(closedForm, 1), fixed(animation, 1), fixed(engine, 1), fixed(baseline, 1),
    "\(fixed(baseline / closedForm, 2))×", "\(needed)", fixed(matched, 1),
  ]
  print("| " + columns.joined(separator: " | ") + " |")
}
print("\n(sink \(FrameTiming.sink == 0 ? "0" : "ok"))")
