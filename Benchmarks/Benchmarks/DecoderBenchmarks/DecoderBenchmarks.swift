import Benchmark
@_spi(Benchmarks) import SheetLabKit

/// Decoding each of sheet-lab's hard scenario files at the size limit (1 MiB,
/// `LabBenchmarks.largeScenarioFiles()`), refused or not. The tests (`LargeInputTests`) hold the same files
/// to work in proportion to their size by counting it; how long that work takes is measured
/// here, where a busy machine moves a figure instead of failing a build.
let benchmarks: @Sendable () -> Void = {
  for file in LabBenchmarks.largeScenarioFiles() {
    let bytes = file.bytes
    Benchmark(
      "Decode 1 MiB: \(file.name)",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2))
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(LabBenchmarks.decodes(bytes))
      }
    }
  }
}
