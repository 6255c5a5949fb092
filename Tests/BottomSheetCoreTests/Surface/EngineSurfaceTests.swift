import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// How the engine's surface behaves in motion: it is the morph's surface at the drawn extent on
/// every frame, a finger that holds the sheet mid-morph holds the morph, Reduce Motion keeps
/// it, and the content's width never changes on a frame of a drag or a spring.
@Suite("Engine: the surface in motion")
struct EngineSurfaceTests {
  static func floatingEngine(reduceMotion: Bool = false) -> SheetEngine {
    let configuration = SheetConfiguration(
      detents: [.medium, .large], reduceMotion: reduceMotion, printsCorrectionsInDebug: false,
      surfaceStyle: .floating)
    let context = LayoutContext(
      containerSize: Phone.size, safeAreaInsets: Phone.insets, preferredContentHeight: 300,
      displayCornerRadius: 44)
    return SheetEngine(configuration: configuration, context: context)
  }

  /// A flick from medium to large and a drag back down, at 120 Hz.
  static let gestures: [TimedInput] =
    [TimedInput(.present(animated: true), at: 0)]
    + GesturePath.drag(at: 1, by: -250, over: 0.15).inputs()
    + GesturePath.drag(at: 2.5, by: 300, over: 0.5, hold: 0.2, releaseVelocity: 0).inputs()

  @Test("every frame's surface is the morph's at the drawn extent, with or without Reduce Motion")
  func surfaceFollowsTheExtent() {
    for reduceMotion in [false, true] {
      var engine = Self.floatingEngine(reduceMotion: reduceMotion)
      var seen = (floating: false, between: false, attached: false)
      _ = ScenarioRunner.run(&engine, inputs: Self.gestures, until: 4.5) { engine, frame in
        #expect(frame.surface == engine.surfaceMorph.surface(atExtent: frame.extent))
        if frame.surface.attachment == 0, frame.extent > 0 { seen.floating = true }
        if frame.surface.attachment > 0, frame.surface.attachment < 1 { seen.between = true }
        if frame.surface.attachment == 1 { seen.attached = true }
      }
      #expect(seen.floating && seen.between && seen.attached, "reduce motion \(reduceMotion)")
    }
  }

  @Test("a finger holding the sheet mid-morph holds the surface")
  func grabMidMorphHoldsTheSurface() {
    var engine = Self.floatingEngine()
    engine.handle(.present(animated: false), at: 0)
    let morph = engine.surfaceMorph
    let halfway = (morph.endExtent - morph.startExtent) / 2
    engine.handle(.dragBegan, at: 1)
    engine.handle(.dragChanged(translation: -halfway), at: 1.1)
    let held = engine.frame(at: 1.1).surface
    expectClose(held.attachment, 0.5, tolerance: 1e-9, "attachment halfway")
    for step in 1...60 {
      let time = 1.1 + Double(step) / 120
      engine.handle(.dragChanged(translation: -halfway), at: time)
      #expect(engine.frame(at: time).surface == held, "at \(time)")
    }
  }

  @Test("a settling sheet grabbed mid-morph stops its surface under the finger")
  func grabDuringASpringStopsTheMorph() {
    var engine = Self.floatingEngine()
    engine.handle(.present(animated: false), at: 0)
    engine.handle(.selectDetent(.large, animated: true), at: 1)
    var time = 1.0
    var surface = engine.frame(at: time).surface
    while surface.attachment < 0.3 {
      time += 1.0 / 120
      surface = engine.frame(at: time).surface
    }
    #expect(surface.attachment < 1)
    engine.handle(.dragBegan, at: time)
    let grabbed = engine.frame(at: time).surface
    #expect(grabbed == surface)
    for step in 1...30 {
      #expect(engine.frame(at: time + Double(step) / 120).surface == grabbed)
    }
  }

  @Test("the content keeps one width through drags, springs and the morph")
  func contentWidthNeverChangesInMotion() {
    var engine = Self.floatingEngine()
    let trace = ScenarioRunner.run(&engine, inputs: Self.gestures, until: 4.5)
    let widths = trace.frames.map(\.contentRect.width)
    #expect(widths.allSatisfy { $0 == 374 }, "content widths \(Set(widths))")
    let insets = Set(trace.frames.map(\.surface.leadingInset))
    #expect(insets.count > 10, "the surface must morph in this trace")
    for frame in trace.frames.dropFirst() where frame.phase == .dragging || frame.isAnimating {
      if frame.changes.contains(.layoutHeight) {
        // Only at a grab or a new target: the layout height changed, never the width.
        #expect(frame.contentRect.width == 390 - 16)
      }
    }
  }

  @Test("the attached style keeps today's frames: full-width content, one shape")
  func attachedStyleIsUnchanged() {
    var engine = Phone.engine(SheetConfiguration(detents: [.medium, .large]))
    let trace = ScenarioRunner.run(&engine, inputs: Self.gestures, until: 4.5)
    #expect(trace.frames.allSatisfy { $0.surface == SheetSurface() })
    #expect(trace.frames.allSatisfy { $0.contentRect == $0.layoutRect })
  }

  @Test("a configuration that makes the sheet able to float flags the content's new width once")
  func styleChangeFlagsTheWidth() {
    var engine = Phone.engine(SheetConfiguration(detents: [.medium, .large]))
    engine.handle(.present(animated: false), at: 0)
    _ = engine.frame(at: 0.5)
    var floating = engine.configuration
    floating.surfaceStyle = .floating
    engine.updateConfiguration(floating, at: 1)
    let changed = engine.frame(at: 1)
    #expect(changed.changes.contains(.layoutHeight))
    #expect(changed.contentRect.width == 390 - 16)
    #expect(!engine.frame(at: 1.1).changes.contains(.layoutHeight))
  }

  @Test("recordings keep the surface style, and older recordings read as attached")
  func recordingKeepsTheStyle() throws {
    var configuration = SheetConfiguration(detents: [.medium, .large], surfaceStyle: .floating)
    configuration.attachedCornerRadius = 14
    let recorded = RecordedConfiguration(configuration)
    let back = recorded.sheetConfiguration(number: 0, answering: [])
    #expect(back.surfaceStyle == .floating)
    #expect(back.attachedCornerRadius == 14)
    var old = recorded
    old.surfaceStyle = nil
    old.attachedCornerRadius = nil
    let defaults = old.sheetConfiguration(number: 0, answering: [])
    #expect(defaults.surfaceStyle == .attached)
    #expect(defaults.attachedCornerRadius == SheetSurface.attachedCornerRadius)
  }
}
