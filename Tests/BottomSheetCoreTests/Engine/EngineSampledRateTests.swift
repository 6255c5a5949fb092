import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// Every speed the engine derives from two samples, at the edges of its interval (issue 42,
/// class 2): a finger's drag (a filtered difference quotient) and a height a navigation stack
/// drives frame by frame. Each table sends a first sample with nothing before it, two samples
/// at one instant, a clock that runs back, an interval too short to divide by and numbers that
/// are not finite; each row says the speed the rule's own formula gives there, and none may be
/// NaN or beyond ``SheetEngine/maximumSpeed``.
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
}
