@_spi(SelfCheck) import BottomSheetCore
import Testing

@Suite("Diagnostics: the content's bottom inset sampled every frame")
struct DeviceCheckInsetSeriesTests {
  @Test("a series passes when it has samples and each is within the tolerance of its target")
  func series() {
    typealias Sample = (sample: Double, target: Double)
    let rows: [(line: UInt, samples: [Sample], verdict: DeviceCheckVerdict, figure: String)] = [
      (
        #line, [(34, 34), (34, 34), (34.2, 34), (0, 0)], .pass,
        "4 samples, worst 0.2 pt off, 0 missed (tolerance 0.5)"
      ),
      // The hanging part of a sheet laid out taller than it shows, once.
      (
        #line, [(34, 34), (487, 34), (34, 34)], .fail,
        "3 samples, worst 453.0 pt off, 1 missed (tolerance 0.5)"
      ),
      // The keyboard's inset kept after the keyboard went.
      (#line, [(0, 34)], .fail, "1 samples, worst 34.0 pt off, 1 missed (tolerance 0.5)"),
      (#line, [(.nan, 34)], .fail, "1 samples, worst inf pt off, 1 missed (tolerance 0.5)"),
      (#line, [(34, .infinity)], .fail, "1 samples, worst inf pt off, 1 missed (tolerance 0.5)"),
      // No samples: the display link never ran.
      (#line, [], .fail, "0 samples, worst 0.0 pt off, 0 missed (tolerance 0.5)"),
    ]
    for row in rows {
      var series = DeviceCheckInsetSeries()
      for sample in row.samples { series.record(sample: sample.sample, target: sample.target) }
      #expect(series.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      #expect(series.figure == row.figure, sourceLocation: rowLocation(row.line))
    }
  }
}
