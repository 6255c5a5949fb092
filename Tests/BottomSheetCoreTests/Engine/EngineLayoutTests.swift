import BottomSheetCore
import BottomSheetTestSupport
import Testing

@Suite("Engine: keyboard, rotation and Reduce Motion")
struct EngineLayoutTests {
  @Test func keyboardLiftsTheSheetAndShrinksItToFit() throws {
    let rows: [(line: UInt, content: Double, restingExtent: Double, liftedExtent: Double)] = [
      // The keyboard covers the home indicator, so 300 pt of content needs 300 pt.
      (#line, 300, 334, 300),
      // 844 − 47 − 10 − 336 = 451 pt of room above the keyboard.
      (#line, 600, 634, 451),
    ]
    for row in rows {
      let location = rowLocation(row.line)
      var engine = Phone.engine(content: row.content)
      let trace = ScenarioRunner.run(
        &engine, presenting: false,
        then: [
          TimedInput(.keyboardChanged(overlap: 336), at: 1),
          TimedInput(.keyboardChanged(overlap: 0), at: 4),
        ], until: 7)
      let lifted = try #require(trace.frame(at: 3.99))
      expectClose(lifted.extent, row.liftedExtent, tolerance: 0.1, sourceLocation: location)
      expectClose(lifted.keyboardLift, 336, tolerance: 0.1, sourceLocation: location)
      expectClose(
        lifted.sheetRect.minY, 844 - 336 - row.liftedExtent, tolerance: 0.2,
        sourceLocation: location)
      #expect(lifted.detent == .fitting, sourceLocation: location)
      let back = trace.last
      expectClose(back.extent, row.restingExtent, tolerance: 0.1, sourceLocation: location)
      expectClose(
        back.sheetRect.minY, 844 - row.restingExtent, tolerance: 0.2, sourceLocation: location)
      #expect(trace.largestUndrivenJump() <= 0.5, sourceLocation: location)
    }
  }

  @Test func keyboardCanExpandTheSheetToItsLargestDetent() {
    var configuration = SheetConfiguration.fitting
    configuration.keyboard = .expandToLargest
    var engine = Phone.presented(configuration)
    engine.handle(.keyboardChanged(overlap: 336), at: 1)
    let frame = engine.step(to: 4)
    #expect(frame.detent == .large)
    expectClose(frame.extent, 451, tolerance: 0.1)
  }

  @Test func rotationResolvesDetentsAgainAndAnimatesToTheSameDetent() throws {
    var engine = Phone.engine()
    let landscape = PhoneLandscape.context(content: 300)
    let trace = ScenarioRunner.run(
      &engine, presenting: false,
      then: [TimedInput(.layoutChanged(landscape), at: 1)], until: 3)
    let during = try #require(trace.frame(at: 1 + 1.0 / 120))
    #expect(during.phase == .settling)
    #expect(during.extent < 334 && during.extent > 321)
    // 300 + 21 pt fits under the landscape maximum of 390 − 0 − 10 = 380 pt.
    expectClose(trace.last.extent, 321, tolerance: 1e-9)
    #expect(trace.last.detent == .fitting)
    // Wider than 600 pt: a centred sheet of the documented width.
    expectClose(trace.last.sheetRect.width, SheetLayout.wideSheetWidth, tolerance: 1e-9)
    expectClose(trace.last.sheetRect.midX, 422, tolerance: 1e-9)
  }

  @Test func reduceMotionNeverOvershoots() {
    var configuration = SheetConfiguration(detents: [.fitting, .large])
    configuration.reduceMotion = true
    var engine = Phone.engine(configuration)
    let flickUp = GesturePath.drag(at: 2, by: -50, over: 0.05, releaseVelocity: -3000)
    let trace = ScenarioRunner.run(
      &engine, presenting: true, then: flickUp.inputs(),
      until: 5)
    let presenting = trace.frames.filter { $0.time < 2 }
    #expect(presenting.allSatisfy { $0.extent <= 334 + 1e-9 })
    let settling = trace.frames.filter { $0.time > flickUp.endTime }
    #expect(settling.allSatisfy { $0.extent <= Phone.maximumExtent + 1e-9 })
    expectClose(trace.last.extent, Phone.maximumExtent, tolerance: 1e-9)
  }

  @Test func interactivePresentationFromHiddenGoesBackOrPresents() {
    let configuration = SheetConfiguration(detents: [.fitting])
    let rows: [(line: UInt, gesture: GesturePath, presented: Bool, sequence: [SheetNotification])] =
      [
        (
          #line, GesturePath.drag(at: 0.2, by: -50, over: 0.5, hold: 0.1), false,
          [.willPresent, .willDismiss, .didDismiss]
        ),
        (
          #line, GesturePath.drag(at: 0.2, by: -80, over: 0.1, releaseVelocity: -1500), true,
          [.willPresent, .didPresent]
        ),
      ]
    for row in rows {
      var engine = Phone.engine(configuration)
      let trace = ScenarioRunner.run(&engine, inputs: row.gesture.inputs(), until: 3)
      #expect(
        trace.last.phase == (row.presented ? .resting : .hidden),
        sourceLocation: rowLocation(row.line))
      #expect(trace.notificationSequence == row.sequence, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func contentChangeDuringADragLetsTheFingerWin() throws {
    var engine = Phone.presented(SheetConfiguration(detents: [.fitting]))
    engine.handle(.dragBegan, at: 1)
    engine.handle(.dragChanged(translation: 50), at: 1.1)
    engine.handle(.contentHeightChanged(500, animated: true), at: 1.2)
    expectClose(engine.currentFrame.extent, 284, tolerance: 1e-9, "still under the finger")
    engine.handle(.dragEnded(velocity: 0), at: 1.3)
    expectClose(engine.step(to: 4).extent, 534, tolerance: 1e-9)
  }

  @Test func retargetingKeepsPositionAndVelocity() {
    var engine = Phone.engine()
    engine.handle(.present(animated: true), at: 0)
    _ = engine.step(to: 0.12)
    let before = engine.currentSample()
    engine.handle(.contentHeightChanged(600, animated: true), at: 0.12)
    let after = engine.currentSample()
    expectClose(after.position, before.position, tolerance: 1e-9)
    expectClose(after.velocity, before.velocity, tolerance: 1e-9)
  }
}
