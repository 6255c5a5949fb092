import BottomSheetCore
import Testing

/// ``TransactionPacing`` turns the probe's interpolated values into the paced move's progress:
/// interleavings of probe frames and moves, table-driven, each row a sequence of events and the
/// command each must give.
@Suite("TransactionPacing: an app's animation becomes the move's progress")
struct TransactionPacingTests {
  typealias Event = TransactionPacing.Event

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    /// Each event with the progress it must give (nil: no command).
    var steps: [(Event, Double?)]
    var location: SourceLocation
    var testDescription: String { name }

    init(
      _ name: String, _ steps: [(Event, Double?)], location: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.steps = steps
      self.location = location
    }
  }

  static let rows: [Row] = [
    Row(
      "present: 0 to 1",
      [
        (.probed(0), nil), (.moveBegan(toward: 1, paced: true), 0), (.probed(0.25), 0.25),
        (.probed(0.8), 0.8), (.probed(1), 1), (.probed(1), nil),
      ]),
    Row(
      "dismiss: 1 to 0 runs the progress up",
      [
        (.probed(1), nil), (.moveBegan(toward: 0, paced: true), 0), (.probed(0.75), 0.25),
        (.probed(0), 1),
      ]),
    Row(
      "the probe's first frame comes after the move began",
      [
        (.probed(3), nil), (.moveBegan(toward: 7, paced: true), 0), (.probed(3), 0),
        (.probed(5), 0.5), (.probed(7), 1),
      ]),
    Row(
      "a bouncy animation overshoots and comes back",
      [
        (.probed(0), nil), (.moveBegan(toward: 2, paced: true), 0), (.probed(2.2), 1.1),
        (.probed(1.96), 0.98), (.probed(2), 1),
      ]),
    Row(
      "a change mid-animation paces from where the probe is",
      [
        (.probed(0), nil), (.moveBegan(toward: 1, paced: true), 0), (.probed(0.5), 0.5),
        (.moveBegan(toward: 3, paced: true), 0), (.probed(1.75), 0.5), (.probed(3), 1),
      ]),
    Row(
      "a move without animation ends the paced one",
      [
        (.probed(0), nil), (.moveBegan(toward: 1, paced: true), 0), (.probed(0.5), 0.5),
        (.moveBegan(toward: 0, paced: false), nil), (.probed(0.4), nil), (.probed(0), nil),
      ]),
    Row(
      "no value yet: nothing to interpolate",
      [(.moveBegan(toward: 1, paced: true), nil), (.probed(0.5), nil), (.probed(1), nil)]),
    Row(
      "toward the value the probe has: nothing to interpolate",
      [(.probed(1), nil), (.moveBegan(toward: 1, paced: true), nil), (.probed(1), nil)]),
    Row(
      "values that are not finite are ignored",
      [
        (.probed(0), nil), (.moveBegan(toward: 1, paced: true), 0), (.probed(.nan), nil),
        (.probed(.infinity), nil), (.probed(0.5), 0.5),
        (.moveBegan(toward: .nan, paced: true), nil), (.probed(0.6), nil),
      ]),
  ]

  @Test(arguments: rows)
  func eachEventGivesItsProgress(_ row: Row) {
    var pacing = TransactionPacing()
    for (index, (event, expected)) in row.steps.enumerated() {
      let command = pacing.handle(event)
      let progress: Double?
      switch command {
      case .pace(let value)?: progress = value
      case nil: progress = nil
      }
      #expect(
        (progress == nil) == (expected == nil),
        "step \(index): \(event) gave \(String(describing: command))",
        sourceLocation: row.location)
      if let progress, let expected {
        #expect(
          abs(progress - expected) <= 1e-12, "step \(index): \(progress) ≠ \(expected)",
          sourceLocation: row.location)
      }
    }
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
