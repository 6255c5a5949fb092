import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// A paced move begun while the sheet moves (SwiftUI retargeting `withAnimation` mid-flight):
/// the new move starts at the sheet's real position and velocity, so the sheet neither jumps
/// nor turns back toward where it came from, and it ends at rest on the new target. The
/// animations are SwiftUI-like springs, sampled at 120 Hz with their own time.
@Suite("Engine: a paced move begun mid-flight hands over without a jump or a turn back")
struct EnginePacingHandoverTests {
  static let low = Detent.fraction(0.2, identifier: "low")
  static let three = SheetConfiguration(detents: [low, .medium, .large], initialDetent: .large)
  static let frame = 1.0 / 120

  /// A spring's progress from 0 to 1 as SwiftUI drives a value: `velocity` is the progress
  /// per second it starts with (a transaction that tracks velocity hands one on).
  static func spring(_ spring: SheetSpring, velocity: Double = 0) -> @Sendable (Double) -> Double {
    let animation = SpringAnimation(
      spring: spring, from: 0, to: 1, initialVelocity: velocity, startTime: 0)
    return { animation.value(at: $0) }
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    /// Where the sheet rests first, where the first move heads, and where the second.
    var start: Detent.Identifier
    var first: Detent.Identifier
    var second: Detent.Identifier
    var firstCurve: @Sendable (Double) -> Double
    /// How long into the first animation the second move begins, in seconds.
    var retargetAfter: Double
    var secondCurve: @Sendable (Double) -> Double
    /// Whether the second target lies ahead of the sheet in the direction it is moving.
    var ahead: Bool
    var location: SourceLocation
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    // The case the hash-valued probe ran backwards on: down, retargeted further down.
    Row(
      name: "large to low, retargeted to medium while above it", start: .large, first: "low",
      second: .medium, firstCurve: spring(.smooth), retargetAfter: 0.06,
      secondCurve: spring(.smooth), ahead: true, location: #_sourceLocation),
    Row(
      name: "low to large, retargeted to medium while below it", start: "low", first: .large,
      second: .medium, firstCurve: spring(.snappy), retargetAfter: 0.05,
      secondCurve: spring(.snappy), ahead: true, location: #_sourceLocation),
    Row(
      name: "large to low, retargeted back up to large", start: .large, first: "low",
      second: .large, firstCurve: spring(.smooth), retargetAfter: 0.12,
      secondCurve: spring(.smooth), ahead: false, location: #_sourceLocation),
    Row(
      name: "low to large, retargeted back down to low", start: "low", first: .large,
      second: "low", firstCurve: spring(.bouncy), retargetAfter: 0.2,
      secondCurve: spring(.smooth), ahead: false, location: #_sourceLocation),
    Row(
      name: "the second spring starts with tracked velocity", start: .large, first: "low",
      second: .medium, firstCurve: spring(.smooth), retargetAfter: 0.06,
      secondCurve: spring(.smooth, velocity: 3), ahead: true, location: #_sourceLocation),
    Row(
      name: "the second animation is a delayed ease-out", start: .large, first: "low",
      second: .medium, firstCurve: { TimingCurve.easeInOut.value(at: min(1, $0 / 0.4)) },
      retargetAfter: 0.1,
      secondCurve: { $0 < 0.2 ? 0 : TimingCurve.easeOut.value(at: min(1, ($0 - 0.2) / 0.3)) },
      ahead: true, location: #_sourceLocation),
  ]

  /// Sends `curve`'s samples for `duration` seconds from `start` (engine time), the last one
  /// exactly 1 as the wrapper reports an animation that finished, and returns each frame.
  static func pace(
    _ engine: inout SheetEngine, _ curve: (Double) -> Double, from start: Double,
    for duration: Double, endsAtOne: Bool
  ) -> [SheetFrame] {
    var frames: [SheetFrame] = []
    let count = Int((duration / frame).rounded())
    for index in 0...count {
      let elapsed = Double(index) * frame
      let progress = endsAtOne && index == count ? 1 : curve(elapsed)
      engine.handle(.paceMove(progress: progress, time: elapsed), at: start + elapsed)
      frames.append(engine.step(to: start + elapsed))
    }
    return frames
  }

  @Test(arguments: rows)
  func theHandoverKeepsThePositionAndTheDirection(_ row: Row) throws {
    var configuration = Self.three
    configuration.initialDetent = row.start
    var engine = Phone.engine(configuration)
    engine.handle(.present(animated: false), at: 0)
    _ = engine.step(to: 0.4)
    engine.handle(.selectDetent(row.first, animated: true), at: 0.5)
    let firstFrames = Self.pace(
      &engine, row.firstCurve, from: 0.5, for: row.retargetAfter, endsAtOne: false)
    let retarget = 0.5 + row.retargetAfter + Self.frame
    // Where the sheet would be at the retarget without it.
    var untouched = engine
    let expected = untouched.step(to: retarget)
    let before = try #require(firstFrames.last)
    let direction: Double = expected.extent > before.extent ? 1 : -1
    #expect(abs(before.velocity) > 200, "the sheet is moving", sourceLocation: row.location)

    engine.handle(.selectDetent(row.second, animated: true), at: retarget)
    let target = try #require(engine.detents.stops.first { $0.identifier == row.second }).extent
    let frames = Self.pace(&engine, row.secondCurve, from: retarget, for: 1.5, endsAtOne: true)

    // No jump: the first frame of the new move is where the old one had the sheet.
    expectClose(frames[0].extent, expected.extent, tolerance: 1e-6, sourceLocation: row.location)
    // The sheet's speed is carried on: the next frame moves on the same way, by at least half
    // of what the old speed gave over a frame.
    let firstStep = (frames[1].extent - frames[0].extent) * direction
    #expect(firstStep > abs(before.velocity) * Self.frame / 2, sourceLocation: row.location)
    if row.ahead {
      // Heading for a target ahead: every frame moves toward it and none passes it.
      for (index, pair) in zip(frames, frames.dropFirst()).enumerated() {
        let step = (pair.1.extent - pair.0.extent) * direction
        #expect(step >= -1e-9, "frame \(index + 1) turned back", sourceLocation: row.location)
        #expect(
          (target - pair.1.extent) * direction >= -1e-9, "frame \(index + 1) passed the target",
          sourceLocation: row.location)
      }
    } else {
      // A target behind: the sheet carries on a little (no farther than its speed over the
      // sheet's spring's time scale, v/ω), then turns once and heads there.
      let omega = engine.configuration.settleSpring.naturalFrequency
      let farthest = frames.map { ($0.extent - frames[0].extent) * direction }.max() ?? 0
      #expect(farthest <= abs(before.velocity) / omega + 1e-6, sourceLocation: row.location)
      var turns = 0
      var previous = direction
      for pair in zip(frames, frames.dropFirst()) where abs(pair.1.extent - pair.0.extent) > 1e-9 {
        let sign: Double = pair.1.extent > pair.0.extent ? 1 : -1
        if sign != previous { turns += 1 }
        previous = sign
      }
      #expect(turns == 1, sourceLocation: row.location)
    }
    let last = try #require(frames.last)
    #expect(last.phase == .resting, sourceLocation: row.location)
    #expect(last.detent == row.second, sourceLocation: row.location)
    expectClose(last.extent, target, tolerance: 1e-9, sourceLocation: row.location)
    for frame in firstFrames + frames {
      #expect(frame.extent.isFinite && frame.velocity.isFinite, sourceLocation: row.location)
    }
  }

  /// A stall right after the handover: the samples stop at a quarter of the way. The sheet
  /// keeps their pace for the hold, then its own spring carries it on at that speed and it
  /// rests on the new target: it may pass the target as a release that fast would (by no more
  /// than the hold's distance plus v/ω), never jumping and never heading back up first.
  @Test func aStallAfterTheHandoverEndsOnTheTarget() throws {
    var engine = Phone.engine(Self.three)
    engine.handle(.present(animated: false), at: 0)
    engine.handle(.selectDetent("low", animated: true), at: 0.5)
    _ = Self.pace(&engine, Self.spring(.smooth), from: 0.5, for: 0.06, endsAtOne: false)
    let retarget = 0.56 + Self.frame
    engine.handle(.selectDetent(.medium, animated: true), at: retarget)
    let curve = Self.spring(.smooth)
    var elapsed = 0.0
    var previous = engine.step(to: retarget).extent
    var speed = 0.0
    while curve(elapsed) < 0.25 {
      engine.handle(.paceMove(progress: curve(elapsed), time: elapsed), at: retarget + elapsed)
      let frame = engine.step(to: retarget + elapsed)
      #expect(frame.extent <= previous + 1e-9)
      previous = frame.extent
      speed = abs(frame.velocity)
      elapsed += Self.frame
    }
    let medium = Phone.maximumExtent / 2
    let omega = engine.configuration.settleSpring.naturalFrequency
    var time = retarget + elapsed
    var lowest = previous
    var turnedUp = false
    while time < retarget + 3 {
      let extent = engine.step(to: time).extent
      #expect(abs(extent - previous) <= speed / 60 + 1e-6, "jumped at \(time)")
      if extent > previous + 1e-9 { turnedUp = true }
      #expect(!turnedUp || lowest < medium, "headed back up before reaching .medium at \(time)")
      lowest = min(lowest, extent)
      previous = extent
      time += Self.frame
    }
    #expect(medium - lowest <= speed * MovePacing.sampleHold + speed / omega)
    #expect(engine.currentFrame.phase == .resting)
    #expect(engine.currentFrame.detent == .medium)
    expectClose(engine.currentFrame.extent, medium, tolerance: 1e-9)
  }
}
