import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

// MARK: - Velocities

/// Velocities while the keyboard moves the sheet are in points per second, the rate at which
/// what is drawn moves: a frame's ``SheetFrame/velocity`` is the rate of change of the sheet's
/// top edge above the container's bottom (``SheetFrame/extent`` plus
/// ``SheetFrame/keyboardLift``), during a timed glide (UIKit's curves 0–3 over the keyboard's
/// duration) as during the keyboard's spring. When the keyboard changes course onto a spring,
/// the base line keeps its velocity, so its rate of change does not jump.
///
/// Every expected rate is measured, never computed the engine's way: copies of the engine are
/// advanced to instants a tenth of a millisecond apart and the positions they draw are
/// differenced.
extension KeyboardLiftTests {
  /// The time step of the difference quotients, in seconds.
  static let step = 1e-4

  /// The sheets the keyboard moves: a short fitting sheet that rides on the keyboard, a sheet
  /// at its top limit that shrinks as the keyboard rises, a persistent one at half height.
  static func engine(_ kind: Int) -> SheetEngine {
    switch kind {
    case 0:
      return Phone.engine(content: 300)
    case 1:
      var configuration = SheetConfiguration(detents: [.medium, .large])
      configuration.initialDetent = .large
      return Phone.engine(configuration)
    default:
      return Phone.engine(.persistent(detents: [.medium, .large]))
    }
  }

  /// The top edge of what `engine` draws at `time`, in points above the container's bottom,
  /// read from a copy so `engine` itself stays where it is.
  static func top(_ engine: SheetEngine, at time: Double) -> Double {
    var copy = engine
    let frame = copy.step(to: time)
    return frame.extent + frame.keyboardLift
  }

  /// The keyboard's base line that `engine` draws at `time`, in points, read from a copy.
  static func lift(_ engine: SheetEngine, at time: Double) -> Double {
    var copy = engine
    return copy.step(to: time).keyboardLift
  }

  /// The central difference quotient of `position` at `time`, in points per second.
  static func centralRate(_ position: (Double) -> Double, at time: Double) -> Double {
    (position(time + step) - position(time - step)) / (2 * step)
  }

  /// The second-order one-sided difference quotient of `position` at `time`, looking forward
  /// (`direction` 1) or back (−1), in points per second: exact for parabolas, so the curvature
  /// right after a change does not count as a jump in rate.
  static func oneSidedRate(
    _ position: (Double) -> Double, at time: Double, direction: Double
  ) -> Double {
    let h = direction * step
    return (-3 * position(time) + 4 * position(time + h) - position(time + 2 * h)) / (2 * h)
  }

  /// Whether `actual` matches the measured `rate`, in points per second: within 1 pt/s plus
  /// half a percent, far tighter than any mistake of unit (a factor of the distance or of the
  /// duration) or of sign.
  static func matches(_ actual: Double, _ rate: Double) -> Bool {
    abs(actual - rate) <= 1 + 0.005 * abs(rate)
  }

  @Test func aTimedGlideReportsTheRateAtWhichTheSheetsTopMoves() {
    // A fitting sheet of 300 pt rides on a 336 pt keyboard. (UIKit curve, duration in seconds,
    // the instant as a share of the duration, whether the keyboard leaves instead of arrives.)
    let rows: [(line: UInt, curve: Int, duration: Double, share: Double, leaves: Bool)] = [
      (#line, 0, 0.25, 0.5, false),
      (#line, 0, 0.25, 0.2, false),
      (#line, 1, 0.25, 0.7, false),
      (#line, 2, 0.25, 0.3, false),
      (#line, 3, 0.25, 0.5, false),
      (#line, 3, 0.5, 0.9, false),
      (#line, 0, 0.25, 0.5, true),
      (#line, 2, 0.4, 0.6, true),
      (#line, 3, 0.3, 0.1, true),
    ]
    for row in rows {
      let location = rowLocation(row.line)
      var engine = Self.engine(0)
      engine.handle(.present(animated: false), at: 0)
      if row.leaves {
        engine.handle(.keyboardChanged(overlap: 336, animation: .immediate), at: 0.5)
      }
      let animation = KeyboardAnimation(duration: row.duration, systemCurve: row.curve)
      engine.handle(.keyboardChanged(overlap: row.leaves ? 0 : 336, animation: animation), at: 1)
      let time = 1 + row.share * row.duration
      let rate = Self.centralRate({ Self.top(engine, at: $0) }, at: time)
      var probe = engine
      let velocity = probe.step(to: time).velocity
      #expect(
        Self.matches(velocity, rate), "velocity \(velocity) pt/s, measured \(rate) pt/s",
        sourceLocation: location)
      // The glide really moves the sheet, in the keyboard's direction.
      #expect(abs(rate) > 50, "measured \(rate) pt/s", sourceLocation: location)
      #expect((rate > 0) != row.leaves, sourceLocation: location)
    }
  }

  @Test("any timed or spring glide reports the measured rate of the sheet's top")
  func anyGlide() async {
    let input = zip(
      Gen.int(in: 0...7), Gen.double(in: 0.1...0.6), Gen.double(in: 40...400),
      Gen.double(in: 0.05...0.95), Gen.int(in: 0...2), Gen.bool)
    await seededPropertyCheck(count: 200, input: input) {
      curve, duration, overlap, share, kind, leaves in
      var engine = Self.engine(kind)
      engine.handle(.present(animated: false), at: 0)
      if leaves {
        engine.handle(.keyboardChanged(overlap: overlap, animation: .immediate), at: 0.5)
      }
      let animation = KeyboardAnimation(duration: duration, systemCurve: curve)
      engine.handle(.keyboardChanged(overlap: leaves ? 0 : overlap, animation: animation), at: 1)
      // Curves 4–7 are the keyboard's spring, which ignores the duration.
      let time = 1 + share * duration
      let rate = Self.centralRate({ Self.top(engine, at: $0) }, at: time)
      var probe = engine
      let velocity = probe.step(to: time).velocity
      #expect(Self.matches(velocity, rate), "velocity \(velocity) pt/s, measured \(rate) pt/s")
    }
  }

  @Test("a timed glide turned onto the keyboard's spring keeps the base line's rate")
  func handOverToTheSpring() async {
    let input = zip(
      Gen.int(in: 0...3), Gen.double(in: 0.15...0.6), Gen.double(in: 100...400),
      Gen.double(in: 0.1...0.9), Gen.double(in: 0...400), Gen.int(in: 0...2))
    await seededPropertyCheck(count: 200, input: input) {
      curve, duration, overlap, share, newOverlap, kind in
      var engine = Self.engine(kind)
      engine.handle(.present(animated: false), at: 0)
      let animation = KeyboardAnimation(duration: duration, systemCurve: curve)
      engine.handle(.keyboardChanged(overlap: overlap, animation: animation), at: 1)
      let time = 1 + share * duration
      let before = Self.oneSidedRate({ Self.lift(engine, at: $0) }, at: time, direction: -1)
      var turned = engine
      turned.handle(.keyboardChanged(overlap: newOverlap, animation: .systemKeyboard), at: time)
      let after = Self.oneSidedRate({ Self.lift(turned, at: $0) }, at: time, direction: 1)
      #expect(Self.matches(after, before), "base line at \(before) pt/s, then \(after) pt/s")
      // And what the frame reports right after the turn is the sheet's measured rate.
      let rate = Self.oneSidedRate({ Self.top(turned, at: $0) }, at: time, direction: 1)
      var probe = turned
      let velocity = probe.step(to: time).velocity
      #expect(Self.matches(velocity, rate), "velocity \(velocity) pt/s, measured \(rate) pt/s")
    }
  }
}
