import BottomSheetCore
import BottomSheetRules
import Testing

/// ``TransactionPacing`` turns the probe's interpolated values into the paced move's progress,
/// handed over on turns of their own: interleavings of updates, probe frames, moves and turns,
/// table-driven, each row a sequence of events and the command each must give.
@Suite("TransactionPacing: an app's animation becomes the move's progress")
struct TransactionPacingTests {
  typealias Event = TransactionPacing.Event
  typealias Command = TransactionPacing.Command

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    /// Each event with the command it must give.
    var steps: [(Event, Command?)]
    var location: SourceLocation
    var testDescription: String { name }

    init(
      _ name: String, _ steps: [(Event, Command?)], location: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.steps = steps
      self.location = location
    }
  }

  /// An update toward `target` whose transaction has an animation.
  static func animated(_ target: Double) -> Event {
    .updateBegan(target: target, hasAnimation: true, disablesAnimations: false)
  }

  static func pace(_ progress: Double) -> Command { .pace(progress: progress) }

  static let rows: [Row] = [
    Row(
      "present: 0 to 1, each progress on its own turn",
      [
        (.probed(0), nil), (animated(1), nil), (.moveBegan, .scheduleTurn), (.updateEnded, nil),
        (.turn, pace(0)), (.probed(0.25), .scheduleTurn), (.turn, pace(0.25)),
        (.probed(1), .scheduleTurn), (.turn, pace(1)), (.probed(1), nil), (.turn, nil),
      ]),
    Row(
      "several frames before a turn: only the latest is handed over",
      [
        (.probed(0), nil), (animated(1), nil), (.moveBegan, .scheduleTurn),
        (.probed(0.1), nil), (.probed(0.2), nil), (.turn, pace(0.2)), (.turn, nil),
      ]),
    Row(
      "dismiss: 1 to 0 runs the progress up",
      [
        (.probed(1), nil), (animated(0), nil), (.moveBegan, .scheduleTurn), (.turn, pace(0)),
        (.probed(0.75), .scheduleTurn), (.turn, pace(0.25)), (.probed(0), .scheduleTurn),
        (.turn, pace(1)),
      ]),
    Row(
      "the probe's first frame comes after the move began",
      [
        (.probed(3), nil), (animated(7), nil), (.moveBegan, .scheduleTurn), (.probed(3), nil),
        (.turn, pace(0)), (.probed(5), .scheduleTurn), (.turn, pace(0.5)),
      ]),
    Row(
      "a bouncy animation overshoots and comes back",
      [
        (.probed(0), nil), (animated(2), nil), (.moveBegan, .scheduleTurn), (.turn, pace(0)),
        (.probed(2.2), .scheduleTurn), (.turn, pace(1.1)), (.probed(1.96), .scheduleTurn),
        (.turn, pace(0.98)),
      ]),
    Row(
      "a change mid-animation paces from where the probe is",
      [
        (.probed(0), nil), (animated(1), nil), (.moveBegan, .scheduleTurn), (.updateEnded, nil),
        (.turn, pace(0)), (.probed(0.5), .scheduleTurn), (.turn, pace(0.5)), (animated(3), nil),
        (.moveBegan, .scheduleTurn), (.turn, pace(0)), (.probed(1.75), .scheduleTurn),
        (.turn, pace(0.5)),
      ]),
    Row(
      "a move outside an update (a release, a turn) ends the paced one, and its due progress",
      [
        (.probed(0), nil), (animated(1), nil), (.moveBegan, .scheduleTurn), (.updateEnded, nil),
        (.probed(0.5), nil), (.moveBegan, nil), (.turn, nil), (.probed(0.6), nil),
      ]),
    Row(
      "disablesAnimations, or no animation: nothing is paced",
      [
        (.probed(0), nil),
        (.updateBegan(target: 1, hasAnimation: true, disablesAnimations: true), nil),
        (.moveBegan, nil),
        (.updateBegan(target: 1, hasAnimation: false, disablesAnimations: false), nil),
        (.moveBegan, nil), (.probed(0.5), nil),
      ]),
    Row(
      "no value yet: nothing to interpolate",
      [(animated(1), nil), (.moveBegan, nil), (.probed(0.5), nil), (.probed(1), nil)]),
    Row(
      "toward the value the probe has: nothing to interpolate",
      [(.probed(1), nil), (animated(1), nil), (.moveBegan, nil), (.probed(1), nil)]),
    Row(
      "values that are not finite are ignored",
      [
        (.probed(0), nil), (animated(1), nil), (.moveBegan, .scheduleTurn), (.turn, pace(0)),
        (.probed(.nan), nil), (.probed(.infinity), nil), (.probed(0.5), .scheduleTurn),
        (.turn, pace(0.5)), (animated(.nan), nil), (.moveBegan, nil), (.probed(0.6), nil),
      ]),
  ]

  @Test(arguments: rows)
  func eachEventGivesItsCommand(_ row: Row) {
    var pacing = TransactionPacing()
    for (index, (event, expected)) in row.steps.enumerated() {
      let command = pacing.handle(event)
      switch (command, expected) {
      case (.pace(let progress)?, .pace(let wanted)?):
        #expect(
          abs(progress - wanted) <= 1e-12, "step \(index): \(progress) ≠ \(wanted)",
          sourceLocation: row.location)
      default:
        #expect(
          command == expected, "step \(index): \(event) gave \(String(describing: command))",
          sourceLocation: row.location)
      }
    }
  }

  @Test func onlyAnAnimationThatIsNotDisabledPaces() {
    #expect(TransactionPacing.paces(hasAnimation: true, disablesAnimations: false))
    #expect(!TransactionPacing.paces(hasAnimation: true, disablesAnimations: true))
    #expect(!TransactionPacing.paces(hasAnimation: false, disablesAnimations: false))
  }

  /// Showing, hiding and every change of detent change the probe's value; the same state gives
  /// the same value.
  @Test func probeValuesTellStatesApart() {
    let names: [Detent.Identifier] = [.medium, .large, "fitting", "peek", "a", "b", "tall"]
    var seen: Set<Double> = [TransactionPacing.probeValue(isShown: true, detent: nil)]
    for name in names {
      let value = TransactionPacing.probeValue(isShown: true, detent: name)
      #expect(!seen.contains(value), "\(name) shares \(value)")
      #expect(value == TransactionPacing.probeValue(isShown: true, detent: name))
      #expect(value > 0 && value < Double(1 << 22))
      seen.insert(value)
      #expect(TransactionPacing.probeValue(isShown: false, detent: name) == 0)
    }
  }
}
