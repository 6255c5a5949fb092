import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: a floating sheet slides in from below the screen")
struct DeviceCheckSurfaceSlideTests {
  /// A frame as the device saw it: the surface's bottom edge and height, and how far below the
  /// lowest detent the sheet was, in points. The screen is 844 pt tall; at rest at `.medium`
  /// (393.5) the floating surface is 385.5 pt tall, its bottom edge 8 pt above the screen's.
  typealias Seen = (bottom: Double, height: Double, depth: Double)

  @Test("it passes when every frame below the lowest detent is the resting card, below the screen")
  func verdicts() {
    let rows:
      [(line: UInt, seen: [Seen], resting: Double?, verdict: DeviceCheckVerdict, figure: String)] =
        [
          // The rigid card sliding in: its bottom edge the depth less the 8 pt inset below.
          (
            #line, [(844 + 292, 385.5, 300), (844 + 92, 385.5, 100), (844 + 2, 385.5, 10)], 385.5,
            .pass,
            "3 frames below the lowest detent: bottom edge 2.0 … 292.0 pt below the screen, "
              + "height 385.5 … 385.5 pt (at rest 385.5 pt)"
          ),
          // The bug this measures: the surface grows out of a line 8 pt above the screen's edge.
          (
            #line, [(836, 85.5, 300), (836, 285.5, 100)], 385.5, .fail,
            "2 frames below the lowest detent: bottom edge -8.0 … -8.0 pt below the screen, "
              + "height 85.5 … 285.5 pt (at rest 385.5 pt)"
          ),
          // Below the screen but shrinking: the height is not the resting one.
          (
            #line, [(844 + 92, 300, 100)], 385.5, .fail,
            "1 frames below the lowest detent: bottom edge 92.0 … 92.0 pt below the screen, "
              + "height 300.0 … 300.0 pt (at rest 385.5 pt)"
          ),
          // On the screen's edge is not below it (half a point of tolerance).
          (
            #line, [(844.4, 385.5, 20)], 385.5, .fail,
            "1 frames below the lowest detent: bottom edge 0.4 … 0.4 pt below the screen, "
              + "height 385.5 … 385.5 pt (at rest 385.5 pt)"
          ),
          // Within the floating inset of the detent nothing counts: nothing measured skips.
          (
            #line, [(840, 385.5, 4), (836, 385.5, 8)], 385.5, .skip,
            "no frame below the lowest detent measured"
          ),
          // No resting height: it cannot tell a rigid card from a shrinking one, so it skips.
          (
            #line, [(844 + 92, 385.5, 100)], nil, .skip,
            "1 frames below the lowest detent: bottom edge 92.0 … 92.0 pt below the screen, "
              + "height 385.5 … 385.5 pt (at rest not measured)"
          ),
          // Bad numbers are not counted, which leaves nothing measured.
          (
            #line, [(.nan, 385.5, 100), (844 + 92, .infinity, 100)], 385.5, .skip,
            "no frame below the lowest detent measured"
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

  @Test("the engine's own frames of a floating sheet presenting pass the check")
  func theEnginesFramesPass() {
    // The core's surface rect, as a device that draws it exactly would measure it.
    var configuration = SheetConfiguration(detents: [.medium, .large], surfaceStyle: .floating)
    configuration.printsCorrectionsInDebug = false
    let context = Phone.context(content: 0, displayCornerRadius: 55)
    var engine = SheetEngine(configuration: configuration, context: context)
    engine.handle(.present(animated: true), at: 0)
    var frames: [SheetFrame] = []
    for step in 0...120 { frames.append(engine.step(to: Double(step) / 120)) }
    let rest = engine.step(to: 2)
    var slide = DeviceCheckSurfaceSlide(screenHeight: 844)
    for frame in frames {
      slide.record(
        surfaceBottom: frame.surfaceRect.maxY, surfaceHeight: frame.surfaceRect.height,
        belowLowestDetentBy: rest.extent - frame.extent)
    }
    slide.restingHeight = rest.surfaceRect.height
    #expect(slide.samples.count > 5)
    #expect(slide.verdict == .pass, "\(slide.figure)")
  }
}
