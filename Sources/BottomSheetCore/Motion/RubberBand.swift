/// The resistance a sheet (or scroll view) shows when dragged past its limits.
///
/// The further the finger goes beyond the limit (the overshoot x), the less the content follows:
/// offset = (1 − 1 / (x · c / d + 1)) · d, which starts with slope c and approaches d but never
/// reaches it. The formula is `UIScrollView`'s, as reverse-engineered and widely documented
/// (for example in Grant Paul's "rubber band" note and OverlayContainer's
/// `RubberBandOverlayTranslationFunction`).
///
/// ```swift
/// let band = RubberBand(dimension: 960)
/// band.offset(forOvershoot: 100)   // ≈ 52 points
/// ```
@usableFromInline package struct RubberBand: Sendable, Hashable {
  /// `UIScrollView`'s rubber-band coefficient: 0.55 (unitless). Source: the widely documented
  /// reverse-engineered value of UIScrollView's constant.
  @usableFromInline package static let defaultCoefficient = 0.55
  /// Smallest dimension accepted: 1 point. Source: chosen here; the dimension divides, so it
  /// must be positive, and a band at most 1 point deep is indistinguishable from a hard stop.
  package static let minimumDimension = 1.0

  /// How strongly the content follows at first: the slope of the offset at zero overshoot,
  /// 0…1 (unitless).
  package let coefficient: Double
  /// The distance the offset approaches for an endless overshoot, in points; usually the size
  /// of the scrolling view along the drag.
  package let dimension: Double

  /// Creates a rubber band.
  /// - Parameters:
  ///   - coefficient: Slope at zero overshoot (default 0.55). NaN becomes the default; values
  ///     are clamped into 0…1 (0 is a hard stop; above 1 the content would outrun the finger).
  ///   - dimension: Limit of the offset, in points. NaN and values below 1 point become
  ///     `minimumDimension`; +infinity becomes 10¹².
  package init(coefficient: Double = defaultCoefficient, dimension: Double) {
    self.coefficient = MotionInput.clamp(coefficient, 0, 1, nan: Self.defaultCoefficient)
    self.dimension = MotionInput.clamp(
      dimension, Self.minimumDimension, MotionInput.maximumMagnitude, nan: Self.minimumDimension)
  }

  /// How far the content moves for an overshoot of `x` points past the limit.
  ///
  /// (1 − 1 / (x · c / d + 1)) · d for x ≥ 0, mirrored for x < 0 so the sign is kept. Computed as
  /// x c d / (x c + d), the same value without the cancellation of 1 − 1/(…).
  /// - Parameter x: Overshoot, in points. NaN becomes 0; ±infinity ±10¹².
  /// - Returns: Signed offset, in points: |offset| ≤ |x| and |offset| < d.
  package func offset(forOvershoot x: Double) -> Double {
    let x = MotionInput.magnitude(x)
    let stretch = abs(x) * coefficient
    let offset = stretch * dimension / (stretch + dimension)
    return x < 0 ? -offset : offset
  }

  /// The overshoot whose offset is `offset`: the inverse of ``offset(forOvershoot:)``,
  /// x = o d / (c (d − o)), so a sheet shown `offset` points into the band is held there by a
  /// finger that takes it (no jump when the finger's first movement goes through the band).
  /// - Parameter offset: Signed offset, in points. NaN becomes 0; offsets at or beyond the
  ///   band's dimension (which no overshoot reaches) give the largest overshoot, 10¹².
  /// - Returns: Signed overshoot, in points; 0 for a hard stop (coefficient 0).
  package func overshoot(forOffset offset: Double) -> Double {
    let o = MotionInput.magnitude(offset)
    guard coefficient > 0, o != 0 else { return 0 }
    let depth = abs(o)
    let x =
      depth < dimension
      ? min(depth * dimension / (coefficient * (dimension - depth)), MotionInput.maximumMagnitude)
      : MotionInput.maximumMagnitude
    return o < 0 ? -x : x
  }

  /// Slope of ``offset(forOvershoot:)`` at overshoot `x`: c / (|x| · c / d + 1)², unitless.
  ///
  /// Multiply a finger's velocity by it to get the content's velocity inside the band.
  /// - Parameter x: Overshoot, in points. NaN becomes 0; ±infinity ±10¹².
  /// - Returns: A value in 0…c; c at zero overshoot.
  package func derivative(atOvershoot x: Double) -> Double {
    let x = MotionInput.magnitude(x)
    let factor = abs(x) * coefficient / dimension + 1
    return coefficient / (factor * factor)
  }
}
