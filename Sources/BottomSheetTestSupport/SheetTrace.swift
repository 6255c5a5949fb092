import BottomSheetCore
import BottomSheetRules

/// What a run of the engine produced: one frame per clock tick, the notifications in order, and
/// the times at which inputs arrived.
public struct SheetTrace: Sendable {
  /// One frame per tick, in time order.
  public var frames: [SheetFrame]
  /// Every notification, in order, with the time it was produced.
  public var notifications: [TimedNotification]
  /// The inputs that were applied, with their times.
  public var inputTimes: [Double]
  /// The frame period, in seconds.
  public var frameDuration: Double

  /// Creates an empty trace for frames `frameDuration` seconds apart.
  public init(frameDuration: Double) {
    frames = []
    notifications = []
    inputTimes = []
    self.frameDuration = frameDuration
  }

  /// The notifications alone, in order.
  public var notificationSequence: [SheetNotification] { notifications.map(\.notification) }

  /// The last frame (a hidden frame at time 0 when there is none).
  public var last: SheetFrame {
    frames.last
      ?? SheetFrame(
        time: 0, sheetRect: .zero, extent: 0, keyboardLift: 0, velocity: 0, dimmingAlpha: 0,
        passesTouchesThrough: true, phase: .hidden, detent: nil, isAnimating: false)
  }

  /// The first frame at or after `time`.
  public func frame(at time: Double) -> SheetFrame? {
    frames.first { $0.time >= time - 1e-9 }
  }

  /// The largest jump of the sheet's top edge between consecutive frames that no finger or
  /// input drove, beyond what the reported velocities allow: `|Δy| − max(|v₀|, |v₁|)·Δt`, in
  /// points. A smooth trace gives a value near 0 (or below).
  ///
  /// A step between two frames that both hold the sheet out of sight (extent within
  /// `TransitionLifecycle.arrivalTolerance` of 0) shows nothing and is not counted: a finished
  /// dismissal takes the sheet from there to exactly 0 as the host removes it.
  public func largestUndrivenJump() -> Double {
    var worst = -Double.infinity
    var inputIndex = 0
    let sortedInputs = inputTimes.sorted()
    for index in frames.indices.dropFirst() {
      let previous = frames[index - 1]
      let current = frames[index]
      while inputIndex < sortedInputs.count, sortedInputs[inputIndex] <= previous.time {
        inputIndex += 1
      }
      let inputBetween =
        inputIndex < sortedInputs.count && sortedInputs[inputIndex] <= current.time
      if previous.phase == .dragging || current.phase == .dragging || inputBetween { continue }
      let outOfSight = TransitionLifecycle.arrivalTolerance
      if previous.extent <= outOfSight, current.extent <= outOfSight { continue }
      let elapsed = current.time - previous.time
      let jump = abs(current.sheetRect.minY - previous.sheetRect.minY)
      let allowed = max(abs(previous.velocity), abs(current.velocity)) * elapsed
      worst = max(worst, jump - allowed)
    }
    return worst == -Double.infinity ? 0 : worst
  }
}
