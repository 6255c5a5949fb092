@_spi(SelfCheck) import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// The stacked recession's device verdict (``DeviceCheckStackedRecession``): rows that pass,
/// fail and skip, at the edges of its tolerance and its sample counts.
@Suite("Self-check: a stacked sheet's recession")
struct DeviceCheckStackedRecessionTests {
  /// `present` and `dismiss` frames as (expected, drawn) pairs.
  struct Row: Sendable, CustomTestStringConvertible {
    var line: UInt
    var present: [(Double, Double)]
    var dismiss: [(Double, Double)]
    var verdict: DeviceCheckVerdict
    var testDescription: String { "line \(line)" }
  }

  static let good: [(Double, Double)] = [(0.99, 0.99), (0.95, 0.95), (0.92, 0.92)]
  static let back: [(Double, Double)] = [(0.92, 0.92), (0.96, 0.96), (0.995, 0.995), (1, 1)]

  static let rows: [Row] = [
    Row(line: #line, present: good, dismiss: back, verdict: .pass),
    // At the tolerance's edge, each way.
    Row(
      line: #line, present: [(0.99, 0.9919), (0.95, 0.9481), (0.92, 0.921)], dismiss: back,
      verdict: .pass),
    Row(
      line: #line, present: [(0.99, 0.9925), (0.95, 0.95), (0.92, 0.92)], dismiss: back,
      verdict: .fail),
    // Never receded on screen: the chrome kept scale 1 (or the content view got it).
    Row(
      line: #line, present: good.map { ($0.0, 1) }, dismiss: back.map { ($0.0, 1) }, verdict: .fail),
    // A frame late: each drawn scale is the previous frame's expected one.
    Row(
      line: #line, present: [(0.99, 1), (0.95, 0.99), (0.92, 0.95)], dismiss: back,
      verdict: .fail),
    // Left receded after the upper sheet went.
    Row(
      line: #line, present: good, dismiss: [(0.92, 0.92), (0.96, 0.96), (0.995, 0.995), (1, 0.92)],
      verdict: .fail),
    // Skips: too few receded frames presenting, or dismissing; none receded (a wide container).
    Row(line: #line, present: [(0.99, 0.99), (0.92, 0.92), (1, 1)], dismiss: back, verdict: .skip),
    Row(line: #line, present: good, dismiss: [(0.92, 0.92), (0.96, 0.96), (1, 1)], verdict: .skip),
    Row(
      line: #line, present: [(1, 1), (1, 1), (1, 1)], dismiss: [(1, 1), (1, 1)], verdict: .skip),
    Row(line: #line, present: [], dismiss: [], verdict: .skip),
    // Not finite: skip, never pass.
    Row(line: #line, present: good + [(.nan, 0.92)], dismiss: back, verdict: .skip),
  ]

  @Test("pass, fail and skip", arguments: rows)
  func verdicts(_ row: Row) {
    var check = DeviceCheckStackedRecession()
    for (expected, drawn) in row.present {
      check.record(expected: expected, drawn: drawn, isDismissal: false)
    }
    for (expected, drawn) in row.dismiss {
      check.record(expected: expected, drawn: drawn, isDismissal: true)
    }
    #expect(check.verdict == row.verdict, "\(check.figure)", sourceLocation: rowLocation(row.line))
  }

  @Test("the expected scale is the rules' for both sheets' frames")
  func expectedScale() {
    let lower = SheetEngine.fixture(.modal, start: .presented).currentFrame
    var upper = SheetEngine.fixture(.modal, start: .presented)
    #expect(
      abs(
        DeviceCheckStackedRecession.expectedScale(upper: upper.step(to: 1), lower: lower)
          - PresenterRecession.fullScale) <= 1e-12)
    var hidden = SheetEngine.fixture(.modal)
    #expect(DeviceCheckStackedRecession.expectedScale(upper: hidden.step(to: 1), lower: lower) == 1)
  }

  @Test("the figure prints four decimals")
  func figure() {
    #expect(DeviceCheckStackedRecession.scale(0.92) == "0.9200")
    #expect(DeviceCheckStackedRecession.scale(0.00049) == "0.0005")
    #expect(DeviceCheckStackedRecession.scale(1) == "1.0000")
    #expect(DeviceCheckStackedRecession.scale(-0.0123) == "-0.0123")
  }
}
