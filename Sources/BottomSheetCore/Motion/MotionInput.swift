/// Turns untrusted numbers into finite ones before the motion types compute with them.
///
/// Every public entry point of the motion types passes its inputs through here, so no formula
/// ever sees NaN or infinity and every product it forms stays far from overflow.
enum MotionInput {
  /// Largest magnitude accepted for a position, distance or velocity: 10¹² points (or points per
  /// second). Source: chosen here. It is about nine orders of magnitude beyond any screen, yet
  /// small enough that the largest product a spring forms (ω0² · x ≤ 10¹⁵ · 10¹² = 10²⁷) stays
  /// far below `Double.greatestFiniteMagnitude` (≈ 1.8 · 10³⁰⁸).
  static let maximumMagnitude = 1e12

  /// Largest magnitude accepted for an absolute position that is later subtracted from another
  /// one (a spring animation's start and target): half of ``maximumMagnitude``, so their
  /// difference is never clamped again.
  static let maximumPosition = maximumMagnitude / 2

  /// An absolute position: NaN becomes `fallback`, everything else is clamped to
  /// ±``maximumPosition``.
  @inline(__always)
  static func position(_ value: Double, nan fallback: Double = 0) -> Double {
    clamp(value, -maximumPosition, maximumPosition, nan: fallback)
  }

  /// Largest time span accepted, in seconds: 10¹² s (about 31 700 years). Source: chosen here,
  /// on the same grounds as ``maximumMagnitude``: products such as velocity · time stay finite.
  static let maximumTime = 1e12

  /// Clamps `value` into `lower...upper` (which must be ordered); NaN becomes `fallback`.
  ///
  /// Written with plain comparisons rather than `ClosedRange` so unoptimised builds stay free of
  /// generic metadata look-ups in per-frame code.
  @inline(__always)
  static func clamp(_ value: Double, _ lower: Double, _ upper: Double, nan fallback: Double)
    -> Double
  {
    if value.isNaN { return fallback }
    if value < lower { return lower }
    if value > upper { return upper }
    return value
  }

  /// A position, distance or velocity: NaN becomes `fallback`, everything else is clamped to
  /// ±``maximumMagnitude`` (so ±infinity becomes ±10¹²).
  @inline(__always)
  static func magnitude(_ value: Double, nan fallback: Double = 0) -> Double {
    clamp(value, -maximumMagnitude, maximumMagnitude, nan: fallback)
  }

  /// A time span since some start: NaN and negative values become 0, +infinity becomes
  /// ``maximumTime``.
  @inline(__always)
  static func elapsed(_ value: Double) -> Double {
    clamp(value, 0, maximumTime, nan: 0)
  }

  /// An absolute time stamp: NaN becomes `fallback`, ±infinity becomes ±``maximumTime``.
  @inline(__always)
  static func instant(_ value: Double, nan fallback: Double = 0) -> Double {
    clamp(value, -maximumTime, maximumTime, nan: fallback)
  }
}
