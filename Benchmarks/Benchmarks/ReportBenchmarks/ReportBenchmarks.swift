import Benchmark
import BottomSheetCore
import SheetLabKit

/// sheet-lab's report for one scenario of `duration` seconds at 120 Hz (a present, then a
/// detent change halfway), run once outside the measurement.
func run(lasting duration: Double) -> LabRun {
  LabRun(
    Scenario(
      name: "report-\(Int(duration))s", duration: duration, detents: [.medium, .large],
      inputs: [
        ScenarioInput(at: 0, .present()),
        ScenarioInput(at: duration / 2, .selectDetent("large")),
      ]))
}

let benchmarks: @Sendable () -> Void = {
  // The report's cost should grow with the frames, no faster: the 120 s run has 12 times the
  // frames of the 10 s one.
  for duration in [10.0, 120.0] {
    let runs = [run(lasting: duration)]
    Benchmark(
      "Report: \(Int(duration)) s scenario at 120 Hz",
      configuration: .init(
        metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(3))
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(HTMLReport.render(runs))
      }
    }
  }
}
