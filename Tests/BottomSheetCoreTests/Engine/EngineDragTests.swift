import BottomSheetCore
import BottomSheetTestSupport
import Testing

@Suite("Engine: dragging and releasing")
struct EngineDragTests {
  /// Presents a 334 pt fitting sheet at once, then runs `inputs`.
  func presentedTrace(
    _ configuration: SheetConfiguration = SheetConfiguration(detents: [.fitting]),
    inputs: [TimedInput], until end: Double
  ) -> SheetTrace {
    var engine = Phone.engine(configuration)
    return ScenarioRunner.run(
      &engine, presenting: false, then: inputs, until: end)
  }

  @Test func slowDragOfFortyPercentReleasedStillReturns() throws {
    let distance = 0.4 * 334
    let gesture = GesturePath.drag(at: 0.5, by: distance, over: 1, hold: 0.2)
    let trace = presentedTrace(inputs: gesture.inputs(), until: 4)
    let held = try #require(trace.frame(at: 1.6))
    #expect(held.phase == .dragging)
    expectClose(held.extent, 334 - distance, tolerance: 1e-9, "the finger is truth")
    #expect(trace.last.phase == .resting)
    expectClose(trace.last.extent, 334, tolerance: 1e-9)
    #expect(trace.notificationSequence == [.willPresent, .didPresent])
    #expect(trace.largestUndrivenJump() <= 0.5)
  }

  @Test func downwardFlickFromTenPercentDismisses() {
    let gesture = GesturePath.drag(at: 0.5, by: 33.4, over: 0.05, releaseVelocity: 1200)
    let trace = presentedTrace(inputs: gesture.inputs(), until: 3)
    #expect(trace.last.phase == .hidden)
    #expect(trace.notificationSequence == [.willPresent, .didPresent, .willDismiss, .didDismiss])
    #expect(trace.largestUndrivenJump() <= 0.5)
  }

  @Test func pullingPastTheLargestDetentRubberBandsAndSpringsBack() throws {
    let gesture = GesturePath.drag(at: 0.5, by: -200, over: 0.5, hold: 0.1)
    let trace = presentedTrace(inputs: gesture.inputs(), until: 3)
    let stretched = try #require(trace.frame(at: 1.05))
    // (1 − 1/(200·0.55/844 + 1))·844 = 97.32 pt for a 200 pt pull.
    expectClose(stretched.extent, 334 + 97.32, tolerance: 0.01)
    #expect(stretched.extent - 334 < 200)
    #expect(trace.last.phase == .resting)
    expectClose(trace.last.extent, 334, tolerance: 1e-9)
    #expect(trace.notificationSequence == [.willPresent, .didPresent])
  }

  @Test func persistentSheetRubberBandsBelowItsSmallestDetent() throws {
    let configuration = SheetConfiguration.persistent(detents: [.fraction(0.25), .large])
    let smallest = 0.25 * Phone.maximumExtent
    let gesture = GesturePath.drag(at: 0.5, by: 300, over: 0.5, hold: 0.1)
    let trace = presentedTrace(configuration, inputs: gesture.inputs(), until: 3)
    let stretched = try #require(trace.frame(at: 1.05))
    #expect(stretched.extent < smallest && stretched.extent > smallest - 300)
    #expect(trace.last.phase == .resting)
    expectClose(trace.last.extent, smallest, tolerance: 1e-9)
  }

  @Test func releaseHandsTheFingersVelocityToTheSpring() throws {
    var engine = Phone.presented(SheetConfiguration(detents: [.fitting, .large]))
    for input in GesturePath.drag(at: 1, by: -60, over: 0.1, releaseVelocity: -900).inputs() {
      engine.handle(input.input, at: input.time)
    }
    let released = engine.currentSample()
    expectClose(released.velocity, 900, tolerance: 1e-9, "spring starts at the finger's speed")
    expectClose(released.position, 394, tolerance: 1e-9)
    #expect(engine.phase == .settling)
  }

  @Test func grabDuringPresentationStopsUnderTheFinger() throws {
    let configuration = SheetConfiguration(detents: [.fitting])
    var reference = Phone.engine(configuration)
    reference.handle(.present(animated: true), at: 0)
    let before = reference.step(to: 0.1)
    #expect(before.phase == .presenting)

    var engine = Phone.engine(configuration)
    let gesture = GesturePath.drag(at: 0.1, by: -20, over: 0.1, releaseVelocity: -800)
    var grabbed: SheetFrame?
    let trace = ScenarioRunner.run(
      &engine, presenting: true, then: gesture.inputs(),
      until: 2
    ) { _, frame in
      if grabbed == nil, frame.phase == .dragging { grabbed = frame }
    }
    let first = try #require(grabbed)
    expectClose(first.time, 0.1, tolerance: 1e-9)
    expectClose(first.extent, before.extent, tolerance: 1e-9, "no jump at the grab")
    let moved = try #require(trace.frame(at: 0.15))
    #expect(moved.phase == .dragging)
    expectClose(moved.extent, before.extent + 10, tolerance: 1e-9, "follows the finger 1:1")
    #expect(trace.last.phase == .resting)
    expectClose(trace.last.extent, 334, tolerance: 1e-9)
    #expect(trace.notificationSequence == [.willPresent, .didPresent])
  }

  @Test func presentationGrabbedAndPushedBackDownEndsDismissed() {
    let configuration = SheetConfiguration(detents: [.fitting])
    var engine = Phone.engine(configuration)
    let gesture = GesturePath.drag(at: 0.1, by: 150, over: 0.1, releaseVelocity: 1500)
    let trace = ScenarioRunner.run(
      &engine, presenting: true, then: gesture.inputs(),
      until: 2)
    #expect(trace.last.phase == .hidden)
    #expect(trace.notificationSequence == [.willPresent, .willDismiss, .didDismiss])
  }

  @Test func grabDuringDismissalAndPullUpBringsTheSheetBack() throws {
    let configuration = SheetConfiguration(detents: [.fitting])
    let gesture = GesturePath.drag(at: 0.6, by: -100, over: 0.2, releaseVelocity: -500)
    let trace = presentedTrace(
      configuration,
      inputs: [TimedInput(.dismiss(animated: true), at: 0.5)] + gesture.inputs(), until: 3)
    #expect(trace.last.phase == .resting)
    expectClose(trace.last.extent, 334, tolerance: 1e-9)
    #expect(
      trace.notificationSequence == [
        .willPresent, .didPresent, .willDismiss, .willPresent, .didPresent,
      ])
    #expect(!trace.notificationSequence.contains(.didDismiss))
  }

  @Test func cancelledDragSettlesWithoutDismissing() {
    let gesture = GesturePath(
      startTime: 0.5,
      samples: [GesturePath.Sample(offset: 0.1, translation: 300)],
      releaseVelocity: nil)
    let trace = presentedTrace(inputs: gesture.inputs(), until: 3)
    #expect(trace.last.phase == .resting)
    expectClose(trace.last.extent, 334, tolerance: 1e-9)
  }
}
