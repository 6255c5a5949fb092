import BottomSheetCore

/// The workloads the package's benchmarks measure.
///
/// The benchmarks are a package of their own (so `swift test` never builds them), and the lab's
/// API is `package`, so they reach it only through this one type, behind an SPI:
/// `@_spi(Benchmarks) import SheetLabKit`. Nothing here is for apps.
@_spi(Benchmarks) public enum LabBenchmarks {
  /// A scenario of `duration` seconds at 120 Hz (a `[.medium, .large]` sheet presented, then
  /// sent to `.large` half-way), played through the engine once, ready to be drawn.
  @_spi(Benchmarks) public struct Report: Sendable {
    let runs: [LabRun]

    /// Plays the scenario; the benchmark then times ``render()``.
    @_spi(Benchmarks) public init(lasting duration: Double) {
      runs = [
        LabRun(
          Scenario(
            name: "report-\(Int(duration))s", duration: duration, detents: [.medium, .large],
            inputs: [
              ScenarioInput(at: 0, .present()),
              ScenarioInput(at: duration / 2, .selectDetent("large")),
            ]))
      ]
    }

    /// sheet-lab's HTML report of the played scenario.
    @_spi(Benchmarks) public func render() -> String { HTMLReport.render(runs) }
  }

  /// The hard 1 MiB scenario files the decoder's tests count the work of: each one's name and
  /// bytes.
  @_spi(Benchmarks) public static func largeScenarioFiles() -> [(name: String, bytes: [UInt8])] {
    LargeScenarioFile.all().map { ($0.name, $0.bytes) }
  }

  /// Decodes `bytes` as a scenario file; whether it decoded (the large files are made to fail
  /// late or succeed after the most work).
  @_spi(Benchmarks) public static func decodes(_ bytes: [UInt8]) -> Bool {
    (try? ScenarioDecoder.decode(bytes)) != nil
  }
}
