/// How quickly a flicked scroll view slows down: the fraction of its velocity it keeps after
/// each millisecond, as in `UIScrollView.DecelerationRate`.
///
/// ```swift
/// let rest = Projection.project(position: 300, velocity: -900, rate: .fast)
/// ```
public struct DecelerationRate: RawRepresentable, Sendable, Hashable, Codable {
  /// Velocity kept per millisecond, strictly between 0 and 1 (unitless).
  public let rawValue: Double

  /// Raw value of ``normal``: 0.998. Source: `UIScrollView.DecelerationRate.normal`.
  static let normalRawValue = 0.998
  /// Raw value of ``fast``: 0.99. Source: `UIScrollView.DecelerationRate.fast`.
  static let fastRawValue = 0.99

  /// Creates a rate.
  /// - Parameter rawValue: Velocity kept per millisecond. NaN becomes 0.998 (``normal``);
  ///   values at or outside 0…1 (including ±infinity) are clamped to the nearest representable
  ///   number strictly inside, because 0 and 1 make the projection formulas meaningless
  ///   (1 never stops, so its distance would be infinite).
  public init(rawValue: Double) {
    self.rawValue = MotionInput.clamp(
      rawValue, (0.0).nextUp, (1.0).nextDown, nan: Self.normalRawValue)
  }

  /// `UIScrollView`'s normal deceleration: 0.998 per millisecond.
  public static let normal = DecelerationRate(rawValue: normalRawValue)
  /// `UIScrollView`'s fast deceleration: 0.99 per millisecond.
  public static let fast = DecelerationRate(rawValue: fastRawValue)
}
