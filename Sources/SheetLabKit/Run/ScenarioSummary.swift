import BottomSheetCore
import BottomSheetTestSupport

/// One line of the summary table: a scenario's figures and its verdict.
public struct ScenarioSummary: Sendable, Hashable {
  /// The scenario's name.
  public var name: String
  /// The run's length, in seconds.
  public var duration: Double
  /// How many frames were drawn.
  public var frameCount: Int
  /// The last frame's phase.
  public var finalPhase: SheetPhase
  /// The last frame's detent.
  public var finalDetent: String?
  /// The last frame's extent, in points.
  public var finalExtent: Double
  /// Every notification, in order, as ``LabFormat/notification(_:)`` spells it.
  public var notifications: [String]
  /// The largest position jump between frames that no input drove, in points
  /// (`SheetTrace.largestUndrivenJump`).
  public var largestJump: Double
  /// The largest change of the sheet's velocity across a release or handoff, in points per
  /// second (0 when the scenario has none).
  public var largestVelocityStep: Double
  /// Why the scenario failed; empty when it passed.
  public var failures: [String]

  /// Whether every expectation held.
  public var passed: Bool { failures.isEmpty }

  /// Computes the figures of `trace` and checks its scenario's expectations.
  public init(trace: LabTrace) {
    let last = trace.sheetTrace.last
    name = trace.scenario.name
    duration = trace.scenario.duration
    frameCount = trace.frames.count
    finalPhase = last.phase
    finalDetent = last.detent?.rawValue
    finalExtent = last.extent
    notifications = trace.sheetTrace.notificationSequence.map(LabFormat.notification)
    largestJump = trace.sheetTrace.largestUndrivenJump()
    largestVelocityStep = ScenarioSummary.largestVelocityStep(in: trace)
    failures = []
    failures = ExpectationChecker.failures(of: trace, summary: self)
  }

  /// The largest `|v(after) − v(before)|` over every release and handoff marker, where
  /// "before" is the last frame strictly before the marker and "after" the first frame at or
  /// after it, in points per second.
  public static func largestVelocityStep(in trace: LabTrace) -> Double {
    var largest = 0.0
    let frames = trace.sheetTrace.frames
    for marker in trace.markers where marker.kind == .release || marker.kind == .handoff {
      guard let after = frames.firstIndex(where: { $0.time >= marker.time - 1e-9 }), after > 0
      else { continue }
      largest = max(largest, abs(frames[after].velocity - frames[after - 1].velocity))
    }
    return largest
  }
}
