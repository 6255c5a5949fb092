import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// The checks the engine suites rely on must be able to fail.
@Suite("Test support: trace checks")
struct SheetTraceTests {
  static func frame(time: Double, top: Double, velocity: Double, phase: SheetPhase) -> SheetFrame {
    SheetFrame(
      time: time,
      sheetRect: Rect(x: 0, y: top, width: Phone.size.width, height: Phone.size.height - top),
      extent: Phone.size.height - top, keyboardLift: 0, velocity: velocity, dimmingAlpha: 0,
      passesTouchesThrough: false, phase: phase, detent: nil, isAnimating: true)
  }

  @Test func largestUndrivenJumpSeesAJumpAndIgnoresDrivenFrames() {
    var trace = SheetTrace(frameDuration: 1.0 / 120)
    trace.frames = [
      Self.frame(time: 0, top: 500, velocity: 120, phase: .settling),
      Self.frame(time: 1.0 / 120, top: 499, velocity: 120, phase: .settling),  // 1 pt at 120 pt/s
      Self.frame(time: 2.0 / 120, top: 480, velocity: 120, phase: .settling),  // 19 pt: a jump
    ]
    expectClose(trace.largestUndrivenJump(), 18, tolerance: 1e-9)
    trace.frames[2].phase = .dragging
    expectClose(trace.largestUndrivenJump(), 0, tolerance: 1e-9)
    trace.frames[2].phase = .settling
    trace.inputTimes = [1.5 / 120]
    expectClose(trace.largestUndrivenJump(), 0, tolerance: 1e-9)
  }

  @Test func notificationOrderRejectsDanglingAndDuplicatedTransitions() {
    let rows: [(line: UInt, sequence: [SheetNotification], valid: Bool)] = [
      (#line, [.willPresent, .didPresent, .willDismiss, .didDismiss], true),
      (#line, [.willPresent, .willDismiss, .didDismiss], true),
      (#line, [.willPresent, .didPresent, .willDismiss, .willPresent, .didPresent], true),
      (#line, [.didPresent], false),
      (#line, [.willPresent, .willPresent], false),
      (#line, [.willPresent, .didPresent, .didDismiss], false),
      (#line, [.willPresent, .didPresent, .didPresent], false),
      (#line, [.didAttemptToDismiss], false),
      (#line, [.willPresent, .detentDidChange(from: .large, to: .large)], false),
    ]
    for row in rows {
      #expect(
        (NotificationOrder.violation(in: row.sequence) == nil) == row.valid,
        sourceLocation: rowLocation(row.line))
    }
  }

  @Test func gesturePathSamplesEvenlyAndReleasesAtItsSpeed() {
    let path = GesturePath.drag(at: 1, by: 120, over: 0.1)
    let inputs = path.inputs()
    #expect(inputs.count == 12 + 2)
    expectClose(path.endTime, 1.1, tolerance: 1e-12)
    guard case .dragEnded(let velocity) = inputs.last?.input.kind else {
      Issue.record("the path must end with a release")
      return
    }
    expectClose(velocity, 1200, tolerance: 1e-9)
  }
}
