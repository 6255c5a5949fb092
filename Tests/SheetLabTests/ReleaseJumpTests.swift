import BottomSheetCore
import BottomSheetTestSupport
import Testing

@testable import SheetLabKit

/// The jump measure at a release: the finger's move up to the moment it lifts explains the
/// sheet's step to the next frame, and nothing after the release does.
///
/// Each row builds a trace by hand: a finger moving at a constant speed, sampled 120 times a
/// second from its touch-down, a sheet whose top follows the samples exactly and stays where the
/// finger lifted, and frames at the row's rate. The sheet reports no velocity, so its speed
/// explains nothing and the measure stands on the finger's travel alone.
@Suite("Continuity at a release: the finger's last move is not a jump, a teleport is")
struct ReleaseJumpTests {
  struct Row: Sendable {
    var framesPerSecond: Double
    /// When the finger goes down and lifts, in seconds.
    var down: Double
    var lift: Double
    /// The finger's speed, in points per second (down positive).
    var speed: Double
    /// How far the sheet moves by itself at the release, in points.
    var teleport: Double
    var location: SourceLocation

    init(
      _ framesPerSecond: Double, down: Double, lift: Double, speed: Double, teleport: Double = 0,
      location: SourceLocation = #_sourceLocation
    ) {
      self.framesPerSecond = framesPerSecond
      self.down = down
      self.lift = lift
      self.speed = speed
      self.teleport = teleport
      self.location = location
    }
  }

  /// Where the sheet's top starts, in container points.
  static let top = 400.0

  static let rows: [Row] = [
    // Released between frames, the sheet following exactly: no jump at either rate.
    Row(120, down: 0.104, lift: 0.129, speed: 2_400),
    Row(60, down: 0.104, lift: 0.129, speed: 2_400),
    Row(120, down: 0.104, lift: 0.121, speed: -2_000),
    Row(60, down: 0.104, lift: 0.121, speed: -2_000),
    // Down and up between the same two frames: the whole touch is inside one step.
    Row(60, down: 0.101, lift: 0.1095, speed: 3_000),
    // A 5 pt teleport at the release is still a 5 pt jump, up or down, at either rate. (The
    // measure is unsigned: a teleport against the finger within a step where the finger moved
    // further is indistinguishable from a sheet that lags its finger, as a rubber band does.)
    Row(120, down: 0.104, lift: 0.129, speed: 2_400, teleport: 5),
    Row(60, down: 0.104, lift: 0.129, speed: 2_400, teleport: 5),
    Row(60, down: 0.104, lift: 0.129, speed: -2_400, teleport: -5),
    Row(120, down: 0.104, lift: 0.121, speed: -2_000, teleport: -5),
    Row(60, down: 0.101, lift: 0.1095, speed: 3_000, teleport: 5),
  ]

  @Test(arguments: rows)
  func theFingerExplainsItsMoveUpToTheReleaseAndNoFurther(_ row: Row) {
    let jump = Continuity.largestJump(in: Self.trace(row))
    #expect(abs(jump - abs(row.teleport)) < 1e-9, sourceLocation: row.location)
  }

  /// The finger's move counts only while it is down: the same trace with the sheet moving on
  /// after the release by the finger's last step is a jump of that step.
  @Test func nothingAfterTheReleaseIsExplained() {
    let row = Row(120, down: 0.104, lift: 0.129, speed: 2_400)
    var trace = Self.trace(row)
    let after = trace.frames.firstIndex { $0.sheet.time > row.lift }!
    for index in after..<trace.frames.count { trace.frames[index].sheet.sheetRect.origin.y += 20 }
    #expect(abs(Continuity.largestJump(in: trace) - 20) < 1e-9)
  }

  /// The hand-built trace of `row`.
  static func trace(_ row: Row) -> LabTrace {
    let samplePeriod = 1 / GestureSpec.sampleRate
    var samples: [(time: Double, y: Double)] = [(row.down, top)]
    var time = row.down + samplePeriod
    while time < row.lift - 1e-9 {
      samples.append((time, top + row.speed * (time - row.down)))
      time += samplePeriod
    }
    samples.append((row.lift, top + row.speed * (row.lift - row.down)))
    let point = { (y: Double) in Point(x: 195, y: y) }

    var travel = FingerTravel()
    var frames: [LabFrame] = []
    var next = 0
    var sheetTop = top
    var finger: Point?
    let duration = row.lift + 0.1
    var frameIndex = 0
    while Double(frameIndex) / row.framesPerSecond <= duration {
      let now = Double(frameIndex) / row.framesPerSecond
      while next < samples.count, samples[next].time <= now {
        let sample = samples[next]
        if next == 0 {
          travel.down(at: point(sample.y))
        } else if next == samples.count - 1 {
          sheetTop = sample.y + row.teleport
          travel.lift(at: point(sample.y))
          finger = nil
          next += 1
          continue
        }
        sheetTop = sample.y
        finger = point(sample.y)
        next += 1
      }
      let sheet = SheetFrame(
        time: now,
        sheetRect: Rect(
          x: 0, y: sheetTop, width: StandardDevice.phone.size.width,
          height: StandardDevice.phone.size.height - sheetTop),
        extent: StandardDevice.phone.size.height - sheetTop, keyboardLift: 0, velocity: 0,
        dimmingAlpha: 0,
        passesTouchesThrough: false, phase: finger == nil ? .resting : .dragging,
        detent: nil, isAnimating: false)
      frames.append(
        LabFrame(
          sheet: sheet, containerSize: Scenario.phoneSize, safeArea: Scenario.phoneSafeArea,
          keyboardOverlap: 0, contentHeight: 300, contentOffset: nil, finger: finger,
          fingerTravel: travel.step(finger: finger), navigation: nil))
      frameIndex += 1
    }
    var sheetTrace = SheetTrace(frameDuration: 1 / row.framesPerSecond)
    sheetTrace.frames = frames.map(\.sheet)
    return LabTrace(
      scenario: Scenario(name: "release", duration: duration),
      framesPerSecond: row.framesPerSecond, sheetTrace: sheetTrace, frames: frames, markers: [],
      navigationEvents: [])
  }
}
