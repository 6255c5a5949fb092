import BottomSheetCore

/// A length measured on a device against the value the package promises, within a tolerance.
///
/// ```swift
/// // A `.fitting` sheet is its content plus the bottom safe area, once.
/// let height = DeviceCheckMeasurement(measured: frame.extent, expected: 240 + 34)
/// height.figure   // "274.0 pt (expected 274.0 ± 0.5)"
///
/// // The text field ends above the keyboard.
/// let field = DeviceCheckMeasurement(measured: fieldBottom, atMost: keyboardTop)
/// ```
///
/// A measured value that is not a finite number fails.
@_spi(SelfCheck) public struct DeviceCheckMeasurement: DeviceCheckMeasuring, Hashable {
  /// How far a measured length may be from its expected value by default, in points: half a
  /// point, the rounding of a frame to the pixels of a 2× screen (1/2 pt) and less than the
  /// engine's own half-point tolerance for "out of sight".
  @_spi(SelfCheck) public static let defaultTolerance = 0.5

  /// The value measured, in points.
  @_spi(SelfCheck) public var measured: Double
  /// The smallest value that passes, in points (`-.infinity` for none).
  @_spi(SelfCheck) public var lowest: Double
  /// The largest value that passes, in points (`.infinity` for none).
  @_spi(SelfCheck) public var highest: Double
  private var expectation: String

  /// Passes when `measured` is within `tolerance` of `expected`.
  @_spi(SelfCheck) public init(
    measured: Double, expected: Double, tolerance: Double = Self.defaultTolerance
  ) {
    let tolerance = tolerance.isFinite ? abs(tolerance) : 0
    self.measured = measured
    lowest = expected - tolerance
    highest = expected + tolerance
    expectation =
      "expected \(DeviceCheckFigures.number(expected)) ± \(DeviceCheckFigures.number(tolerance))"
  }

  /// Passes when `measured` is at most `limit` plus `tolerance`.
  @_spi(SelfCheck) public init(
    measured: Double, atMost limit: Double, tolerance: Double = Self.defaultTolerance
  ) {
    let tolerance = tolerance.isFinite ? abs(tolerance) : 0
    self.measured = measured
    lowest = -.infinity
    highest = limit + tolerance
    expectation = "allowed at most \(DeviceCheckFigures.number(limit))"
  }

  /// Whether ``measured`` is a finite number within ``lowest``…``highest``.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    DeviceCheckVerdict(passes: measured.isFinite && measured >= lowest && measured <= highest)
  }

  /// `274.0 pt (expected 274.0 ± 0.5)`.
  @_spi(SelfCheck) public var figure: String {
    "\(DeviceCheckFigures.points(measured)) (\(expectation))"
  }
}
