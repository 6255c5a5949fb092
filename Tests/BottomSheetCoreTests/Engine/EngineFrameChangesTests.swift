import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// What each frame says changed (``SheetFrameChanges``): the layout height and the content's
/// bottom inset only at events and at rest, never on the frames of a drag or a spring; the
/// accessibility state only when the detent or the modal state really changes.
@Suite("Engine: frame changes")
struct EngineFrameChangesTests {
  /// How many frames of `trace` carry each flag; checks on the way that every flag is set
  /// exactly when its value differs from the previous frame's.
  static func counts(
    _ trace: SheetTrace, sourceLocation: SourceLocation = #_sourceLocation
  ) -> (layoutHeight: Int, contentInset: Int, accessibility: Int) {
    var counts = (layoutHeight: 0, contentInset: 0, accessibility: 0)
    for (previous, current) in zip(trace.frames, trace.frames.dropFirst()) {
      let layout =
        previous.layoutHeight != current.layoutHeight
        || previous.layoutRect.width != current.layoutRect.width
      let inset = previous.contentBottomInset != current.contentBottomInset
      let access =
        previous.detent != current.detent
        || previous.passesTouchesThrough != current.passesTouchesThrough
      #expect(
        current.changes.contains(.layoutHeight) == layout, "layout at \(current.time)",
        sourceLocation: sourceLocation)
      #expect(
        current.changes.contains(.contentInset) == inset, "inset at \(current.time)",
        sourceLocation: sourceLocation)
      #expect(
        current.changes.contains(.accessibility) == access, "access at \(current.time)",
        sourceLocation: sourceLocation)
      if current.changes.contains(.layoutHeight) { counts.layoutHeight += 1 }
      if current.changes.contains(.contentInset) { counts.contentInset += 1 }
      if current.changes.contains(.accessibility) { counts.accessibility += 1 }
    }
    return counts
  }

  static let keyboard = KeyboardAnimation(duration: 0.25, systemCurve: 7)

  @Test("drags, flings, settles, the keyboard and content changes flag each change once")
  func changeCounts() {
    // (line, detents, inputs after a presentation at 0…2 s, the most frames flagged with a
    // layout height change, the exact number with a content inset change, and with an
    // accessibility change). A gesture is a grab and a settle: one layout change each.
    let rows:
      [(
        line: UInt, detents: [Detent], inputs: [TimedInput], layout: Int, inset: Int,
        access: Int
      )] = [
        // A fling up to the large detent: grab, rest; the spoken detent changes once.
        (
          #line, [.fitting, .large], GesturePath.drag(at: 2.2, by: -300, over: 0.2).inputs(),
          2, 0, 1
        ),
        // A short drag that settles back: the detent never changes.
        (
          #line, [.fitting, .large], GesturePath.drag(at: 2.2, by: -40, over: 0.3).inputs(),
          2, 0, 0
        ),
        // A fling down that dismisses: the spoken detent goes as it leaves, and the sheet
        // stops being modal once it drops out of the dimmed range.
        (
          #line, [.fitting, .large], GesturePath.drag(at: 2.2, by: 200, over: 0.1).inputs(),
          2, 0, 2
        ),
        // Programmatic settles, up then down: one layout change each.
        (
          #line, [.medium, .large],
          [TimedInput(.selectDetent("large", animated: true), at: 2.2)], 1, 0, 1
        ),
        (
          #line, [.medium, .large],
          [
            TimedInput(.selectDetent("large", animated: true), at: 2.2),
            TimedInput(.selectDetent("medium", animated: false), at: 3.5),
          ], 2, 0, 2
        ),
        // Content changes animate there: one layout change, nothing else.
        (
          #line, [.fitting, .large],
          [TimedInput(.contentHeightChanged(450, animated: true), at: 2.2)], 1, 0, 0
        ),
        (
          #line, [.fitting, .large],
          [TimedInput(.contentHeightChanged(150, animated: true), at: 2.2)], 1, 0, 0
        ),
        // The keyboard comes and goes: the inset goes to 0 on the keyboard and back, once each.
        (
          #line, [.fitting, .large],
          [
            TimedInput(.keyboardChanged(overlap: 336, animation: Self.keyboard), at: 2.2),
            TimedInput(.keyboardChanged(overlap: 0, animation: Self.keyboard), at: 3.5),
          ], 2, 2, 0
        ),
        // Dismissed (hidden keeps its layout): the detent, then the modal state.
        (#line, [.fitting, .large], [TimedInput(.dismiss(animated: true), at: 2.2)], 1, 0, 2),
      ]
    for row in rows {
      let location = rowLocation(row.line)
      var engine = Phone.engine(SheetConfiguration(detents: row.detents))
      let presentation = ScenarioRunner.run(
        &engine, presenting: true, until: 2)
      #expect(presentation.frames.first?.changes == .all, sourceLocation: location)
      let present = Self.counts(presentation, sourceLocation: location)
      #expect(present.layoutHeight <= 1, "present", sourceLocation: location)
      #expect(present.contentInset == 0, "present", sourceLocation: location)
      let trace = ScenarioRunner.run(&engine, inputs: row.inputs, until: 6)
      let counts = Self.counts(trace, sourceLocation: location)
      #expect(counts.layoutHeight <= row.layout, "\(counts)", sourceLocation: location)
      #expect(counts.contentInset == row.inset, "\(counts)", sourceLocation: location)
      #expect(counts.accessibility == row.access, "\(counts)", sourceLocation: location)
    }
  }

  @Test("the content's bottom inset is the home indicator's on the screen edge, 0 on the keyboard")
  func contentInset() {
    var engine = Phone.presented()
    #expect(engine.step(to: 0.1).contentBottomInset == 34)
    engine.handle(.keyboardChanged(overlap: 20), at: 0.2)
    #expect(engine.step(to: 0.3).contentBottomInset == 14)
    engine.handle(.keyboardChanged(overlap: 336), at: 0.4)
    #expect(engine.step(to: 0.5).contentBottomInset == 0)
  }

  @Test("a new width alone lays the content out again")
  func widthAloneIsALayoutChange() {
    var engine = Phone.presented()
    let before = engine.step(to: 0.1)
    // Split View narrows the container; the fitting sheet keeps its height.
    var context = engine.layout.context
    context.containerSize = Size(width: 320, height: Phone.size.height)
    engine.handle(.layoutChanged(context), at: 0.2)
    let after = engine.step(to: 0.3)
    #expect(after.layoutHeight == before.layoutHeight)
    #expect(after.layoutRect.width != before.layoutRect.width)
    #expect(after.changes.contains(.layoutHeight))
    #expect(engine.step(to: 0.4).changes == [])
  }

  @Test("a frame read without drawing reports changes against the last drawn one")
  func currentFrameDoesNotMarkDrawn() {
    var engine = Phone.presented(SheetConfiguration(detents: [.medium, .large]))
    _ = engine.step(to: 0.1)
    engine.handle(.selectDetent("large", animated: false), at: 0.2)
    #expect(engine.currentFrame.changes == [.layoutHeight, .accessibility])
    #expect(engine.drawCurrentFrame().changes == [.layoutHeight, .accessibility])
    #expect(engine.drawCurrentFrame().changes == [])
  }

  @Test("a forgotten drawn frame makes the next one report every change")
  func invalidation() {
    var engine = Phone.presented()
    _ = engine.step(to: 0.1)
    #expect(engine.step(to: 0.2).changes == [])
    engine.invalidateDrawnFrame()
    #expect(engine.step(to: 0.3).changes == .all)
    #expect(engine.step(to: 0.4).changes == [])
  }
}
