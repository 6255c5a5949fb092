import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// ``TransactionPacing`` paces a move only where the app asked for it, with the animation of
/// the change that started it and no other: interleavings of binding states, updates, moves
/// and samples, table-driven, each row a sequence of steps and the command each must give.
@Suite("TransactionPacing: the app's animation paces a move only where asked, never another's")
struct TransactionPacingTests {
  typealias Event = TransactionPacing.Event
  typealias Command = TransactionPacing.Command
  typealias State = TransactionPacing.State

  /// One step: a binding state the body asks the probe's value for (with the value it must
  /// get), or an event (with its command).
  enum Step: Sendable {
    case body(State, value: Double)
    case event(Event, Command?)
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var steps: [Step]
    var location: SourceLocation
    var testDescription: String { name }

    init(_ name: String, _ steps: [Step], location: SourceLocation = #_sourceLocation) {
      self.name = name
      self.steps = steps
      self.location = location
    }
  }

  static let hidden = State(isShown: false, detent: nil)
  static let shown = State(isShown: true, detent: nil)
  static let medium = State(isShown: true, detent: .medium)
  static let large = State(isShown: true, detent: .large)

  static func body(_ state: State, _ value: Double) -> Step { .body(state, value: value) }
  static func on(_ event: Event, _ command: Command? = nil) -> Step { .event(event, command) }
  static func sample(_ change: Int, _ progress: Double, _ time: Double, _ paced: Bool) -> Step {
    .event(
      .sampled(change: change, progress: progress, time: time),
      paced ? .pace(progress: progress, time: time) : nil)
  }
  static let start = Command.pace(progress: 0, time: 0)

  static let rows: [Row] = [
    Row(
      "present: the change's samples pace it, and 1 ends it",
      [
        body(hidden, 0), body(shown, 1), on(.updateBegan(follows: true)), on(.moveBegan, start),
        on(.updateEnded), sample(1, 0.25, 0.05, true), sample(1, 1, 0.5, true),
        sample(1, 1, 0.51, false),
      ]),
    Row(
      "an update that does not follow (not asked, disabled, no animation) paces nothing",
      [
        body(medium, 0), body(large, 1), on(.updateBegan(follows: false)), on(.moveBegan),
        on(.updateEnded), sample(1, 0.5, 0.1, false),
      ]),
    Row(
      "a change mid-flight: the earlier change's animation, still running, is ignored",
      [
        body(hidden, 0), body(medium, 1), on(.updateBegan(follows: true)),
        on(.moveBegan, start), on(.updateEnded), sample(1, 0.4, 0.1, true),
        body(large, 2), on(.updateBegan(follows: true)), on(.moveBegan, start),
        on(.updateEnded), sample(1, 0.6, 0.12, false), sample(2, 0.1, 0.02, true),
        sample(1, 1, 0.4, false), sample(2, 0.5, 0.2, true),
      ]),
    Row(
      "a move in a following update that changed nothing the probe counts: not paced",
      [
        body(medium, 0), on(.updateBegan(follows: true)), on(.moveBegan), on(.updateEnded),
        sample(0, 0.5, 0.1, false),
      ]),
    Row(
      "a change no move used in its update is not new in the next",
      [
        body(medium, 0), body(large, 1), on(.updateBegan(follows: true)), on(.updateEnded),
        body(large, 1), on(.updateBegan(follows: true)), on(.moveBegan), on(.updateEnded),
      ]),
    Row(
      "one change paces one move; a second move in the update ends the pacing",
      [
        body(medium, 0), body(large, 1), on(.updateBegan(follows: true)),
        on(.moveBegan, start), on(.moveBegan), on(.updateEnded), sample(1, 0.3, 0.1, false),
      ]),
    Row(
      "a move outside an update (a release) ends the paced one",
      [
        body(medium, 0), body(large, 1), on(.updateBegan(follows: true)),
        on(.moveBegan, start), on(.updateEnded), sample(1, 0.3, 0.1, true), on(.moveBegan),
        sample(1, 0.4, 0.11, false),
      ]),
    Row(
      "the same state asked for twice counts once; the first state is no change",
      [body(large, 0), body(large, 0), body(medium, 1), body(medium, 1), body(large, 2)]),
    Row(
      "samples that are not finite are ignored; a bouncy one past 1 is taken",
      [
        body(medium, 0), body(large, 1), on(.updateBegan(follows: true)),
        on(.moveBegan, start), on(.updateEnded),
        .event(.sampled(change: 1, progress: .nan, time: 0.1), nil),
        .event(.sampled(change: 1, progress: 0.5, time: .infinity), nil),
        sample(1, 1.1, 0.2, true), sample(1, 0.98, 0.3, true),
      ]),
    // The engine takes the speed from the samples' own times (`EngineSampledRateTests`): the
    // rule hands every finite one on as it comes, a first one past 0, two at one instant and a
    // time that runs back included, and only a NaN or infinite time is dropped.
    Row(
      "a first sample past 0, two at one instant and a clock running back are handed on",
      [
        body(medium, 0), body(large, 1), on(.updateBegan(follows: true)),
        on(.moveBegan, start), on(.updateEnded), sample(1, 0.3, 0.1, true),
        sample(1, 0.35, 0.1, true), sample(1, 0.4, 0.05, true),
        .event(.sampled(change: 1, progress: 0.45, time: .nan), nil),
        .event(.sampled(change: 1, progress: 0.45, time: -.infinity), nil),
        .event(.sampled(change: 1, progress: .infinity, time: 0.2), nil),
        sample(1, 0.5, 0.2, true),
      ]),
  ]

  @Test(arguments: rows)
  func eachStepGivesItsAnswer(_ row: Row) {
    var pacing = TransactionPacing()
    for (index, step) in row.steps.enumerated() {
      switch step {
      case .body(let state, let value):
        let given = pacing.probeValue(for: state)
        #expect(given == value, "step \(index): value \(given)", sourceLocation: row.location)
      case .event(let event, let expected):
        let command = pacing.handle(event)
        #expect(
          command == expected, "step \(index): \(event) gave \(String(describing: command))",
          sourceLocation: row.location)
      }
    }
  }

  struct FollowsRow: Sendable {
    var isEnabled: Bool
    var hasAnimation: Bool
    var disablesAnimations: Bool
    var follows: Bool
    var location: SourceLocation
  }

  static let followsRows: [FollowsRow] = [
    FollowsRow(
      isEnabled: true, hasAnimation: true, disablesAnimations: false, follows: true,
      location: #_sourceLocation),
    FollowsRow(
      isEnabled: false, hasAnimation: true, disablesAnimations: false, follows: false,
      location: #_sourceLocation),
    FollowsRow(
      isEnabled: true, hasAnimation: true, disablesAnimations: true, follows: false,
      location: #_sourceLocation),
    FollowsRow(
      isEnabled: true, hasAnimation: false, disablesAnimations: false, follows: false,
      location: #_sourceLocation),
  ]

  @Test(arguments: followsRows)
  func onlyAnAskedForAnimationThatIsNotDisabledPaces(_ row: FollowsRow) {
    let follows = TransactionPacing.follows(
      isEnabled: row.isEnabled, hasAnimation: row.hasAnimation,
      disablesAnimations: row.disablesAnimations)
    #expect(follows == row.follows, sourceLocation: row.location)
  }

  /// Two springs add up, as SwiftUI runs an animation that does not merge: `.large` to
  /// `.medium`'s spring still runs when a change to a third detent starts a second one. With
  /// the rule between them and the engine, only the second's samples reach the sheet, so it
  /// moves toward the new target only; fed both (what a hidden value shared by both changes
  /// gave), it would be pulled back by the first.
  @Test func anAnimationStillRunningForAnEarlierChangeNeverSteersTheSheet() {
    let low = Detent.fraction(0.2, identifier: "low")
    var engine = Phone.engine(
      SheetConfiguration(detents: [low, .medium, .large], initialDetent: .large))
    engine.handle(.present(animated: false), at: 0)
    var pacing = TransactionPacing()
    _ = pacing.probeValue(for: Self.large)
    let spring = SpringAnimation(
      spring: .smooth, from: 0, to: 1, initialVelocity: 0, startTime: 0)
    func move(to detent: Detent.Identifier, at time: Double) {
      _ = pacing.probeValue(for: State(isShown: true, detent: detent))
      _ = pacing.handle(.updateBegan(follows: true))
      engine.handle(.selectDetent(detent, animated: true), at: time)
      if case .pace(let progress, let elapsed)? = pacing.handle(.moveBegan) {
        engine.handle(.paceMove(progress: progress, time: elapsed), at: time)
      }
      _ = pacing.handle(.updateEnded)
    }
    move(to: "low", at: 0.5)
    var previous = engine.step(to: 0.5).extent
    var time = 0.5
    var retargeted = false
    while time < 2.5 {
      time += 1.0 / 120
      if !retargeted, time >= 0.58 {
        move(to: .medium, at: time)
        retargeted = true
      }
      // Both animations report each frame: the first since 0.5 s, the second since 0.58 s.
      for (change, began) in [(1, 0.5), (2, 0.58)] where time >= began {
        let elapsed = time - began
        let progress = spring.settleTime <= elapsed ? 1 : spring.value(at: elapsed)
        if case .pace(let p, let t)? = pacing.handle(
          .sampled(change: change, progress: progress, time: elapsed))
        {
          engine.handle(.paceMove(progress: p, time: t), at: time)
        }
      }
      let extent = engine.step(to: time).extent
      #expect(extent <= previous + 1e-9, "turned back at \(time)")
      #expect(extent >= Phone.maximumExtent / 2 - 1e-9, "passed .medium at \(time)")
      previous = extent
    }
    #expect(engine.currentFrame.phase == .resting)
    #expect(engine.currentFrame.detent == .medium)
  }
}
