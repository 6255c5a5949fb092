import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// An app's animation paces a move (`SheetInput.paceMove(progress:time:)`): frame by frame the sheet
/// is where the animation's progress says, its own spring carries it on when samples stop, and
/// samples for any move the app did not start are ignored.
@Suite("Engine: an app's animation paces the move it started")
struct EnginePacingTests {
  /// A move an animation paces: what starts it, from which detent (nil: hidden), toward which
  /// extent, and the animation's progress over its duration.
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var configuration: SheetConfiguration
    /// The input that starts the move, sent at 0.5 s.
    var start: SheetInput
    /// Whether the sheet is shown (at its initial detent) before the move.
    var shown: Bool
    var origin: Double
    var destination: Double
    var duration: Double
    var progress: @Sendable (Double) -> Double
    /// What the move reports, up to its end.
    var notifications: [SheetNotification]
    var location: SourceLocation

    var testDescription: String { name }
  }

  static let mediumExtent = Phone.maximumExtent / 2
  static let twoDetents = SheetConfiguration(detents: [.medium, .large], initialDetent: .medium)
  static let reducedMotion: SheetConfiguration = {
    var configuration = twoDetents
    configuration.reduceMotion = true
    return configuration
  }()

  /// A damped oscillation around 1 that overshoots by about 11 %: what SwiftUI's `.bouncy`
  /// spring does to a value (1 − e^(−ζωt)·cos(ω_d t), ζ ≈ 0.57).
  static func bouncy(_ t: Double) -> Double {
    t >= 1 ? 1 : 1 - .exp(-6 * t) * .cos(8.6 * t) * (1 - t)
  }

  static let rows: [Row] = [
    Row(
      name: "present, linear", configuration: twoDetents, start: .present(animated: true),
      shown: false, origin: 0, destination: mediumExtent, duration: 0.3,
      progress: { TimingCurve.linear.value(at: $0) },
      notifications: [.willPresent, .didPresent], location: #_sourceLocation),
    Row(
      name: "medium to large, ease in and out", configuration: twoDetents,
      start: .selectDetent(.large, animated: true), shown: true, origin: mediumExtent,
      destination: Phone.maximumExtent, duration: 0.35,
      progress: { TimingCurve.easeInOut.value(at: $0) },
      notifications: [.detentDidChange(from: .medium, to: .large)], location: #_sourceLocation),
    Row(
      name: "dismiss, ease out", configuration: twoDetents, start: .dismiss(animated: true),
      shown: true, origin: mediumExtent, destination: 0, duration: 0.25,
      progress: { TimingCurve.easeOut.value(at: $0) },
      notifications: [.willDismiss, .didDismiss], location: #_sourceLocation),
    Row(
      name: "medium to large, bouncy (overshoots)", configuration: twoDetents,
      start: .selectDetent(.large, animated: true), shown: true, origin: mediumExtent,
      destination: Phone.maximumExtent, duration: 0.6, progress: bouncy,
      notifications: [.detentDidChange(from: .medium, to: .large)], location: #_sourceLocation),
  ]

  @Test(arguments: rows)
  func theSheetIsWhereTheAnimationSaysOnEveryFrame(_ row: Row) throws {
    var engine = Phone.engine(row.configuration)
    if row.shown { engine.handle(.present(animated: false), at: 0) }
    _ = engine.step(to: 0.4)
    _ = engine.takeNotifications()
    let handled = engine.handle(row.start, at: 0.5)
    #expect(handled, sourceLocation: row.location)
    var overshoot = 0.0
    let frames = Int((row.duration * 120).rounded())
    for index in 0...frames {
      let t = Double(index) / Double(frames)
      let time = 0.5 + row.duration * t
      let progress = row.progress(t)
      let handled = engine.handle(.paceMove(progress: progress, time: time - 0.5), at: time)
      let frame = engine.step(to: time)
      let expected = row.origin + (row.destination - row.origin) * progress
      // Every sample is taken: between samples the move waits for the next one, so it never
      // ends before the animation does.
      #expect(handled, sourceLocation: row.location)
      expectClose(frame.extent, expected, tolerance: 1e-9, sourceLocation: row.location)
      overshoot = max(overshoot, frame.extent - Phone.maximumExtent)
    }
    let last = engine.step(to: 0.5 + row.duration + 1.0 / 120)
    #expect(last.isAnimating == false, sourceLocation: row.location)
    expectClose(last.extent, row.destination, tolerance: 1e-9, sourceLocation: row.location)
    #expect(engine.takeNotifications() == row.notifications, sourceLocation: row.location)
    if row.name.contains("bouncy") {
      // The app's overshoot is shown, not replaced: about 11 % of the 393.5 pt move.
      #expect(overshoot > 30, sourceLocation: row.location)
    }
  }

  @Test func reduceMotionKeepsTheMoveInsideItsEnds() {
    var engine = Phone.engine(Self.reducedMotion)
    engine.handle(.present(animated: false), at: 0)
    _ = engine.takeNotifications()
    engine.handle(.selectDetent(.large, animated: true), at: 0.5)
    var highest = 0.0
    for index in 0...72 {
      let t = Double(index) / 72
      engine.handle(.paceMove(progress: Self.bouncy(t), time: 0.6 * t), at: 0.5 + 0.6 * t)
      highest = max(highest, engine.step(to: 0.5 + 0.6 * t).extent)
    }
    #expect(highest == Phone.maximumExtent)
    #expect(engine.currentFrame.phase == .resting)
    #expect(engine.takeNotifications() == [.detentDidChange(from: .medium, to: .large)])
  }

  /// When the samples stop halfway, the sheet keeps their pace for 0.1 s, then its spring
  /// carries it on from there at that speed, to rest at the target: no stop, no step back.
  @Test func aStalledAnimationEndsAtRestOnTheTarget() throws {
    var engine = Phone.engine(Self.twoDetents)
    engine.handle(.present(animated: false), at: 0)
    _ = engine.takeNotifications()
    engine.handle(.selectDetent(.large, animated: true), at: 0.5)
    // A linear 0.4 s animation, sampled at 120 Hz, that stops at half-way.
    var last = engine.step(to: 0.5)
    for index in 0...24 {
      let time = 0.5 + Double(index) / 120
      engine.handle(.paceMove(progress: Double(index) / 48, time: time - 0.5), at: time)
      last = engine.step(to: time)
    }
    let lastTime = 0.5 + 24.0 / 120
    let speed = Self.mediumExtent / 0.4
    expectClose(last.velocity, speed, tolerance: 1e-6)
    // At the samples' pace through the hold, frames and all.
    for frame in 1...12 {
      let time = lastTime + Double(frame) / 120
      let extent = engine.step(to: time).extent
      if time <= lastTime + MovePacing.sampleHold {
        expectClose(extent, last.extent + speed * (time - lastTime), tolerance: 1e-6, "at \(time)")
      }
    }
    // Then the spring takes over at that speed: it keeps moving up, smoothly.
    let handover = lastTime + MovePacing.sampleHold
    let before = engine.step(to: handover)
    let after = engine.step(to: handover + 1.0 / 120)
    expectClose(after.extent - before.extent, speed / 120, tolerance: 0.5)
    _ = engine.step(to: 3)
    #expect(engine.currentFrame.phase == .resting)
    #expect(engine.currentFrame.detent == .large)
    expectClose(engine.currentFrame.extent, Phone.maximumExtent, tolerance: 1e-9)
    #expect(engine.takeNotifications() == [.detentDidChange(from: .medium, to: .large)])
  }

  /// Between samples (a 60 Hz animation drawn at 120 Hz) the sheet keeps the samples' pace: it
  /// moves on every frame, never running ahead of the next sample and back.
  @Test func betweenSamplesTheSheetKeepsTheSamplesPace() {
    var engine = Phone.engine(Self.twoDetents)
    engine.handle(.present(animated: false), at: 0)
    engine.handle(.selectDetent(.large, animated: true), at: 0.5)
    engine.handle(.paceMove(progress: 0, time: 0.0), at: 0.5)
    var previous = engine.step(to: 0.5)
    var lastSample = previous
    for frame in 1...59 {
      let time = 0.5 + Double(frame) / 120
      let isSample = frame % 2 == 0
      if isSample {
        let progress = TimingCurve.easeInOut.value(at: Double(frame) / 60)
        engine.handle(.paceMove(progress: progress, time: time - 0.5), at: time)
      }
      let current = engine.step(to: time)
      #expect(current.extent >= previous.extent, "frame \(frame) stepped back")
      if isSample {
        lastSample = current
      } else if frame > 2 {
        // Half a sample interval on at the samples' speed, as its velocity says.
        expectClose(
          current.extent, lastSample.extent + lastSample.velocity / 120, tolerance: 1e-9,
          "frame \(frame)")
        #expect(current.velocity == lastSample.velocity, "frame \(frame)")
      }
      previous = current
    }
  }

  /// An animation that comes back to progress 0 (the app started it over, or a spring with
  /// bounce swung back) after a sample past it: the samples imply a speed down, but at progress
  /// 0 the sheet waits where the sample put it, still, through the start hold, whatever speed
  /// the two samples give.
  @Test func aSampleBackAtProgressZeroWaitsStill() {
    var engine = Phone.engine(Self.twoDetents)
    engine.handle(.present(animated: false), at: 0)
    engine.handle(.selectDetent(.large, animated: true), at: 0.5)
    engine.handle(.paceMove(progress: 0, time: 0.0), at: 0.5)
    engine.handle(.paceMove(progress: 0.4, time: 1.0 / 60), at: 0.5 + 1.0 / 60)
    _ = engine.step(to: 0.5 + 1.0 / 60)
    let back = 0.5 + 2.0 / 60
    engine.handle(.paceMove(progress: 0, time: 2.0 / 60), at: back)
    let start = engine.step(to: back)
    #expect(start.velocity == 0)
    for frame in 1...12 {
      let frame = engine.step(to: back + Double(frame) / 120)
      #expect(frame.extent == start.extent, "moved during the start hold")
    }
  }

  /// An animation with a `delay`: its frames stay at progress 0 (or none come) for 0.3 s. The
  /// sheet waits where the move started, then follows, never running ahead and back.
  @Test func aDelayedAnimationHoldsTheSheetUntilItStarts() {
    for reportsDuringDelay in [true, false] {
      var engine = Phone.engine(Self.twoDetents)
      engine.handle(.present(animated: false), at: 0)
      engine.handle(.selectDetent(.large, animated: true), at: 0.5)
      engine.handle(.paceMove(progress: 0, time: 0.0), at: 0.5)
      var highest = 0.0
      for frame in 1...36 {
        let time = 0.5 + Double(frame) / 120
        if reportsDuringDelay { engine.handle(.paceMove(progress: 0, time: time - 0.5), at: time) }
        highest = max(highest, engine.step(to: time).extent)
      }
      #expect(highest == Self.mediumExtent, "reports during the delay: \(reportsDuringDelay)")
      // Then the animation runs: linear over 0.5 s.
      var previous = Self.mediumExtent
      for frame in 1...60 {
        let time = 0.8 + Double(frame) / 120
        engine.handle(.paceMove(progress: Double(frame) / 60, time: time - 0.5), at: time)
        let extent = engine.step(to: time).extent
        #expect(extent >= previous)
        previous = extent
      }
      #expect(engine.currentFrame.phase == .resting)
      #expect(engine.currentFrame.extent == Phone.maximumExtent)
    }
  }

  /// The edges of the speed a sample implies: a first sample past 0 (the frames before it were
  /// missed) and two samples at the same instant. Neither has an interval to take a speed from;
  /// the sheet takes the sample's place and keeps the speed it had (none, from rest), so the
  /// frame after it moves it by no more than the samples' own pace would.
  struct EdgeRow: Sendable, CustomTestStringConvertible {
    var name: String
    /// Samples as (progress, the animation's time), sent on consecutive 120 Hz frames.
    var samples: [(progress: Double, time: Double)]
    /// How long after the move began the first sample arrives, in seconds (the sheet's spring
    /// is under way by then).
    var startsAfter = 0.0
    var location: SourceLocation
    var testDescription: String { name }
  }

  static let edgeRows: [EdgeRow] = [
    EdgeRow(name: "a first sample past 0", samples: [(0.3, 0.1)], location: #_sourceLocation),
    EdgeRow(
      name: "a first sample past 0, late, while the sheet's spring runs", samples: [(0.3, 0.1)],
      startsAfter: 0.1, location: #_sourceLocation),
    EdgeRow(
      name: "a first sample past 0, then the next", samples: [(0.3, 0.1), (0.32, 0.1 + 1.0 / 120)],
      startsAfter: 0.1, location: #_sourceLocation),
    EdgeRow(
      name: "two samples at one instant", samples: [(0, 0), (0.1, 0.05), (0.2, 0.05)],
      location: #_sourceLocation),
    EdgeRow(
      name: "a sample repeated at its instant", samples: [(0.1, 0.05), (0.1, 0.05)],
      location: #_sourceLocation),
    EdgeRow(
      name: "time running back (a new animation's clock)", samples: [(0.2, 0.3), (0.25, 0.1)],
      location: #_sourceLocation),
  ]

  @Test(arguments: edgeRows)
  func aSampleWithoutAnIntervalFlingsNothing(_ row: EdgeRow) throws {
    var engine = Phone.engine(Self.twoDetents)
    engine.handle(.present(animated: false), at: 0)
    engine.handle(.selectDetent(.large, animated: true), at: 0.5)
    let distance = Phone.maximumExtent - Self.mediumExtent
    var time = 0.5
    var previousProgress = 0.0
    for (index, sample) in row.samples.enumerated() {
      time = 0.5 + row.startsAfter + Double(index) / 120
      engine.handle(.paceMove(progress: sample.progress, time: sample.time), at: time)
      let frame = engine.step(to: time)
      expectClose(
        frame.extent, Self.mediumExtent + distance * sample.progress, tolerance: 1e-9,
        sourceLocation: row.location)
      #expect(frame.velocity.isFinite, sourceLocation: row.location)
      previousProgress = sample.progress
    }
    // The frame after the last sample: no fling. A sheet from rest given no interval keeps no
    // speed; one given an interval moves at most as far as the samples' own pace gives.
    let next = engine.step(to: time + 1.0 / 120).extent
    let fastestPace = 0.02 * 120 * distance / 120
    #expect(
      abs(next - (Self.mediumExtent + distance * previousProgress)) <= fastestPace + 1e-9,
      "moved \(next - (Self.mediumExtent + distance * previousProgress)) pt in a frame",
      sourceLocation: row.location)
  }

  /// Moves the app did not start, or that ended, take no samples.
  struct IgnoredRow: Sendable, CustomTestStringConvertible {
    var name: String
    var steps: [SheetInput]
    var location: SourceLocation
    var testDescription: String { name }
  }

  static let ignoredRows: [IgnoredRow] = [
    IgnoredRow(name: "resting", steps: [], location: #_sourceLocation),
    IgnoredRow(
      name: "a move without animation", steps: [.selectDetent(.large, animated: false)],
      location: #_sourceLocation),
    IgnoredRow(
      name: "a finger holds the sheet",
      steps: [.selectDetent(.large, animated: true), .dragBegan], location: #_sourceLocation),
    IgnoredRow(
      name: "the release after a grab",
      steps: [
        .selectDetent(.large, animated: true), .dragBegan, .dragChanged(translation: -40),
        .dragEnded(velocity: -900),
      ], location: #_sourceLocation),
    IgnoredRow(
      name: "VoiceOver's decrement mid-move",
      steps: [.selectDetent(.large, animated: true), .accessibilityDecrement],
      location: #_sourceLocation),
    IgnoredRow(
      name: "a tap on the dimming mid-move",
      steps: [.selectDetent(.large, animated: true), .tapOnDimming], location: #_sourceLocation),

    IgnoredRow(
      name: "a move to where the sheet rests", steps: [.selectDetent(.medium, animated: true)],
      location: #_sourceLocation),
  ]

  @Test(arguments: ignoredRows)
  func samplesForOtherMovesAreIgnored(_ row: IgnoredRow) {
    var engine = Phone.engine(Self.twoDetents)
    engine.handle(.present(animated: false), at: 0)
    for (index, step) in row.steps.enumerated() {
      engine.handle(step, at: 0.5 + Double(index) / 120)
    }
    let time = 0.5 + Double(row.steps.count) / 120
    let before = engine.step(to: time)
    let handled = engine.handle(.paceMove(progress: 0.5, time: time - 0.5), at: time)
    #expect(!handled, sourceLocation: row.location)
    #expect(engine.step(to: time).extent == before.extent, sourceLocation: row.location)
  }

  @Test func aLayoutChangeMidMoveIsFollowed() {
    var engine = Phone.engine(Self.twoDetents)
    engine.handle(.present(animated: false), at: 0)
    engine.handle(.selectDetent(.large, animated: true), at: 0.5)
    engine.handle(.paceMove(progress: 0.5, time: 0.05), at: 0.55)
    // A taller container: .large is 100 pt higher.
    var context = Phone.context()
    context.containerSize = Size(width: 390, height: 944)
    engine.handle(.layoutChanged(context), at: 0.56)
    engine.handle(.paceMove(progress: 0.75, time: 0.1), at: 0.6)
    let expected = Self.mediumExtent + (Phone.maximumExtent + 100 - Self.mediumExtent) * 0.75
    expectClose(engine.step(to: 0.6).extent, expected, tolerance: 1e-9)
  }

  @Test func badProgressIsCorrectedNotFollowed() {
    var engine = Phone.engine(Self.twoDetents)
    engine.handle(.present(animated: false), at: 0)
    engine.handle(.selectDetent(.large, animated: true), at: 0.5)
    let nan = engine.handle(.paceMove(progress: .nan, time: 0.01), at: 0.51)
    #expect(!nan)
    #expect(engine.corrections.contains(.nonFiniteValue))
    let below = engine.handle(.paceMove(progress: -.infinity, time: 0.02), at: 0.52)
    #expect(below)
    #expect(engine.corrections.contains(.fractionOutOfRange))
    // −∞ is clamped to −1: as far below the start as the move is long.
    expectClose(
      engine.step(to: 0.52).extent, Self.mediumExtent - (Phone.maximumExtent - Self.mediumExtent),
      tolerance: 1e-9)
    // 10³⁰⁰ is clamped to 2 (1180.5 pt), and the frame to the 844 pt container.
    let above = engine.handle(.paceMove(progress: 1e300, time: 0.03), at: 0.53)
    #expect(above)
    expectClose(engine.step(to: 0.53).extent, Phone.size.height, tolerance: 1e-9)
    _ = engine.step(to: 3)
    #expect(engine.currentFrame.phase == .resting)
    #expect(engine.currentFrame.detent == .large)
  }
}
