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
      #expect(abs(summary.largestJump - Self.largestJump(run.trace)) < 1e-9, "\(name)")
      #expect(
        abs(summary.largestAcceleration - Self.largestAcceleration(run.trace)) < 1e-6, "\(name)")
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
    switch notification.kind {
    case .willPresent: "willPresent"
    case .didPresent: "didPresent"
    case .willDismiss: "willDismiss"
    case .didDismiss: "didDismiss"
    case .didAttemptToDismiss: "didAttemptToDismiss"
    case .detentDidChange(let from, let to): "detentDidChange(\(from.rawValue)->\(to.rawValue))"
    }
  }

  /// The frame pairs the continuity figures look at, written out again: not across an input
  /// asking for an instant change, and not both out of sight (extent ≤ 0.5 pt).
  static func steps(_ trace: LabTrace) -> [(LabFrame, LabFrame)] {
    zip(trace.frames, trace.frames.dropFirst()).filter { previous, current in
      let instant = trace.instantInputTimes.contains {
        $0 > previous.sheet.time + 1e-9 && $0 <= current.sheet.time + 1e-9
      }
      return !instant && !(previous.sheet.extent <= 0.5 && current.sheet.extent <= 0.5)
    }
  }

  /// `Continuity.largestJump`'s definition, written out again: the larger of the vertical
  /// jump and the sideways one.
  static func largestJump(_ trace: LabTrace) -> Double {
    max(largestVerticalJump(trace), largestSidewaysJump(trace))
  }

  /// The sideways jump written out again: for each counted step, |Δ| of the left edge and of
  /// the width less 1.25 times the larger of its neighbours' (a neighbour that is not a
  /// counted step, or the trace's end, counts as still).
  static func largestSidewaysJump(_ trace: LabTrace) -> Double {
    let counted = Set(steps(trace).map { $0.1.sheet.time })
    let frames = trace.frames
    func move(_ index: Int) -> (Double, Double) {
      guard index >= 1, index < frames.count, counted.contains(frames[index].sheet.time) else {
        return (0, 0)
      }
      let before = frames[index - 1].sheet.sheetRect
      let after = frames[index].sheet.sheetRect
      return (after.minX - before.minX, after.width - before.width)
    }
    var worst = 0.0
    for index in frames.indices.dropFirst() where counted.contains(frames[index].sheet.time) {
      let (x, width) = move(index)
      let (xBefore, widthBefore) = move(index - 1)
      let (xAfter, widthAfter) = move(index + 1)
      worst = max(
        worst, abs(x) - 1.25 * max(abs(xBefore), abs(xAfter)),
        abs(width) - 1.25 * max(abs(widthBefore), abs(widthAfter)))
    }
    return worst
  }

  /// The vertical jump written out again: |Δ top| − 1.25 · max(|v₀|, |v₁|) · Δt − the finger's
  /// travel in the step, at least 0.
  static func largestVerticalJump(_ trace: LabTrace) -> Double {
    var worst = 0.0
    for (previous, current) in steps(trace) {
      let elapsed = current.sheet.time - previous.sheet.time
      let jump =
        abs(current.sheet.sheetRect.minY - previous.sheet.sheetRect.minY) - 1.25
        * max(abs(previous.sheet.velocity), abs(current.sheet.velocity)) * elapsed
        - current.fingerTravel
      worst = max(worst, jump)
    }
    return worst
  }

  /// `Continuity.largestAcceleration`'s definition: |Δv| / Δt, except into a dragging frame.
  static func largestAcceleration(_ trace: LabTrace) -> Double {
    steps(trace).filter { $0.1.sheet.phase != .dragging }.map { previous, current in
      abs(current.sheet.velocity - previous.sheet.velocity)
        / (current.sheet.time - previous.sheet.time)
    }.max() ?? 0
  }
}
