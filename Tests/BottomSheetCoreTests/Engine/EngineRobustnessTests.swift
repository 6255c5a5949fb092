import BottomSheetCore
import BottomSheetTestSupport
import Testing

@Suite("Engine: odd inputs")
struct EngineRobustnessTests {
  @Test func timeNeverRunsBackwards() {
    var engine = Phone.engine()
    engine.handle(.present(animated: true), at: 1)
    let later = engine.step(to: 1.2)
    let earlier = engine.step(to: 1.1)
    #expect(earlier.time == later.time)
    #expect(earlier.extent == later.extent)
    #expect(engine.corrections.contains(.timeWentBackwards))
    _ = engine.step(to: .nan)
    #expect(engine.time == 1.2)
  }

  @Test func unknownDetentIsIgnoredAndRecorded() {
    var engine = Phone.presented()
    let handled = engine.handle(.selectDetent("nowhere", animated: true), at: 0.1)
    #expect(!handled)
    #expect(engine.corrections.contains(.unknownDetent))
    #expect(engine.selectedDetent == .fitting)
  }

  @Test func inputsThatMakeNoSenseAreIgnored() {
    var engine = Phone.engine()
    let rows: [(line: UInt, input: SheetInput)] = [
      (#line, .dismiss(animated: true)),
      (#line, .dragEnded(velocity: 100)),
      (#line, .dragCancelled),
      (#line, .tapOnDimming),
      (#line, .accessibilityEscape),
      (#line, .accessibilityIncrement),
    ]
    for row in rows {
      let handled = engine.handle(row.input, at: 0)
      #expect(!handled, sourceLocation: rowLocation(row.line))
      #expect(engine.phase == .hidden, sourceLocation: rowLocation(row.line))
    }
    #expect(!engine.hasPendingNotifications)
  }

  @Test func selectingWhileHiddenChoosesTheNextPresentationsDetent() {
    var engine = Phone.engine()
    engine.handle(.selectDetent(.large, animated: true), at: 0)
    engine.handle(.present(animated: false), at: 0)
    expectClose(engine.currentFrame.extent, Phone.maximumExtent, tolerance: 1e-9)
    #expect(engine.takeNotifications() == [.willPresent, .didPresent])
  }

  @Test func newConfigurationKeepsTheDetentOrMovesToTheNearest() {
    var engine = Phone.presented(SheetConfiguration(detents: [.fitting, .large]))
    engine.updateConfiguration(SheetConfiguration(detents: [.medium, .large]), at: 1)
    #expect(engine.selectedDetent == .medium)
    expectClose(engine.step(to: 3).extent, 393.5, tolerance: 1e-9)
  }

  @Test func nonAnimatedDismissDuringADragEndsAtOnce() {
    var engine = Phone.presented()
    engine.handle(.dragBegan, at: 1)
    engine.handle(.dragChanged(translation: 40), at: 1.05)
    engine.handle(.dismiss(animated: false), at: 1.1)
    #expect(engine.phase == .hidden)
    #expect(engine.takeNotifications() == [.willPresent, .didPresent, .willDismiss, .didDismiss])
    // The finger's later events find no drag.
    let released = engine.handle(.dragEnded(velocity: 0), at: 1.2)
    #expect(!released)
  }
}

@Suite("Engine: the clock's range")
struct EngineClockRangeTests {
  @Test func timesBeyondTheMaximumAreIgnoredAndRecorded() {
    var engine = Phone.engine()
    engine.handle(.present(animated: true), at: 1)
    _ = engine.step(to: .greatestFiniteMagnitude)
    #expect(engine.time == 1)
    #expect(engine.corrections.contains(.implausibleTime))
    // The clock keeps working afterwards, and animations still settle near the maximum.
    expectClose(engine.step(to: 3).extent, 334, tolerance: 1e-9)
    engine.handle(.dismiss(animated: true), at: SheetEngine.maximumTime - 100)
    #expect(engine.step(to: SheetEngine.maximumTime).phase == .hidden)
  }
}

@Suite("Engine: far clocks")
struct EngineFarClockTests {
  /// `Fuzz/Regressions/clock-at-greatest-finite-magnitude-cannot-advance`, reduced: a drag
  /// released after the clock jumped far ahead must still settle.
  @Test func motionSettlesAfterTheClockJumpsFarAheadMidGesture() {
    var engine = Phone.presented()
    engine.handle(.dragBegan, at: 1)
    engine.handle(.dragChanged(translation: 60), at: 1.1)
    engine.handle(.dragEnded(velocity: 0), at: 5e14)
    let frame = engine.step(to: 5e14 + 3)
    #expect(frame.phase == .resting)
    expectClose(frame.extent, 334, tolerance: 1e-9)
  }
}
