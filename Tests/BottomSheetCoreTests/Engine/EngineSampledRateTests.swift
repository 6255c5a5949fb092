import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// Every speed the engine derives from two samples, at the edges of its interval (issue 42,
/// class 2): a finger's drag (a filtered difference quotient), a height a navigation stack
/// drives frame by frame, and an app's animation pacing a move. Each table sends a first sample
/// with nothing before it, two samples at one instant, a clock that runs back, an interval too
/// short to divide by and numbers that are not finite; each row says the speed the rule's own
/// formula gives there, and none may be NaN, beyond ``SheetEngine/maximumSpeed`` or fling the
/// sheet on the frame after.
@Suite("Engine: speeds taken from two samples, at the edges of their interval")
struct EngineSampledRateTests {
  static let frame = 1.0 / 120
  static let twoDetents = SheetConfiguration(detents: [.medium, .large], initialDetent: .medium)
  static let mediumExtent = Phone.maximumExtent / 2
  /// The drag filter's time constant, τ.
  static let tau = SheetEngine.dragVelocityTimeConstant

  // MARK: - A finger's drag

  /// A drag on a sheet resting at `.medium` (393.5 pt): the grab at `grab`, then changes of the
  /// translation (points, down positive) at the given times. The filter: each change blends its
  /// instant speed Δ/Δt into the estimate with weight min(1, Δt/τ); a change at the instant of
  /// the last one (or earlier) moves the sheet without touching the estimate.
  struct DragRow: Sendable, CustomTestStringConvertible {
    var name: String
    var grab = 1.0
    var changes: [(time: Double, translation: Double)]
    /// The frame's velocity after the last change, points per second; nil: only bounded.
    var velocity: Double?
    /// The frame's extent after the last change, in points.
    var extent: Double?
    var correction: InputCorrections?
    var location: SourceLocation
    var testDescription: String { name }
  }

  static let dragRows: [DragRow] = [
    // Δt = τ/2: weight ½ of 10 pt · 120 /s.
    DragRow(
      name: "a change a frame after the grab", changes: [(1 + frame, -10)], velocity: 600,
      extent: mediumExtent + 10, location: #_sourceLocation),
    // 600 + (20 · 120 − 600) / 2.
    DragRow(
      name: "a change on each of two frames", changes: [(1 + frame, -10), (1 + 2 * frame, -30)],
      velocity: 1_500, extent: mediumExtent + 30, location: #_sourceLocation),
    // The first change has no interval: no speed yet; the next is measured from where it put
    // the sheet.
    DragRow(
      name: "a first change at the grab's own instant", changes: [(1, -10), (1 + frame, -20)],
      velocity: 600, extent: mediumExtent + 20, location: #_sourceLocation),
    DragRow(
      name: "a first change at the grab's own instant, alone", changes: [(1, -10)], velocity: 0,
      extent: mediumExtent + 10, location: #_sourceLocation),
    // The second change at t₁ moves the sheet but keeps 600; the third: 600 + (1200 − 600) / 2.
    DragRow(
      name: "two changes at one instant",
      changes: [(1 + frame, -10), (1 + frame, -30), (1 + 2 * frame, -40)], velocity: 900,
      extent: mediumExtent + 40, location: #_sourceLocation),
    // The clock does not run back: the late-stamped change lands at the last instant.
    DragRow(
      name: "a change stamped before the last one",
      changes: [(1 + 2 * frame, -10), (1 + frame, -30)], velocity: 600, extent: mediumExtent + 30,
      correction: .timeWentBackwards, location: #_sourceLocation),
    // Δt ≥ τ: the instant speed alone, 10 pt over 0.5 s.
    DragRow(
      name: "a change after a long pause", changes: [(1.5, -10)], velocity: 20,
      extent: mediumExtent + 10, location: #_sourceLocation),
    // Δt → 0⁺: the instant speed's share Δ/Δt · Δt/τ is Δ/τ = 600, however short Δt is; the
    // quotient alone overflows at a denormal interval.
    DragRow(
      name: "a change a denormal instant after a grab at 0", grab: 0,
      changes: [(.leastNonzeroMagnitude, -10)], velocity: 600, extent: mediumExtent + 10,
      location: #_sourceLocation),
    DragRow(
      name: "a change 10⁻³⁰⁰ s after a grab at 0", grab: 0, changes: [(1e-300, -10)],
      velocity: 600, extent: mediumExtent + 10, location: #_sourceLocation),
    // NaN keeps the last translation: the sheet holds still a frame, the estimate halves.
    DragRow(
      name: "a NaN translation", changes: [(1 + frame, -10), (1 + 2 * frame, .nan)],
      velocity: 300, extent: mediumExtent + 10, correction: .nonFiniteValue,
      location: #_sourceLocation),
    // ±∞ is the largest translation accepted: rubber-banded far above .large, at most the
    // engine's speed.
    DragRow(
      name: "an infinite translation", changes: [(1 + frame, -.infinity)], velocity: nil,
      extent: nil, correction: .nonFiniteValue, location: #_sourceLocation),
  ]

  @Test(arguments: dragRows)
  func aDragsSpeed(_ row: DragRow) {
    var engine = Phone.engine(Self.twoDetents)
    engine.handle(.present(animated: false), at: 0)
    engine.handle(.dragBegan, at: row.grab)
    var last = engine.step(to: row.grab)
    for change in row.changes {
      engine.handle(.dragChanged(translation: change.translation), at: change.time)
      last = engine.step(to: change.time)
    }
    #expect(last.velocity.isFinite && last.extent.isFinite, sourceLocation: row.location)
    #expect(abs(last.velocity) <= SheetEngine.maximumSpeed, sourceLocation: row.location)
    if let velocity = row.velocity {
      expectClose(
        last.velocity, velocity, tolerance: 1e-9, "velocity", sourceLocation: row.location)
    }
    if let extent = row.extent {
      expectClose(last.extent, extent, tolerance: 1e-9, "extent", sourceLocation: row.location)
    }
    if let correction = row.correction {
      #expect(engine.corrections.contains(correction), sourceLocation: row.location)
    }
  }

  // MARK: - A height a navigation stack drives

  /// A `.fitting` sheet (300 pt of content + 34 pt) whose content height changes without
  /// animation, one change per frame as a navigation transition sends them: the sheet moves at
  /// the change over the time since the engine's previous instant, changes at one instant add
  /// up, and a change after a pause longer than ``SheetEngine/staleInputInterval`` reports no
  /// speed. Frames are drawn at 120 Hz up to `framesUntil`, then the changes come.
  struct DrivenRow: Sendable, CustomTestStringConvertible {
    var name: String
    var framesUntil = 1.0
    var changes: [(time: Double, height: Double)]
    var velocity: Double
    var correction: InputCorrections?
    var location: SourceLocation
    var testDescription: String { name }
  }

  static let drivenRows: [DrivenRow] = [
    DrivenRow(
      name: "a change a frame after the last", changes: [(1 + frame, 310)], velocity: 1_200,
      location: #_sourceLocation),
    DrivenRow(
      name: "two changes at one instant add up", changes: [(1 + frame, 310), (1 + frame, 320)],
      velocity: 2_400, location: #_sourceLocation),
    DrivenRow(
      name: "a height repeated at its instant keeps the speed",
      changes: [(1 + frame, 310), (1 + frame, 310)], velocity: 1_200, location: #_sourceLocation),
    // 10 pt over 0.04 s, inside the 0.05 s the engine counts as one motion.
    DrivenRow(
      name: "a change 0.04 s after the last instant", changes: [(1.04, 310)], velocity: 250,
      location: #_sourceLocation),
    DrivenRow(
      name: "a first change after a pause", changes: [(1.06, 310)], velocity: 0,
      location: #_sourceLocation),
    // Two frames after the last instant: 10 pt over 2/120 s. The late-stamped change lands
    // at that instant and adds its own 10 pt over the same interval.
    DrivenRow(
      name: "a change stamped before the last one",
      changes: [(1 + 2 * frame, 310), (1 + frame, 320)], velocity: 600 + 600,
      correction: .timeWentBackwards, location: #_sourceLocation),
  ]

  @Test(arguments: drivenRows)
  func aDrivenHeightsSpeed(_ row: DrivenRow) {
    var engine = Phone.engine(SheetConfiguration(detents: [.fitting, .large]))
    engine.handle(.present(animated: false), at: 0)
    var time = 0.0
    while time < row.framesUntil - 1e-9 {
      time += Self.frame
      _ = engine.step(to: time)
    }
    var last = engine.currentFrame
    for change in row.changes {
      engine.handle(.contentHeightChanged(change.height, animated: false), at: change.time)
      last = engine.step(to: change.time)
    }
    #expect(last.velocity.isFinite, sourceLocation: row.location)
    expectClose(
      last.velocity, row.velocity, tolerance: 1e-6, "velocity", sourceLocation: row.location)
    expectClose(
      last.extent, row.changes[row.changes.count - 1].height + 34, tolerance: 1e-9, "extent",
      sourceLocation: row.location)
    if let correction = row.correction {
      #expect(engine.corrections.contains(correction), sourceLocation: row.location)
    }
  }

  // MARK: - An app's animation pacing a move

  /// A move from `.medium` to `.large` (393.5 pt) paced by samples (progress, the animation's
  /// time); the engine's time is 0.5 s + the animation's unless a row says otherwise. The speed
  /// after a sample is the change since the previous sample over the animation's own interval;
  /// with no usable interval (the first sample, one at the same instant or less than
  /// ``(1.0 / 240)`` after, a clock that ran back) the sheet's own drift,
  /// which is 0 from rest.
  struct PaceRow: Sendable, CustomTestStringConvertible {
    var name: String
    var samples: [(progress: Double, time: Double)]
    /// When each sample arrives on the engine's clock; nil: 0.5 s + its time (a NaN or infinite
    /// time arrives a frame after the sample before).
    var arrivals: [Double]?
    var velocity: Double
    var location: SourceLocation
    var testDescription: String { name }
  }

  static let distance = Phone.maximumExtent - mediumExtent

  static let paceRows: [PaceRow] = [
    // 0.1 of 393.5 pt in 1/120 s.
    PaceRow(
      name: "two samples a frame apart", samples: [(0.1, 0.05), (0.2, 0.05 + frame)],
      velocity: 0.1 * distance * 120, location: #_sourceLocation),
    PaceRow(
      name: "a first sample past 0, from rest", samples: [(0.3, 0.1)], velocity: 0,
      location: #_sourceLocation),
    PaceRow(
      name: "a sample at the instant of the one before",
      samples: [(0.1, 0.05), (0.2, 0.05 + frame), (0.25, 0.05 + frame)], velocity: 0,
      location: #_sourceLocation),
    PaceRow(
      name: "a sample a nanosecond after the one before",
      samples: [(0.1, 0.05), (0.2, 0.05 + 1e-9)], arrivals: [0.55, 0.55 + frame], velocity: 0,
      location: #_sourceLocation),
    // At the shortest interval (0.125 + 1/240 − 0.125 rounds just above it): 0.1 of the move
    // over it, 9444 pt/s; 4 ms is just below it.
    PaceRow(
      name: "a sample the shortest interval after the one before",
      samples: [(0.1, 0.125), (0.2, 0.125 + (1.0 / 240))],
      arrivals: [0.625, 0.625 + frame],
      velocity: 0.1 * distance / (0.125 + (1.0 / 240) - 0.125),
      location: #_sourceLocation),
    PaceRow(
      name: "a sample 4 ms after the one before", samples: [(0.1, 0.125), (0.2, 0.129)],
      arrivals: [0.625, 0.625 + frame], velocity: 0, location: #_sourceLocation),
    // From progress −0.9 to 1.1 in a frame (787 pt, 94 440 pt/s): held at the engine's speed.
    PaceRow(
      name: "a sample that swings twice the move in a frame",
      samples: [(-0.9, 0.05), (1.1, 0.05 + frame)], velocity: SheetEngine.maximumSpeed,
      location: #_sourceLocation),
    PaceRow(
      name: "the animation's time running back", samples: [(0.2, 0.3), (0.25, 0.1)],
      arrivals: [0.55, 0.55 + frame], velocity: 0, location: #_sourceLocation),
    // +∞ is 10¹² s: 0.1 of the move over about 10¹² s.
    PaceRow(
      name: "an infinite time after a sample", samples: [(0.1, 0.05), (0.2, .infinity)],
      arrivals: [0.55, 0.55 + frame], velocity: 0.1 * distance / (1e12 - 0.05),
      location: #_sourceLocation),
    PaceRow(
      name: "a first sample at time −∞", samples: [(0.1, -.infinity)], arrivals: [0.55],
      velocity: 0, location: #_sourceLocation),
  ]

  @Test(arguments: paceRows)
  func aPacedMovesSpeed(_ row: PaceRow) {
    var engine = Phone.engine(Self.twoDetents)
    engine.handle(.present(animated: false), at: 0)
    engine.handle(.selectDetent(.large, animated: true), at: 0.5)
    var last = engine.step(to: 0.5)
    var arrival = 0.5
    for (index, sample) in row.samples.enumerated() {
      arrival = row.arrivals?[index] ?? 0.5 + sample.time
      let handled = engine.handle(
        .paceMove(progress: sample.progress, time: sample.time), at: arrival)
      #expect(handled, sourceLocation: row.location)
      last = engine.step(to: arrival)
    }
    let progress = row.samples[row.samples.count - 1].progress
    expectClose(
      last.extent, min(Self.mediumExtent + Self.distance * progress, Phone.size.height),
      tolerance: 1e-9, "extent", sourceLocation: row.location)
    #expect(last.velocity.isFinite, sourceLocation: row.location)
    expectClose(
      last.velocity, row.velocity, tolerance: 1e-6, "velocity", sourceLocation: row.location)
    // The frame after: on at that speed, no fling.
    let next = engine.step(to: arrival + Self.frame)
    #expect(
      abs(next.extent - last.extent) <= SheetEngine.maximumSpeed * Self.frame + 1e-9,
      "moved \(next.extent - last.extent) pt in a frame", sourceLocation: row.location)
  }

  /// A first sample past 0 of a move begun while the sheet moves the other way: the sheet's
  /// velocity v₀ carries the move's start on, `drift = v₀/ω` easing out as e^(−ωt), so the
  /// sample sits at `start + (destination − start)·p` with `start = origin + drift(1 − e^(−ωt))`
  /// and the speed is the drift's alone, `drift·ω·e^(−ωt)·(1 − p)`: what the formula gives
  /// where there is no interval.
  @Test func aFirstSamplePastZeroMidFlightCarriesTheDrift() throws {
    var engine = Phone.engine(Self.twoDetents)
    engine.handle(.present(animated: false), at: 0)
    engine.handle(.selectDetent(.large, animated: true), at: 0.5)
    let before = engine.step(to: 0.6)
    #expect(before.velocity > 100)
    engine.handle(.selectDetent(.medium, animated: true), at: 0.6)
    let omega = Self.twoDetents.settleSpring.naturalFrequency
    let drift = before.velocity / omega
    let (progress, time) = (0.3, 0.1)
    let handled = engine.handle(.paceMove(progress: progress, time: time), at: 0.7)
    #expect(handled)
    let frame = engine.step(to: 0.7)
    let start = before.extent + drift * (1 - .exp(-omega * time))
    expectClose(frame.extent, start + (Self.mediumExtent - start) * progress, tolerance: 1e-9)
    expectClose(
      frame.velocity, drift * omega * .exp(-omega * time) * (1 - progress), tolerance: 1e-9)
  }

  @Test func aSampleAtANaNTimeIsRefused() {
    var engine = Phone.engine(Self.twoDetents)
    engine.handle(.present(animated: false), at: 0)
    engine.handle(.selectDetent(.large, animated: true), at: 0.5)
    engine.handle(.paceMove(progress: 0.1, time: 0.05), at: 0.55)
    let before = engine.step(to: 0.55)
    let handled = engine.handle(.paceMove(progress: 0.2, time: .nan), at: 0.55)
    #expect(!handled)
    #expect(engine.corrections.contains(.nonFiniteValue))
    let after = engine.step(to: 0.55)
    #expect(after.extent == before.extent && after.velocity == before.velocity)
  }
}
