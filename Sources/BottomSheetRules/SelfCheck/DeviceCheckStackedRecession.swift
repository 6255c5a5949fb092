import BottomSheetCore

/// Whether a sheet under a sheet presented from it receded as the rules say on a device: on
/// every sampled frame of the upper sheet's presentation and dismissal, the lower sheet's drawn
/// scale (its chrome's transform) equals ``StackedSheetRecession``'s for the two sheets' frames
/// at that moment, to ``tolerance``, and at the deepest it reached the full recession.
///
/// Both numbers are read in the same main-thread turn, after the sheets' drivers drew, so a
/// hitch between samples drops frames but never makes a correct sheet disagree with itself.
/// The failures it catches: a lower sheet that does not recede (its scale stays 1), one that
/// recedes its content view instead of its chrome, one that lags the upper sheet by a frame or
/// is overwritten by its own rendering, and one left receded after the upper sheet goes.
///
/// ```swift
/// var check = DeviceCheckStackedRecession()
/// check.record(
///   expected: DeviceCheckStackedRecession.expectedScale(upper: upperFrame, lower: lowerFrame),
///   drawn: chrome.transform.a, isDismissal: false)
/// check.verdict
/// ```
///
/// It skips when fewer than ``minimumSamples`` frames of the presentation or of the dismissal
/// were receded (the container is wide, where nothing recedes, or the frames were not seen).
@_spi(SelfCheck) public struct DeviceCheckStackedRecession: DeviceCheckMeasuring, Hashable {
  /// One sampled frame.
  @_spi(SelfCheck) public struct Sample: Hashable, Sendable {
    /// The scale the rules give for the two sheets' frames.
    @_spi(SelfCheck) public var expected: Double
    /// The lower sheet's chrome's drawn scale.
    @_spi(SelfCheck) public var drawn: Double
    /// Whether the upper sheet was being dismissed (else presented).
    @_spi(SelfCheck) public var isDismissal: Bool
  }

  /// The largest difference between the drawn and the expected scale that passes: 0.002, four
  /// times a drawn transform's rounding (`DeviceCheckRotationRecession.rounding`) and a fortieth
  /// of the whole recession (0.08).
  @_spi(SelfCheck) public static let tolerance: Double = 0.002
  /// The fewest receded frames of the presentation, and of the dismissal, that make a
  /// measurement: 3.
  @_spi(SelfCheck) public static let minimumSamples = 3

  /// The frames sampled, in order.
  @_spi(SelfCheck) public private(set) var samples: [Sample] = []

  /// No frame sampled yet.
  @_spi(SelfCheck) public init() {}

  /// The scale the rules give the lower sheet drawn as `lower` says under an upper sheet drawn
  /// as `upper` says.
  @_spi(SelfCheck) public static func expectedScale(upper: SheetFrame, lower: SheetFrame)
    -> Double
  {
    StackedSheetRecession(upper: upper.presenterRecessionInput, lower: lower).scale
  }

  /// Records one frame: the rules' scale `expected` and the drawn one.
  @_spi(SelfCheck) public mutating func record(
    expected: Double, drawn: Double, isDismissal: Bool
  ) {
    samples.append(Sample(expected: expected, drawn: drawn, isDismissal: isDismissal))
  }

  private func receded(dismissal: Bool) -> Int {
    samples.filter { $0.isDismissal == dismissal && $0.expected < 1 - 1e-3 }.count
  }

  private var largestGap: Double {
    samples.map { abs($0.drawn - $0.expected) }.max() ?? 0
  }

  private var deepestExpected: Double { samples.map(\.expected).min() ?? 1 }
  private var deepestDrawn: Double { samples.map(\.drawn).min() ?? 1 }

  /// Pass when every frame agrees and the deepest drawn scale reached the deepest expected one;
  /// skip without enough receded frames on both ways.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    guard receded(dismissal: false) >= Self.minimumSamples,
      receded(dismissal: true) >= Self.minimumSamples,
      samples.allSatisfy({ $0.expected.isFinite && $0.drawn.isFinite })
    else { return .skip }
    let agrees = largestGap <= Self.tolerance
    let reached = deepestDrawn <= deepestExpected + Self.tolerance
    return DeviceCheckVerdict(passes: agrees && reached)
  }

  /// The frames seen each way, the largest gap and the deepest scales.
  @_spi(SelfCheck) public var figure: String {
    "\(receded(dismissal: false)) receded frames presenting, \(receded(dismissal: true)) "
      + "dismissing (of \(samples.count)); largest gap \(Self.scale(largestGap)); deepest "
      + "drawn \(Self.scale(deepestDrawn)), expected \(Self.scale(deepestExpected))"
  }

  /// A scale to four decimals: `0.9200`; `nan` and `inf` as ``DeviceCheckFigures`` prints them.
  package static func scale(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e9 else { return DeviceCheckFigures.number(value) }
    let units = Int((abs(value) * 10_000).rounded())
    let digits = String(units % 10_000)
    let sign = value < 0 && units > 0 ? "-" : ""
    return "\(sign)\(units / 10_000)." + String(repeating: "0", count: 4 - digits.count) + digits
  }
}
