import BottomSheetCore
import BottomSheetTestSupport
import SheetLabKit
import Testing

@Suite("Summary figures equal the engine's own trace")
struct SummaryFigureTests {
  @Test func everyFigureIsRecomputedIndependentlyFromTheTrace() {
    for run in Fixtures.runs {
      let summary = run.summary
      let trace = run.trace.sheetTrace
      let name = summary.name
      #expect(summary.frameCount == trace.frames.count, "\(name)")
      let expectedFrames = Int((run.trace.scenario.duration * 120).rounded(.down)) + 1
      #expect(summary.frameCount == expectedFrames, "\(name)")
      #expect(summary.finalPhase == trace.frames.last?.phase, "\(name)")
      #expect(summary.finalDetent == trace.frames.last?.detent?.rawValue, "\(name)")
      #expect(summary.finalExtent == trace.frames.last?.extent, "\(name)")
      #expect(summary.notifications == trace.notifications.map { Self.spell($0.notification) })
      #expect(abs(summary.largestJump - Self.largestJump(trace)) < 1e-9, "\(name)")
      #expect(
        abs(summary.largestVelocityStep - Self.largestVelocityStep(run.trace)) < 1e-9, "\(name)")
    }
  }

  @Test func theTableShowsTheFiguresOfEveryScenario() {
    let table = SummaryTable.render(Fixtures.runs.map(\.summary))
    for run in Fixtures.runs {
      let line = table.split(separator: "\n").first { $0.hasPrefix(run.summary.name + " ") }
      #expect(line?.contains("\(run.summary.frameCount)") == true)
      #expect(line?.contains(run.summary.passed ? "PASS" : "FAIL") == true)
      #expect(line?.contains(run.summary.notifications.joined(separator: " ")) == true)
    }
    #expect(table.contains("\(Fixtures.runs.count) passed, 0 failed"))
  }

  static func spell(_ notification: SheetNotification) -> String {
    switch notification {
    case .willPresent: "willPresent"
    case .didPresent: "didPresent"
    case .willDismiss: "willDismiss"
    case .didDismiss: "didDismiss"
    case .didAttemptToDismiss: "didAttemptToDismiss"
    case .detentDidChange(let from, let to): "detentDidChange(\(from.rawValue)->\(to.rawValue))"
    }
  }

  /// `SheetTrace.largestUndrivenJump`'s definition, written out again: over consecutive frames
  /// with no drag and no input between them, and not both out of sight (extent ≤ 0.5 pt),
  /// |Δ top| − max(|v₀|, |v₁|)·Δt.
  static func largestJump(_ trace: SheetTrace) -> Double {
    var worst: Double?
    for (previous, current) in zip(trace.frames, trace.frames.dropFirst()) {
      if previous.phase == .dragging || current.phase == .dragging { continue }
      if trace.inputTimes.contains(where: { $0 > previous.time && $0 <= current.time }) { continue }
      if previous.extent <= 0.5, current.extent <= 0.5 { continue }
      let jump = abs(current.sheetRect.minY - previous.sheetRect.minY)
      let allowed =
        max(abs(previous.velocity), abs(current.velocity)) * (current.time - previous.time)
      worst = max(worst ?? -.infinity, jump - allowed)
    }
    return worst ?? 0
  }

  /// The velocity change across each release and handoff: the frame before it and the first
  /// frame at or after it.
  static func largestVelocityStep(_ trace: LabTrace) -> Double {
    var largest = 0.0
    for marker in trace.markers where marker.kind == .release || marker.kind == .handoff {
      let frames = trace.sheetTrace.frames
      guard let after = frames.indices.first(where: { frames[$0].time >= marker.time - 1e-9 }),
        after > 0
      else { continue }
      largest = max(largest, abs(frames[after].velocity - frames[after - 1].velocity))
    }
    return largest
  }
}
