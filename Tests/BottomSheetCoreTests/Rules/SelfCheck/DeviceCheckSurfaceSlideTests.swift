import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import BottomSheetTestSupport
import Testing

@Suite("Diagnostics: a floating sheet slides in from below the screen")
struct DeviceCheckSurfaceSlideTests {
  /// A frame as the device saw it: the surface's bottom edge and height, and how far below the
  /// lowest detent the sheet was, in points. The screen is 844 pt tall; at rest at `.medium`
  /// (393.5) the floating surface is 385.5 pt tall, its bottom edge 8 pt above the screen's, so
  /// a rigid card `depth` below the detent has its bottom edge at 844 − 8 + depth.
  typealias Seen = (bottom: Double, height: Double, depth: Double)

  /// The rigid card's bottom edge at `depth` below the detent, plus `error` points.
  static func rigid(_ depth: Double, error: Double = 0) -> Seen {
    (844 - 8 + depth + error, 385.5, depth)
  }

  @Test("it passes when every decidable frame is the resting card moved down by its depth")
  func verdicts() {
    let rows:
      [(line: UInt, seen: [Seen], resting: Double?, verdict: DeviceCheckVerdict, figure: String)] =
        [
          // The rigid card sliding in: its bottom edge the depth less the 8 pt inset below.
          (
            #line, [Self.rigid(300), Self.rigid(100), Self.rigid(10)], 385.5, .pass,
            "3 frames more than 8.5 pt below the lowest detent: bottom edge 2.0 … 292.0 pt below "
              + "the screen, at most 0.0 pt from depth − 8.0 (tolerance 0.5), height 385.5 … "
              + "385.5 pt (at rest 385.5 pt)"
          ),
          // The bug this measures: the surface grows out of a line 8 pt above the screen's edge.
          (
            #line, [(836, 85.5, 300), (836, 285.5, 100)], 385.5, .fail,
            "2 frames more than 8.5 pt below the lowest detent: bottom edge -8.0 … -8.0 pt below "
              + "the screen, at most 300.0 pt from depth − 8.0 (tolerance 0.5), height 85.5 … "
              + "285.5 pt (at rest 385.5 pt)"
          ),
          // Below the screen but shrinking: the height is not the resting one.
          (
            #line, [(844 + 92, 300, 100)], 385.5, .fail,
            "1 frames more than 8.5 pt below the lowest detent: bottom edge 92.0 … 92.0 pt below "
              + "the screen, at most 0.0 pt from depth − 8.0 (tolerance 0.5), height 300.0 … "
              + "300.0 pt (at rest 385.5 pt)"
          ),
          // 20 pt below the detent with the edge on the screen's: 11.6 pt short of a rigid card.
          (
            #line, [(844.4, 385.5, 20)], 385.5, .fail,
            "1 frames more than 8.5 pt below the lowest detent: bottom edge 0.4 … 0.4 pt below "
              + "the screen, at most 11.6 pt from depth − 8.0 (tolerance 0.5), height 385.5 … "
              + "385.5 pt (at rest 385.5 pt)"
          ),
          // The band: a perfect card 8…8.5 pt below the detent has its edge within half a point
          // of the screen's. Those frames are not counted, so they cannot fail a correct sheet…
          (
            #line, [Self.rigid(8.01), Self.rigid(8.25), Self.rigid(8.5)], 385.5, .skip,
            "no frame more than 8.5 pt below the lowest detent (3 closer or unreadable, not "
              + "counted)"
          ),
          // … and a frame just past it counts, its edge 0.51 pt below the screen: a pass.
          (
            #line, [Self.rigid(8.25), Self.rigid(8.51)], 385.5, .pass,
            "1 frames more than 8.5 pt below the lowest detent (1 closer or unreadable, not "
              + "counted): bottom edge 0.5 … 0.5 pt below the screen, at most 0.0 pt from depth "
              + "− 8.0 (tolerance 0.5), height 385.5 … 385.5 pt (at rest 385.5 pt)"
          ),
          // Just past the band, a card stuck at the screen's edge less 8 pt still fails.
          (
            #line, [(836, 385.5 - 8.51, 8.51)], 385.5, .fail,
            "1 frames more than 8.5 pt below the lowest detent: bottom edge -8.0 … -8.0 pt below "
              + "the screen, at most 8.5 pt from depth − 8.0 (tolerance 0.5), height 377.0 … "
              + "377.0 pt (at rest 385.5 pt)"
          ),
          // The edge's tolerance, both sides: 0.5 pt off passes, 0.51 pt off fails.
          (
            #line, [Self.rigid(50, error: 0.5), Self.rigid(60, error: -0.5)], 385.5, .pass,
            "2 frames more than 8.5 pt below the lowest detent: bottom edge 42.5 … 51.5 pt below "
              + "the screen, at most 0.5 pt from depth − 8.0 (tolerance 0.5), height 385.5 … "
              + "385.5 pt (at rest 385.5 pt)"
          ),
          (
            #line, [Self.rigid(50, error: 0.51)], 385.5, .fail,
            "1 frames more than 8.5 pt below the lowest detent: bottom edge 42.5 … 42.5 pt below "
              + "the screen, at most 0.5 pt from depth − 8.0 (tolerance 0.5), height 385.5 … "
              + "385.5 pt (at rest 385.5 pt)"
          ),
          (
            #line, [Self.rigid(50, error: -0.51)], 385.5, .fail,
            "1 frames more than 8.5 pt below the lowest detent: bottom edge 41.5 … 41.5 pt below "
              + "the screen, at most 0.5 pt from depth − 8.0 (tolerance 0.5), height 385.5 … "
              + "385.5 pt (at rest 385.5 pt)"
          ),
          // Within the floating inset of the detent nothing counts: nothing measured skips.
          (
            #line, [(840, 385.5, 4), (836, 385.5, 8)], 385.5, .skip,
            "no frame more than 8.5 pt below the lowest detent (2 closer or unreadable, not "
              + "counted)"
          ),
          // No resting height: it cannot tell a rigid card from a shrinking one, so it skips.
          (
            #line, [Self.rigid(100)], nil, .skip,
            "1 frames more than 8.5 pt below the lowest detent: bottom edge 92.0 … 92.0 pt below "
              + "the screen, at most 0.0 pt from depth − 8.0 (tolerance 0.5), height 385.5 … "
              + "385.5 pt (at rest not measured)"
          ),
          // Bad numbers are not counted, which leaves nothing measured.
          (
            #line, [(.nan, 385.5, 100), (844 + 92, .infinity, 100), (836, 385.5, .nan)], 385.5,
            .skip,
            "no frame more than 8.5 pt below the lowest detent (3 closer or unreadable, not "
              + "counted)"
          ),
        ]
    for row in rows {
      var slide = DeviceCheckSurfaceSlide(screenHeight: 844)
      for seen in row.seen {
        slide.record(
          surfaceBottom: seen.bottom, surfaceHeight: seen.height, belowLowestDetentBy: seen.depth)
      }
      slide.restingHeight = row.resting
      #expect(slide.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      #expect(slide.figure == row.figure, sourceLocation: rowLocation(row.line))
    }
  }

  /// A floating sheet presenting on the phone, its frames sampled the way a display samples
  /// them: from a random phase of the first frame, at `rate` frames per second, dropping each
  /// frame with probability `dropRate` (a loaded machine), until it rests.
  static func presentation(
    rate: Double, phase: Double, dropRate: Double, random: inout SplitMix64
  ) -> (frames: [SheetFrame], rest: SheetFrame) {
    var configuration = SheetConfiguration(detents: [.medium, .large], surfaceStyle: .floating)
    configuration.printsCorrectionsInDebug = false
    let context = Phone.context(content: 0, displayCornerRadius: 55)
    var engine = SheetEngine(configuration: configuration, context: context)
    engine.handle(.present(animated: true), at: 0)
    var frames: [SheetFrame] = []
    var step = 0
    while Double(step) / rate < 2 {
      let time = phase + Double(step) / rate
      step += 1
      if Double(random.next() % 1_000) / 1_000 < dropRate { continue }
      frames.append(engine.step(to: time))
    }
    return (frames, engine.step(to: 3))
  }

  /// `value` rounded to the pixels of a `scale`× screen, as a device draws it.
  static func pixel(_ value: Double, scale: Double) -> Double {
    (value * scale).rounded() / scale
  }

  @Test(
    "the engine's floating frames pass at every phase and rate, a card growing from the edge fails",
    arguments: [60.0, 120.0])
  func randomPhases(rate: Double) {
    var random = SplitMix64(seed: 0x5117_DE00 ^ UInt64(rate))
    var casesInTheBand = 0
    for index in 0..<200 {
      let phase = Double(random.next() % 1_000_000) / 1_000_000 / rate
      let scale = index.isMultiple(of: 2) ? 3.0 : 2.0
      let run = Self.presentation(rate: rate, phase: phase, dropRate: 0.2, random: &random)
      var rigid = DeviceCheckSurfaceSlide(screenHeight: 844)
      var growing = DeviceCheckSurfaceSlide(screenHeight: 844)
      var inBand = false
      for frame in run.frames {
        let depth = run.rest.extent - frame.extent
        if depth > DeviceCheckReference.floatingInset
          && depth <= DeviceCheckSurfaceSlide.decidableDepth
        {
          inBand = true
        }
        // The core's surface rect, as a device that draws it to its pixels would measure it.
        rigid.record(
          surfaceBottom: Self.pixel(frame.surfaceRect.maxY, scale: scale),
          surfaceHeight: Self.pixel(frame.surfaceRect.height, scale: scale),
          belowLowestDetentBy: depth)
        // The bug: the card's bottom stays 8 pt above the screen's and it grows from there.
        growing.record(
          surfaceBottom: 844 - DeviceCheckReference.floatingInset,
          surfaceHeight: max(0, run.rest.surfaceRect.height - depth), belowLowestDetentBy: depth)
      }
      if inBand { casesInTheBand += 1 }
      rigid.restingHeight = run.rest.surfaceRect.height
      growing.restingHeight = run.rest.surfaceRect.height
      let note = Comment(rawValue: "case \(index), phase \(phase) s, \(scale)×: \(rigid.figure)")
      #expect(rigid.samples.count > 2, note)
      #expect(rigid.verdict == .pass, note)
      #expect(growing.verdict == .fail, note)
    }
    // The phases do reach the band where the earlier rule failed a correct sheet.
    #expect(casesInTheBand > 0)
  }
}
