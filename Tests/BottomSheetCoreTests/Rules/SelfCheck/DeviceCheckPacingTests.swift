import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import BottomSheetTestSupport
import Testing

@Suite("Diagnostics: an app's animation paced the sheet")
struct DeviceCheckPacingTests {
  /// The sheet's own settle spring (`SheetConfiguration.defaultSpring`) moving from one detent
  /// to another, sampled at `elapsed` shares of a 0.8 s animation: what a sheet that ignored
  /// the app's animation would show.
  static func ownSpring(_ elapsed: Double) -> Double {
    SpringAnimation(
      spring: SheetConfiguration.defaultSpring, from: 0, to: 1, initialVelocity: 0, startTime: 0
    ).value(at: elapsed * 0.8)
  }

  static let shares = [0.1, 0.2, 0.35, 0.5, 0.65, 0.8, 0.9]

  typealias Row = (
    line: UInt, samples: [(Double, Double)], verdict: DeviceCheckVerdict, figure: String?
  )

  static let rows: [Row] = [
    // Paced by a linear animation, two 60 Hz frames late (0.042 of 0.8 s).
    (
      #line, shares.map { ($0, $0 - 0.042) }, .pass,
      "5 samples at 20–80 % of the animation: progress 0.04 at most behind, 0.00 at most ahead "
        + "(tolerance 0.15), 0.00 largest step back (at most 0.02)"
    ),
    // The sheet's own spring, running ahead of the app's linear animation.
    (#line, shares.map { ($0, ownSpring($0)) }, .fail, nil),
    // Seven frames late is still paced; much later is not.
    (
      #line, [(0.3, 0.16), (0.5, 0.36), (0.7, 0.56)], .pass,
      "3 samples at 20–80 % of the animation: progress 0.14 at most behind, 0.00 at most ahead "
        + "(tolerance 0.15), 0.00 largest step back (at most 0.02)"
    ),
    (
      #line, [(0.3, 0.1), (0.5, 0.36), (0.7, 0.56)], .fail,
      "3 samples at 20–80 % of the animation: progress 0.20 at most behind, 0.00 at most ahead "
        + "(tolerance 0.15), 0.00 largest step back (at most 0.02)"
    ),
    // Pulled back once by the animation's frame after running ahead of it (the first frame,
    // before the counted window), though on pace where counted.
    (
      #line, [(0.0, 0.0), (0.02, 0.03), (0.04, 0.0), (0.3, 0.3), (0.5, 0.5), (0.7, 0.7)], .fail,
      "3 samples at 20–80 % of the animation: progress 0.00 at most behind, 0.00 at most ahead "
        + "(tolerance 0.15), 0.03 largest step back (at most 0.02)"
    ),
    // Held between frames (the same progress twice) is no step back.
    (
      #line, [(0.3, 0.3), (0.31, 0.3), (0.5, 0.5), (0.7, 0.7)], .pass,
      "4 samples at 20–80 % of the animation: progress 0.01 at most behind, 0.00 at most ahead "
        + "(tolerance 0.15), 0.00 largest step back (at most 0.02)"
    ),
    // Only the ends, or bad numbers: too few to tell.
    (
      #line, [(0.05, 0.0), (0.95, 1.0), (0.5, .nan)], .skip,
      "0 samples at 20–80 % of the animation: too few to tell"
    ),
    (
      #line, [(0.3, 0.3), (0.5, 0.5)], .skip,
      "2 samples at 20–80 % of the animation: too few to tell"
    ),
  ]

  @Test("it passes when progress keeps to the animation's time, and skips with too few samples")
  func verdicts() {
    for row in Self.rows {
      var pacing = DeviceCheckPacing()
      for (elapsed, progress) in row.samples { pacing.record(elapsed: elapsed, progress: progress) }
      #expect(pacing.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      if let figure = row.figure {
        #expect(pacing.figure == figure, sourceLocation: rowLocation(row.line))
      }
    }
  }

  /// The premise of the tolerance: the sheet's own spring is more than 0.15 ahead of a linear
  /// 0.8 s animation somewhere in the counted window.
  @Test func theSheetsOwnSpringCannotPass() {
    let lead = stride(from: 0.2, through: 0.8, by: 0.05).map { Self.ownSpring($0) - $0 }.max()!
    #expect(lead > DeviceCheckPacing.tolerance)
  }

  /// Frames a display shows from a random phase at `rate` Hz over a 0.8 s move from 393.5 to
  /// 787 pt that starts at `start`, the sheet at `progress(elapsed)` on each; a main-thread
  /// hitch of `hitch` seconds from 0.3 s on shows no frame (the sheet's link did not fire).
  static func frames(
    rate: Double, phase: Double, start: Double, hitch: Double, progress: (Double) -> Double
  ) -> [DeviceCheckPacing.Frame] {
    var frames: [DeviceCheckPacing.Frame] = []
    var time = start + phase
    while time < start + 1 {
      let elapsed = (time - start) / 0.8
      let hitched = elapsed * 0.8 > 0.3 && elapsed * 0.8 < 0.3 + hitch
      if !hitched {
        frames.append(.init(time: time, extent: 393.5 + (787 - 393.5) * progress(min(elapsed, 1))))
      }
      time += 1 / rate
    }
    return frames
  }

  @Test(
    "frames compared at their own timestamps pass a paced move at every phase, through a hitch",
    arguments: [60.0, 120.0])
  func framesAtRandomPhases(rate: Double) {
    var random = SplitMix64(seed: 0xFACE ^ UInt64(rate))
    for index in 0..<100 {
      let phase = Double(random.next() % 1_000_000) / 1_000_000 / rate
      let start = 1_000 + Double(random.next() % 1_000) / 7
      // Two frames late: the animation starts on the frame after the write.
      let late = 2 / rate / 0.8
      let paced = Self.frames(
        rate: rate, phase: phase, start: start, hitch: 0.12, progress: { max(0, $0 - late) })
      let own = Self.frames(
        rate: rate, phase: phase, start: start, hitch: 0.12, progress: Self.ownSpring)
      let note = "case \(index), phase \(phase) s"
      let measured = DeviceCheckPacing(
        frames: paced, start: start, duration: 0.8, from: 393.5, to: 787)
      #expect(measured.verdict == .pass, "\(note): \(measured.figure)")
      #expect(measured.samples.count >= DeviceCheckPacing.minimumSamples, "\(note)")
      let spring = DeviceCheckPacing(frames: own, start: start, duration: 0.8, from: 393.5, to: 787)
      #expect(spring.verdict == .fail, "\(note): \(spring.figure)")
    }
  }

  @Test(
    "the sampling this replaced: a clock read after a 130 ms hitch against the last frame drawn fails a paced sheet"
  )
  func wallClockSamplingFailsAHitch() {
    // Sampled every 8 ms by the clock, the sheet's frame last drawn before a 130 ms hitch: the
    // clock runs on, the frame does not, and the pair says the sheet is 0.16 behind.
    var pacing = DeviceCheckPacing()
    for (clock, drawn) in [(0.25, 0.25), (0.3, 0.3), (0.43, 0.3), (0.5, 0.5), (0.6, 0.6)] {
      pacing.record(elapsed: clock / 0.8, progress: drawn / 0.8)
    }
    #expect(pacing.verdict == .fail)
    // The same frames at their own timestamps.
    let frames = [0.25, 0.3, 0.5, 0.6].map {
      DeviceCheckPacing.Frame(time: 10 + $0, extent: 393.5 + (787 - 393.5) * $0 / 0.8)
    }
    let measured = DeviceCheckPacing(frames: frames, start: 10, duration: 0.8, from: 393.5, to: 787)
    #expect(measured.verdict == .pass, "\(measured.figure)")
  }

  @Test(
    "a frame read twice counts once, and a move too short or a duration that is not positive records nothing"
  )
  func framesEdges() {
    let rows:
      [(line: UInt, frames: [(Double, Double)], duration: Double, to: Double, samples: Int)] = [
        // Read twice at 0.4 s: one sample.
        (#line, [(0.24, 0.3), (0.4, 0.5), (0.4, 0.5), (0.56, 0.7)], 0.8, 787, 3),
        (#line, [(0.24, 0.3), (0.4, 0.5), (0.56, 0.7)], 0.8, 394.4, 0),
        (#line, [(0.24, 0.3), (0.4, 0.5), (0.56, 0.7)], 0, 787, 0),
        (#line, [(0.24, 0.3), (0.4, 0.5), (0.56, 0.7)], .nan, 787, 0),
      ]
    for row in rows {
      let frames = row.frames.map {
        DeviceCheckPacing.Frame(time: $0.0, extent: 393.5 + (787 - 393.5) * $0.1)
      }
      let pacing = DeviceCheckPacing(
        frames: frames, start: 0, duration: row.duration, from: 393.5, to: row.to)
      #expect(pacing.samples.count == row.samples, sourceLocation: rowLocation(row.line))
    }
  }
}
