import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: how often a sheet's content may be laid out on a device")
struct DeviceCheckLayoutBudgetTests {
  /// The engine's frames at 120 Hz for a presentation, a move up to `.large`, a move back down
  /// and a dismissal, each given 1.5 s to finish.
  static func engineFrames() -> [SheetFrame] {
    var engine = Phone.engine(SheetConfiguration(detents: [.fitting, .large]))
    var frames: [SheetFrame] = []
    var time = 0.0
    func run() {
      let end = time + 1.5
      while time < end {
        frames.append(engine.step(to: time))
        time += 1.0 / 120
      }
    }
    engine.handle(.present(animated: true), at: time)
    run()
    engine.handle(.selectDetent(.large, animated: true), at: time)
    run()
    engine.handle(.selectDetent(.fitting, animated: true), at: time)
    run()
    engine.handle(.dismiss(animated: true), at: time)
    run()
    return frames
  }

  @Test(
    "the engine changes the layout at most once per motion, so a sheet that lays out only then passes"
  )
  func engineMotions() {
    var budget = DeviceCheckLayoutBudget(transitions: 2)
    for frame in Self.engineFrames() { budget.record(frame) }
    // One change each: presenting (every flag), up (resized as it starts), down (at rest).
    #expect(budget.changeFrames == 3)
    #expect(budget.layoutHeightChangesPerMotion == 1)
    #expect(budget.insetChangesPerMotion == 1)
  }

  @Test(
    "layout passes at an unchanged size and safe-area changes are reported, whatever their number; the content resized beyond the frames' changes fails"
  )
  func passes() {
    let frames = Self.engineFrames()
    // passesPerChange: layout passes at each frame that flags a change, at the frame's layout
    // size; perMovingFrame: passes at every frame of a spring, at the size the content has
    // (UIKit's own passes) or, when `resizes`, at the sheet's drawn height then (a renderer
    // that resizes instead of moving); extra: passes at the last size.
    let rows:
      [(
        line: UInt, passesPerChange: Int, safeAreaPerChange: Int, perMovingFrame: Int,
        resizes: Bool, extra: Int, passes: Int, safeAreaChanges: Int, verdict: DeviceCheckVerdict
      )] = [
        (#line, 1, 1, 0, false, 0, 3, 3, .pass),
        (#line, 3, 2, 0, false, 5, 14, 6, .pass),
        (#line, 1, 4, 0, false, 0, 3, 12, .pass),
        // Laid out on every frame of a spring at its size: the count shows it (hundreds), the
        // row reports it.
        (
          #line, 1, 1, 1, false, 0, 3 + Self.engineFrames().filter(\.isAnimating).count, 3,
          .pass
        ),
        // Resized on every frame of a spring: fails.
        (
          #line, 1, 1, 1, true, 0, 3 + Self.engineFrames().filter(\.isAnimating).count, 3,
          .fail
        ),
      ]
    for row in rows {
      var budget = DeviceCheckLayoutBudget(transitions: 2)
      var size = (width: 0.0, height: 0.0)
      for frame in frames {
        budget.record(frame)
        if frame.changes.contains(.layoutHeight) {
          size = (frame.layoutRect.width, frame.layoutRect.height)
        }
        if !frame.changes.isDisjoint(with: [.layoutHeight, .contentInset]) {
          for _ in 0..<row.passesPerChange {
            budget.recordLayoutPass(width: size.width, height: size.height)
          }
          for _ in 0..<row.safeAreaPerChange { budget.recordSafeAreaChange() }
        }
        if frame.isAnimating {
          for _ in 0..<row.perMovingFrame {
            budget.recordLayoutPass(
              width: size.width, height: row.resizes ? frame.sheetRect.height : size.height)
          }
        }
      }
      for _ in 0..<row.extra { budget.recordLayoutPass(width: size.width, height: size.height) }
      #expect(budget.layoutPasses == row.passes, sourceLocation: rowLocation(row.line))
      #expect(budget.safeAreaChanges == row.safeAreaChanges, sourceLocation: rowLocation(row.line))
      #expect(budget.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      #expect(
        budget.figure.contains(
          "reported, not judged: \(row.passes) layout passes and \(row.safeAreaChanges) "
            + "safe-area changes over 3 change frames and 2 transitions"),
        sourceLocation: rowLocation(row.line))
    }
  }

  @Test(
    "the content may get a new size once per layout-height change and transition, counted from its first pass",
    arguments: [
      // (line, transitions, layout-height changes flagged, sizes at the passes, verdict)
      (#line, 0, 1, [100.0, 200], DeviceCheckVerdict.pass),
      (#line, 0, 1, [100.0, 200, 100], .fail),
      (#line, 1, 1, [100.0, 200, 100], .pass),
      (#line, 0, 2, [100.0, 100, 200, 200, 100], .pass),
      (#line, 0, 0, [100.0, 100, 100], .pass),
      (#line, 0, 0, [100.0, 101], .fail),
      // One pass gives only the size to compare with.
      (#line, 0, 0, [300.0], .pass),
      (#line, 0, 0, [], .pass),
    ] as [(UInt, Int, Int, [Double], DeviceCheckVerdict)])
  func sizeChanges(
    _ row: (
      line: UInt, transitions: Int, flags: Int, heights: [Double], verdict: DeviceCheckVerdict
    )
  ) {
    var budget = DeviceCheckLayoutBudget(transitions: row.transitions)
    let frame = SheetFrame(
      time: 0, sheetRect: Rect(x: 0, y: 0, width: 0, height: 0), extent: 0, keyboardLift: 0,
      velocity: 0, dimmingAlpha: 0, passesTouchesThrough: false, phase: .resting, detent: nil,
      isAnimating: false, changes: [])
    budget.record(frame)
    for _ in 0..<row.flags {
      var flagged = frame
      flagged.changes = .layoutHeight
      budget.record(flagged)
    }
    for height in row.heights { budget.recordLayoutPass(width: 390, height: height) }
    #expect(budget.verdict == row.verdict, sourceLocation: rowLocation(row.line))
  }

  @Test("a motion that changes the layout height or the inset twice fails")
  func motions() {
    func frame(_ phase: SheetPhase, _ changes: SheetFrameChanges) -> SheetFrame {
      SheetFrame(
        time: 0, sheetRect: Rect(x: 0, y: 0, width: 0, height: 0), extent: 0, keyboardLift: 0,
        velocity: 0, dimmingAlpha: 0, passesTouchesThrough: false, phase: phase, detent: nil,
        isAnimating: false, changes: changes)
    }
    typealias Step = (phase: SheetPhase, changes: SheetFrameChanges)
    let rows:
      [(line: UInt, steps: [Step], layoutHeight: Int, inset: Int, verdict: DeviceCheckVerdict)] = [
        // Up: resized as it starts. Down: resized at rest.
        (
          #line, [(.resting, []), (.settling, .layoutHeight), (.settling, []), (.resting, [])], 1,
          0, .pass
        ),
        (#line, [(.resting, []), (.settling, []), (.resting, .layoutHeight)], 1, 0, .pass),
        // Two motions, one change each.
        (
          #line,
          [(.settling, .layoutHeight), (.resting, []), (.settling, []), (.resting, .layoutHeight)],
          1, 0, .pass
        ),
        // Resized as it starts and again at rest.
        (
          #line, [(.resting, []), (.settling, .layoutHeight), (.resting, .layoutHeight)], 2, 0,
          .fail
        ),
        // Resized on a frame of the spring.
        (
          #line, [(.settling, .layoutHeight), (.settling, .layoutHeight), (.resting, [])], 2, 0,
          .fail
        ),
        (#line, [(.presenting, .all), (.presenting, .contentInset), (.resting, [])], 1, 2, .fail),
        // A new phase (a dismissal from a settle) is a new motion.
        (
          #line, [(.settling, .layoutHeight), (.dismissing, .layoutHeight), (.hidden, [])], 1, 0,
          .pass
        ),
        // Changes at rest, one event each.
        (#line, [(.resting, .contentInset), (.resting, .contentInset)], 0, 1, .pass),
        // Nothing recorded proves nothing: the sheet never drew, so the counts are not held to
        // anything.
        (#line, [], 0, 0, .skip),
      ]
    for row in rows {
      var budget = DeviceCheckLayoutBudget(transitions: 1)
      for step in row.steps { budget.record(frame(step.phase, step.changes)) }
      #expect(
        budget.layoutHeightChangesPerMotion == row.layoutHeight,
        sourceLocation: rowLocation(row.line))
      #expect(budget.insetChangesPerMotion == row.inset, sourceLocation: rowLocation(row.line))
      #expect(budget.verdict == row.verdict, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("a new width is a new size, as a new height is")
  func widthChanges() {
    var budget = DeviceCheckLayoutBudget(transitions: 0)
    budget.record(
      SheetFrame(
        time: 0, sheetRect: Rect(x: 0, y: 0, width: 0, height: 0), extent: 0, keyboardLift: 0,
        velocity: 0, dimmingAlpha: 0, passesTouchesThrough: false, phase: .resting, detent: nil,
        isAnimating: false, changes: []))
    budget.recordLayoutPass(width: 390, height: 300)
    budget.recordLayoutPass(width: 390, height: 300)
    #expect(budget.verdict == .pass)
    budget.recordLayoutPass(width: 370, height: 300)
    budget.recordLayoutPass(width: 370, height: 300)
    #expect(budget.contentSizeChanges == 1, "the new width counts once, then it is the size")
    #expect(budget.verdict == .fail)
  }

  @Test("the figure prints what is judged, then the raw counts it only reports")
  func figure() {
    var budget = DeviceCheckLayoutBudget(transitions: 0)
    for frame in Self.engineFrames().prefix(10) { budget.record(frame) }
    budget.recordLayoutPass(width: 390, height: 300)
    budget.recordLayoutPass(width: 390, height: 320)
    #expect(
      budget.figure
        == "layout height changed at most 1× per motion, inset at most 1× (allowed 1), 10 frames; "
        + "content resized 1× (allowed 1); reported, not judged: 2 layout passes and 0 "
        + "safe-area changes over 1 change frames and 0 transitions")
  }
}
