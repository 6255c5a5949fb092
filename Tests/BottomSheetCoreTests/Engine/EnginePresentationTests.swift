import BottomSheetCore
import BottomSheetTestSupport
import Testing

@Suite("Engine: presentation, fitting and dismissal")
struct EnginePresentationTests {
  /// The fitting sheet with a dismissal veto that always refuses.
  static let vetoing: SheetConfiguration = {
    var configuration = SheetConfiguration.fitting
    configuration.shouldDismiss = { false }
    return configuration
  }()

  @Test func fittingSheetRestsOnItsContentAndFollowsItsChanges() throws {
    var engine = Phone.engine()
    let trace = ScenarioRunner.run(
      &engine, presenting: true,
      then: [
        TimedInput(.contentHeightChanged(600, animated: true), at: 2),
        TimedInput(.contentHeightChanged(2000, animated: true), at: 4),
        TimedInput(.contentHeightChanged(100, animated: true), at: 6),
      ], until: 8)
    // 300 pt of content + 34 pt bottom safe area.
    let rows: [(line: UInt, time: Double, extent: Double)] = [
      (#line, 1.99, 334),
      (#line, 3.99, 634),
      (#line, 5.99, Phone.maximumExtent),  // 2000 + 34 is capped at 844 − 47 − 10
      (#line, 7.99, 134),
    ]
    for row in rows {
      let frame = try #require(trace.frame(at: row.time))
      expectClose(
        frame.extent, row.extent, tolerance: SheetEngine.positionTolerance,
        sourceLocation: rowLocation(row.line))
      #expect(frame.phase == .resting, sourceLocation: rowLocation(row.line))
      #expect(frame.detent == .fitting, sourceLocation: rowLocation(row.line))
    }
    // Each change animates from where the sheet was instead of jumping.
    let justAfterGrowth = try #require(trace.frame(at: 2 + 1.0 / 120))
    #expect(justAfterGrowth.extent > 334 && justAfterGrowth.extent < 400)
    #expect(justAfterGrowth.phase == .settling)
    #expect(trace.notificationSequence == [.willPresent, .didPresent])
    #expect(trace.largestUndrivenJump() <= 0.5)
  }

  @Test func presentationStartsHiddenAndDimsAsItRises() throws {
    var engine = Phone.engine()
    let first = engine.step(to: 0)
    #expect(first.phase == .hidden)
    #expect(first.extent == 0)
    #expect(first.passesTouchesThrough)
    let trace = ScenarioRunner.run(
      &engine, presenting: true, until: 2)
    let early = try #require(trace.frame(at: 0.05))
    #expect(early.phase == .presenting)
    #expect(early.dimmingAlpha > 0 && early.dimmingAlpha < Dimming.systemMaximumAlpha)
    #expect(!early.passesTouchesThrough)
    expectClose(trace.last.dimmingAlpha, Dimming.systemMaximumAlpha, tolerance: 1e-9)
    expectClose(trace.last.sheetRect.minY, 844 - 334, tolerance: SheetEngine.positionTolerance)
    #expect(!trace.last.isAnimating)
  }

  @Test func tapOnTheDimmingDismisses() {
    var engine = Phone.engine()
    let trace = ScenarioRunner.run(
      &engine, presenting: true,
      then: [TimedInput(.tapOnDimming, at: 1.5)], until: 3)
    #expect(trace.last.phase == .hidden)
    #expect(trace.last.extent == 0)
    #expect(trace.notificationSequence == [.willPresent, .didPresent, .willDismiss, .didDismiss])
    #expect(trace.largestUndrivenJump() <= 0.5)
  }

  @Test func vetoedTapKeepsTheSheetAndReportsOneAttempt() {
    var engine = Phone.engine(Self.vetoing)
    let trace = ScenarioRunner.run(
      &engine, presenting: true,
      then: [TimedInput(.tapOnDimming, at: 1.5)], until: 3)
    #expect(trace.last.phase == .resting)
    expectClose(trace.last.extent, 334, tolerance: 1e-9)
    #expect(trace.notificationSequence == [.willPresent, .didPresent, .didAttemptToDismiss])
  }

  @Test func programmaticDismissIgnoresTheVeto() {
    var engine = Phone.engine(Self.vetoing)
    let trace = ScenarioRunner.run(
      &engine, presenting: false,
      then: [TimedInput(.dismiss(animated: true), at: 0.5)], until: 2)
    #expect(trace.last.phase == .hidden)
    #expect(trace.notificationSequence == [.willPresent, .didPresent, .willDismiss, .didDismiss])
  }

  @Test func accessibilityEscapeDismissesUnlessVetoedOrPersistent() {
    var engine = Phone.presented()
    #expect(engine.handle(.accessibilityEscape, at: 0.1) == true)

    var kept = Phone.presented(Self.vetoing)
    #expect(kept.handle(.accessibilityEscape, at: 0.1) == false)
    #expect(kept.takeNotifications() == [.willPresent, .didPresent, .didAttemptToDismiss])

    var persistent = Phone.presented(.persistent(detents: [.medium, .large]))
    #expect(persistent.handle(.accessibilityEscape, at: 0.1) == false)
  }

  @Test func accessibilityIncrementAndDecrementStepThroughDetents() {
    var engine = Phone.presented(SheetConfiguration(detents: [.fitting, .medium, .large]))
    #expect(engine.selectedDetent == .fitting)
    #expect(engine.handle(.accessibilityDecrement, at: 0.1) == false)
    #expect(engine.handle(.accessibilityIncrement, at: 0.1) == true)
    _ = engine.step(to: 2)
    #expect(engine.selectedDetent == .medium)
    #expect(engine.handle(.accessibilityIncrement, at: 2) == true)
    _ = engine.step(to: 4)
    #expect(engine.selectedDetent == .large)
    expectClose(engine.currentFrame.extent, Phone.maximumExtent, tolerance: 1e-9)
    #expect(engine.handle(.accessibilityIncrement, at: 4) == false)
    #expect(
      engine.takeNotifications() == [
        .willPresent, .didPresent,
        .detentDidChange(from: .fitting, to: .medium),
        .detentDidChange(from: .medium, to: .large),
      ])
  }
}
