import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: the content's bottom inset sampled every frame")
struct DeviceCheckInsetSeriesTests {
  @Test("a series passes when it has samples and each is within the tolerance of its target")
  func series() {
    typealias Sample = (sample: Double, target: Double)
    let rows: [(line: UInt, samples: [Sample], verdict: DeviceCheckVerdict, figure: String)] = [
      (
        #line, [(34, 34), (34, 34), (34.2, 34), (0, 0)], .pass,
        "4 samples, worst 0.2 pt off, 0 missed, 0 one frame late (tolerance 0.5)"
      ),
      // The hanging part of a sheet laid out taller than it shows, once.
      (
        #line, [(34, 34), (487, 34), (34, 34)], .fail,
        "3 samples, worst 453.0 pt off, 1 missed, 0 one frame late (tolerance 0.5)"
      ),
      // The keyboard's inset kept after the keyboard went.
      (
        #line, [(0, 34)], .fail,
        "1 samples, worst 34.0 pt off, 1 missed, 0 one frame late (tolerance 0.5)"
      ),
      (
        #line, [(.nan, 34)], .fail,
        "1 samples, worst inf pt off, 1 missed, 0 one frame late (tolerance 0.5)"
      ),
      (
        #line, [(34, .infinity)], .fail,
        "1 samples, worst inf pt off, 1 missed, 0 one frame late (tolerance 0.5)"
      ),
      // The previous frame's inset on the frame where the target changed: the one-frame lag.
      (
        #line, [(34, 34), (34, 8), (8, 8)], .pass,
        "3 samples, worst 0.0 pt off, 0 missed, 1 one frame late (tolerance 0.5)"
      ),
      // Two frames late: the second frame's target did not change, so the old inset misses.
      (
        #line, [(34, 34), (34, 8), (34, 8), (8, 8)], .fail,
        "4 samples, worst 26.0 pt off, 1 missed, 1 one frame late (tolerance 0.5)"
      ),
      // The lag is allowed only toward the previous target, not any other value.
      (
        #line, [(34, 34), (20, 8)], .fail,
        "2 samples, worst 12.0 pt off, 1 missed, 0 one frame late (tolerance 0.5)"
      ),
      // A late first sample has no previous target to lag behind.
      (
        #line, [(34, 8)], .fail,
        "1 samples, worst 26.0 pt off, 1 missed, 0 one frame late (tolerance 0.5)"
      ),
      // No samples: the display link never ran, so nothing was measured.
      (#line, [], .skip, "0 samples, worst 0.0 pt off, 0 missed, 0 one frame late (tolerance 0.5)"),
    ]
    for row in rows {
      var series = DeviceCheckInsetSeries()
      for sample in row.samples { series.record(sample: sample.sample, target: sample.target) }
      #expect(series.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      #expect(series.figure == row.figure, sourceLocation: rowLocation(row.line))
    }
  }

  /// The content bottom inset the engine promises on each frame at 120 Hz: presented, moved up
  /// to `.large`, back to `.fitting`, then the keyboard rises under the sheet and goes.
  static func engineTargets() -> [Double] {
    var engine = Phone.engine(SheetConfiguration(detents: [.fitting, .large]))
    var targets: [Double] = []
    var time = 0.0
    func run() {
      let end = time + 1.0
      while time < end {
        targets.append(engine.step(to: time).contentBottomInset)
        time += 1.0 / 120
      }
    }
    engine.handle(.present(animated: true), at: time)
    run()
    engine.handle(.selectDetent(.large, animated: true), at: time)
    run()
    engine.handle(.selectDetent(.fitting, animated: true), at: time)
    run()
    var context = Phone.context()
    context.keyboardOverlap = 336
    engine.handle(.layoutChanged(context), at: time)
    run()
    engine.handle(.layoutChanged(Phone.context()), at: time)
    run()
    return targets
  }

  @Test("fed the engine's frames, a probe in step or one frame late passes, two frames late fails")
  func engineFrames() {
    let targets = Self.engineTargets()
    let changes = zip(targets, targets.dropFirst()).filter { abs($0 - $1) > 0.5 }.count
    #expect(changes >= 2, "the engine's inset never changed: the rows below would test nothing")
    // lag: how many frames behind the sample is.
    let rows: [(line: UInt, lag: Int, verdict: DeviceCheckVerdict, late: Int)] = [
      (#line, 0, .pass, 0),
      (#line, 1, .pass, changes),
      (#line, 2, .fail, changes),
    ]
    for row in rows {
      var series = DeviceCheckInsetSeries()
      for (index, target) in targets.enumerated() {
        series.record(sample: targets[max(index - row.lag, 0)], target: target)
      }
      #expect(series.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      #expect(series.lateFrames == row.late, sourceLocation: rowLocation(row.line))
    }
  }
}
