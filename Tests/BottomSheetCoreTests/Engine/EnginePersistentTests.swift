import BottomSheetCore
import BottomSheetTestSupport
import Testing

@Suite("Engine: persistent three-detent sheet")
struct EnginePersistentTests {
  static let collapsed: Detent.Identifier = "collapsed"
  static let half: Detent.Identifier = "half"
  static let tall: Detent.Identifier = "tall"
  /// 25 %, 50 % and 75 % of the 787 pt available height.
  static let extents: [Double] = [196.75, 393.5, 590.25]

  static func configuration(_ policy: SnapPolicy = .nearestToProjection) -> SheetConfiguration {
    var configuration = SheetConfiguration.persistent(
      detents: [
        .fraction(0.25, identifier: collapsed),
        .fraction(0.5, identifier: half),
        .fraction(0.75, identifier: tall),
      ],
      largestUndimmedDetent: half)
    configuration.snapPolicy = policy
    return configuration
  }

  /// Each row: start detent index, a 10 pt drag (screen points, down positive) over 50 ms,
  /// the release velocity (pt/s, down positive) and the detent index the sheet must end at.
  /// Expected stops come from the projection v·0.998/(1000·0.002) = 0.499·v added to the
  /// release extent, then the nearest stop, worked by hand in each comment.
  @Test func flicksLandWhereTheSnapPolicySays() throws {
    let rows:
      [(line: UInt, policy: SnapPolicy, start: Int, drag: Double, velocity: Double, end: Int)] = [
        // 206.75 + 99.8 = 306.55: nearer 393.5 (86.95) than 196.75 (109.8)
        (#line, .nearestToProjection, 0, -10, -200, 1),
        // 206.75 + 49.9 = 256.65: nearer 196.75
        (#line, .nearestToProjection, 0, -10, -100, 0),
        // 206.75 + 499 = 705.75: skips to 590.25
        (#line, .nearestToProjection, 0, -10, -1000, 2),
        // 383.5 − 149.7 = 233.8: nearer 196.75
        (#line, .nearestToProjection, 1, 10, 300, 0),
        // 383.5 − 49.9 = 333.6: nearer 393.5
        (#line, .nearestToProjection, 1, 10, 100, 1),
        // 580.25 − 1497 < 0: a persistent sheet never hides, so the smallest
        (#line, .nearestToProjection, 2, 10, 3000, 0),
        // above the largest with an upward flick: stays at the largest
        (#line, .nearestToProjection, 2, -10, -2000, 2),
        // 186.75 − 998: never hides
        (#line, .nearestToProjection, 0, 10, 2000, 0),
        // adjacent-only: the same fast flicks stop at the neighbour
        (#line, .adjacent, 0, -10, -1000, 1),
        (#line, .adjacent, 2, 10, 3000, 1),
        (#line, .adjacent, 1, 10, 100, 1),
      ]
    for row in rows {
      let location = rowLocation(row.line)
      var configuration = Self.configuration(row.policy)
      configuration.initialDetent = Self.configuration().detents[row.start].identifier
      var engine = Phone.engine(configuration)
      let gesture = GesturePath.drag(
        at: 0.5, by: row.drag, over: 0.05, releaseVelocity: row.velocity)
      let trace = ScenarioRunner.run(
        &engine, presenting: false, then: gesture.inputs(),
        until: 3)
      expectClose(
        trace.last.extent, Self.extents[row.end], tolerance: 1e-9, sourceLocation: location)
      #expect(trace.last.phase == .resting, sourceLocation: location)
      #expect(!trace.frames.contains { $0.phase == .hidden }, sourceLocation: location)
      #expect(
        !trace.notificationSequence.contains(.willDismiss), sourceLocation: location)
    }
  }

  @Test func backgroundReceivesTouchesUpToTheLargestUndimmedDetent() {
    let rows: [(line: UInt, detent: Detent.Identifier, passes: Bool, alpha: Double)] = [
      (#line, Self.collapsed, true, 0),
      (#line, Self.half, true, 0),
      (#line, Self.tall, false, Dimming.systemMaximumAlpha),
    ]
    for row in rows {
      var configuration = Self.configuration()
      configuration.initialDetent = row.detent
      var engine = Phone.presented(configuration)
      let frame = engine.step(to: 0)
      #expect(frame.passesTouchesThrough == row.passes, sourceLocation: rowLocation(row.line))
      expectClose(
        frame.dimmingAlpha, row.alpha, tolerance: 1e-9, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func dimmingRampsBetweenTheUndimmedAndTheNextDetent() throws {
    var configuration = Self.configuration()
    configuration.initialDetent = Self.half
    var engine = Phone.presented(configuration)
    // Halfway between 393.5 and 590.25 the alpha is half of the maximum.
    let halfway = (590.25 - 393.5) / 2
    engine.handle(.dragBegan, at: 1)
    engine.handle(.dragChanged(translation: -halfway), at: 1.1)
    expectClose(
      engine.currentFrame.dimmingAlpha, Dimming.systemMaximumAlpha / 2, tolerance: 1e-9)
  }

  @Test func tapOnTheDimmingCollapsesAPersistentSheet() {
    var configuration = Self.configuration()
    configuration.initialDetent = Self.tall
    var engine = Phone.engine(configuration)
    let trace = ScenarioRunner.run(
      &engine, presenting: false,
      then: [TimedInput(.tapOnDimming, at: 0.5)], until: 3)
    expectClose(trace.last.extent, 393.5, tolerance: 1e-9)
    #expect(
      trace.notificationSequence == [
        .willPresent, .didPresent, .detentDidChange(from: Self.tall, to: Self.half),
      ])
  }
}
