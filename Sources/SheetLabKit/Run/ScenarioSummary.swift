import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport

/// One line of the summary table: a scenario's figures and its verdict.
package struct ScenarioSummary: Sendable, Hashable {
  /// The scenario's name.
  package var name: String
  /// The run's length, in seconds.
  package var duration: Double
  /// How many frames were drawn.
  package var frameCount: Int
  /// The last frame's phase.
  package var finalPhase: SheetPhase
  /// The last frame's detent.
  package var finalDetent: String?
  /// The last frame's extent, in points.
  package var finalExtent: Double
  /// Every notification, in order, as ``LabFormat/notification(_:)`` spells it.
  package var notifications: [String]
  /// The largest jump between two frames that neither the sheet's speed nor the finger
  /// explains, in points (``Continuity/largestJump(in:)``).
  package var largestJump: Double
  /// The largest acceleration between two frames, in points per second squared
  /// (``Continuity/largestAcceleration(in:)``).
  package var largestAcceleration: Double
  /// The largest jump of an inset or a corner radius of the surface between two frames, in
  /// points (``Continuity/largestSurfaceJump(in:)``).
  package var largestSurfaceJump: Double
  /// The largest step of the presenter's recession the sheet's move does not explain, as a
  /// fraction of the full recession (``Continuity/largestPresenterJump(in:)``).
  package var largestPresenterJump: Double
  /// The smallest presenter scale over the run (1 when the presenter never receded).
  package var smallestPresenterScale: Double
  /// Why the scenario failed; empty when it passed.
  package var failures: [String]

  /// Whether every expectation held.
  package var passed: Bool { failures.isEmpty }

  /// Computes the figures of `trace` and checks its scenario's expectations.
  package init(trace: LabTrace) {
    let last = trace.sheetTrace.last
    name = trace.scenario.name
    duration = trace.scenario.duration
    frameCount = trace.frames.count
    finalPhase = last.phase
    finalDetent = last.detent?.rawValue
    finalExtent = last.extent
    notifications = trace.sheetTrace.notificationSequence.map(LabFormat.notification)
    largestJump = Continuity.largestJump(in: trace)
    largestAcceleration = Continuity.largestAcceleration(in: trace)
    largestSurfaceJump = Continuity.largestSurfaceJump(in: trace)
    largestPresenterJump = Continuity.largestPresenterJump(in: trace)
    smallestPresenterScale = trace.frames.map(\.presenter.scale).min() ?? 1
    failures = []
    failures = ExpectationChecker.failures(of: trace, summary: self)
  }
}
