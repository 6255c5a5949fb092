/// Small clamping helpers shared by the layout and the engine. Each records what it changed.
enum Sanitize {
  /// A finite length in 0…``LayoutContext/maximumLength``; NaN and −∞ become 0, +∞ becomes
  /// `infinityFallback`.
  @inline(__always)
  static func length(
    _ value: Double, infinityFallback: Double = 0, _ corrections: inout InputCorrections
  ) -> Double {
    if value.isNaN {
      corrections.insert(.nonFiniteValue)
      return 0
    }
    if value.isInfinite {
      corrections.insert(.nonFiniteValue)
      return value > 0 ? min(infinityFallback, LayoutContext.maximumLength) : 0
    }
    if value < 0 {
      corrections.insert(.negativeLength)
      return 0
    }
    if value > LayoutContext.maximumLength {
      corrections.insert(.implausibleLength)
      return LayoutContext.maximumLength
    }
    return value
  }

  /// A finite value; NaN becomes `fallback`, ±∞ becomes ±`limit`, anything else is clamped to ±`limit`.
  @inline(__always)
  static func finite(
    _ value: Double, fallback: Double = 0, limit: Double, _ corrections: inout InputCorrections
  ) -> Double {
    if value.isNaN {
      corrections.insert(.nonFiniteValue)
      return fallback
    }
    if value.isInfinite {
      corrections.insert(.nonFiniteValue)
      return value > 0 ? limit : -limit
    }
    return min(max(value, -limit), limit)
  }

  /// `value` clamped to `lower...upper` (NaN becomes `lower`), assuming `lower <= upper`.
  @inline(__always)
  static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    guard value == value else { return lower }
    return min(max(value, lower), upper)
  }
}
