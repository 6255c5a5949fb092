import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: an app's animation paced the sheet")
struct DeviceCheckPacingTests {
  /// The sheet's own settle spring (`SheetConfiguration.defaultSpring`) moving from one detent
  /// to another, sampled at `elapsed` shares of a 0.8 s animation: what a sheet that ignored
  /// the app's animation would show.
  static func ownSpring(_ elapsed: Double) -> Double {
    SpringAnimation(
      spring: SheetConfiguration.defaultSpring, from: 0, to: 1, initialVelocity: 0, startTime: 0
    ).value(at: elapsed * 0.8)
  }

  static let shares = [0.1, 0.2, 0.35, 0.5, 0.65, 0.8, 0.9]

  typealias Row = (
    line: UInt, samples: [(Double, Double)], verdict: DeviceCheckVerdict, figure: String?
  )

  static let rows: [Row] = [
    // Paced by a linear animation, two 60 Hz frames late (0.042 of 0.8 s).
    (
      #line, shares.map { ($0, $0 - 0.042) }, .pass,
      "5 samples at 20–80 % of the animation: progress 0.04 at most behind, 0.00 at most ahead "
        + "(tolerance 0.15), 0.00 largest step back (at most 0.02)"
    ),
    // The sheet's own spring, running ahead of the app's linear animation.
    (#line, shares.map { ($0, ownSpring($0)) }, .fail, nil),
    // Seven frames late is still paced; much later is not.
    (
      #line, [(0.3, 0.16), (0.5, 0.36), (0.7, 0.56)], .pass,
      "3 samples at 20–80 % of the animation: progress 0.14 at most behind, 0.00 at most ahead "
        + "(tolerance 0.15), 0.00 largest step back (at most 0.02)"
    ),
    (
      #line, [(0.3, 0.1), (0.5, 0.36), (0.7, 0.56)], .fail,
      "3 samples at 20–80 % of the animation: progress 0.20 at most behind, 0.00 at most ahead "
        + "(tolerance 0.15), 0.00 largest step back (at most 0.02)"
    ),
    // Pulled back once by the animation's frame after running ahead of it (the first frame,
    // before the counted window), though on pace where counted.
    (
      #line, [(0.0, 0.0), (0.02, 0.03), (0.04, 0.0), (0.3, 0.3), (0.5, 0.5), (0.7, 0.7)], .fail,
      "3 samples at 20–80 % of the animation: progress 0.00 at most behind, 0.00 at most ahead "
        + "(tolerance 0.15), 0.03 largest step back (at most 0.02)"
    ),
    // Held between frames (the same progress twice) is no step back.
    (
      #line, [(0.3, 0.3), (0.31, 0.3), (0.5, 0.5), (0.7, 0.7)], .pass,
      "4 samples at 20–80 % of the animation: progress 0.01 at most behind, 0.00 at most ahead "
        + "(tolerance 0.15), 0.00 largest step back (at most 0.02)"
    ),
    // Only the ends, or bad numbers: too few to tell.
    (
      #line, [(0.05, 0.0), (0.95, 1.0), (0.5, .nan)], .skip,
      "0 samples at 20–80 % of the animation: too few to tell"
    ),
    (
      #line, [(0.3, 0.3), (0.5, 0.5)], .skip,
      "2 samples at 20–80 % of the animation: too few to tell"
    ),
  ]

  @Test("it passes when progress keeps to the animation's time, and skips with too few samples")
  func verdicts() {
    for row in Self.rows {
      var pacing = DeviceCheckPacing()
      for (elapsed, progress) in row.samples { pacing.record(elapsed: elapsed, progress: progress) }
      #expect(pacing.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      if let figure = row.figure {
        #expect(pacing.figure == figure, sourceLocation: rowLocation(row.line))
      }
    }
  }

  /// The premise of the tolerance: the sheet's own spring is more than 0.15 ahead of a linear
  /// 0.8 s animation somewhere in the counted window.
  @Test func theSheetsOwnSpringCannotPass() {
    let lead = stride(from: 0.2, through: 0.8, by: 0.05).map { Self.ownSpring($0) - $0 }.max()!
    #expect(lead > DeviceCheckPacing.tolerance)
  }
}
