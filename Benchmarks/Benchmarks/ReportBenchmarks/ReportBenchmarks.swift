import Benchmark
@_spi(Benchmarks) import SheetLabKit

let benchmarks: @Sendable () -> Void = {
  // The report's cost should grow with the frames, no faster: the 120 s run has 12 times the
  // frames of the 10 s one. Each scenario is played once, outside the measurement.
  for duration in [10.0, 120.0] {
    let report = LabBenchmarks.Report(lasting: duration)
    Benchmark(
      "Report: \(Int(duration)) s scenario at 120 Hz",
      configuration: .init(
        metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(3))
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(report.render())
      }
    }
  }
}
