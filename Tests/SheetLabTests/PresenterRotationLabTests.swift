import BottomSheetCore
import BottomSheetRules
import SheetLabKit
import Testing

/// sheet-lab's rotation from rest at `.large` (`presenter-follows-rotation`): the presenter
/// recedes along with the rotation to the recession of where the sheet is going, and the
/// sheet's own move takes over at the end without a step.
@Suite("sheet-lab: the presenter through a rotation")
struct PresenterRotationLabTests {
  static let scenario = BuiltInScenarios.named("presenter-follows-rotation")!
  /// When the rotation to portrait starts, in seconds (the scenario's input).
  static let start = 2.0
  static let duration = LabPresenter.rotationDuration
  /// The largest step of the presenter's scale between two frames at the rotation's end (the
  /// self-check's bound).
  static let endStepLimit = 0.02

  /// The presenter's scale on each frame from the rotation's start until the sheet rests.
  static func scales(_ run: LabRun) -> [(time: Double, scale: Double)] {
    run.trace.frames.filter { $0.sheet.time >= start - 1e-9 && $0.sheet.time <= start + 1.5 }
      .map { ($0.sheet.time, $0.presenter.scale) }
  }

  @Test func passesAtBothRatesAndRecedesMonotonicallyWithoutAStepAtTheEnd() throws {
    try expectPassesAtEveryRateAndSurvivesExport(Self.scenario)
    for framesPerSecond in ScenarioPlayer.supportedFramesPerSecond {
      let run = LabRun(Self.scenario, framesPerSecond: framesPerSecond)
      let rate = "\(framesPerSecond) Hz"
      let scales = Self.scales(run)
      for (before, after) in zip(scales, scales.dropFirst()) {
        #expect(after.scale <= before.scale + 1e-12, "\(rate) at \(after.time) s")
      }
      // Reference values: half-way (t = 0.5, ease-in-out gives 0.5) half the full recession,
      // at the end all of it, both to a millionth (rounding only).
      let middle = try #require(run.trace.frame(at: Self.start + Self.duration / 2))
      #expect(abs(middle.presenter.scale - 0.96) < 1e-6, "\(rate): \(middle.presenter.scale)")
      let end = try #require(run.trace.frame(at: Self.start + Self.duration))
      #expect(abs(end.presenter.scale - 0.92) < 1e-6, "\(rate): \(end.presenter.scale)")
      // The step across the end: the frames either side of it.
      let index = try #require(
        run.trace.frames.firstIndex { $0.sheet.time >= Self.start + Self.duration - 1e-9 })
      let step = abs(
        run.trace.frames[index + 1].presenter.scale - run.trace.frames[index - 1].presenter.scale)
      #expect(step < Self.endStepLimit, "\(rate): \(step)")
      // The sheet itself is still on its way when the rotation ends: the hand-over holds.
      #expect(end.sheet.presenterRecession.scale > PresenterRecession.fullScale, "\(rate)")
    }
  }

  /// The old rules, replayed over the same run: the scenario's checks catch both.
  @Test func theChecksFailForThePresenterOfTheOldRules() {
    let rows: [(line: UInt, name: String, shown: (LabFrame) -> PresenterRecession, fails: String)] =
      [
        // The lab before: the presenter is the sheet's own recession at every frame.
        (#line, "the sheet's own", { $0.sheet.presenterRecession }, "the presenter's scale is"),
        // The adapter before: animated to the recession of the sheet's extent when the
        // rotation started (380 pt: none), then the core's at the end.
        (
          #line, "animated to the start's",
          { frame in
            let time = frame.sheet.time
            let rotating = time >= Self.start && time < Self.start + Self.duration
            return rotating ? .none : frame.sheet.presenterRecession
          }, "the presenter's scale is"
        ),
      ]
    for row in rows {
      var trace = LabRun(Self.scenario).trace
      for index in trace.frames.indices {
        trace.frames[index].presenter = row.shown(trace.frames[index])
      }
      let failures = LabRun(trace: trace).summary.failures
      #expect(
        failures.contains { $0.contains(row.fails) }, "\(row.name): \(failures)",
        sourceLocation: rowLocation(row.line))
    }
  }
}
