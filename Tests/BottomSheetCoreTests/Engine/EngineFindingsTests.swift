import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// Behaviours first seen wrong in sheet-lab's report, kept from coming back.
@Suite("Engine: findings from sheet-lab")
struct EngineFindingsTests {
  @Test func dimmingStaysFullWhileFittingContentGrows() {
    var engine = Phone.engine()
    let trace = ScenarioRunner.run(
      &engine, presenting: false,
      then: [TimedInput(.contentHeightChanged(600, animated: true), at: 0.5)], until: 2)
    let alphas = trace.frames.map(\.dimmingAlpha)
    #expect(alphas.allSatisfy { abs($0 - Dimming.systemMaximumAlpha) < 1e-9 })
  }

  @Test func restingFingerReportsNoVelocity() {
    var engine = Phone.presented()
    engine.handle(.dragBegan, at: 1)
    engine.handle(.dragChanged(translation: 20), at: 1.01)
    engine.handle(.dragChanged(translation: 40), at: 1.02)
    #expect(engine.step(to: 1.02).velocity < -1000)
    // No event for 0.1 s: the finger rests and so does the sheet.
    #expect(engine.step(to: 1.12).velocity == 0)
  }

  @Test func unanimatedContentChangesReportTheirSpeed() {
    var engine = Phone.presented()
    engine.handle(.contentHeightChanged(310, animated: false), at: 1)
    engine.handle(.contentHeightChanged(320, animated: false), at: 1.01)
    expectClose(engine.step(to: 1.01).velocity, 1000, tolerance: 1e-6)
    #expect(engine.step(to: 1.2).velocity == 0)
  }

  @Test func rotationToAShorterContainerMovesFromTheFirstFrame() throws {
    var engine = Phone.engine(content: 400)  // 434 pt, taller than a 390 pt landscape screen
    let landscape = PhoneLandscape.context(content: 400)
    let trace = ScenarioRunner.run(
      &engine, presenting: false,
      then: [TimedInput(.layoutChanged(landscape), at: 1)], until: 3)
    let after = trace.frames.filter { $0.time > 1 }
    let first = try #require(after.first)
    #expect(first.extent < 390, "moving already: \(first.extent)")
    #expect(after.allSatisfy { $0.extent <= 390 })
    expectClose(trace.last.extent, 380, tolerance: 1e-9)  // capped at 390 − 10
  }
}

@Suite("Engine: presentation progress")
struct EnginePresentationProgressTests {
  @Test func progressIsTheShareOfTheDetentShown() {
    var engine = Phone.engine()
    #expect(engine.step(to: 0).presentationProgress == 0)
    engine.handle(.present(animated: false), at: 0)
    #expect(engine.step(to: 0).presentationProgress == 1)
    engine.handle(.dragBegan, at: 1)
    engine.handle(.dragChanged(translation: 167), at: 1.1)  // half of 334 pt
    expectClose(engine.currentFrame.presentationProgress, 0.5, tolerance: 1e-12)
  }
}
