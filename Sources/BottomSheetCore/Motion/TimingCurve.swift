/// A cubic Bézier easing curve from (0, 0) to (1, 1), like `CAMediaTimingFunction` and CSS
/// `cubic-bezier()`: maps linear progress to eased progress.
///
/// Used for the parts that are not springs: cross-fades and navigation slides.
///
/// ```swift
/// let eased = TimingCurve.easeInOut.value(at: 0.25)   // ≈ 0.129
/// ```
public struct TimingCurve: Sendable, Hashable {
  /// x of the first control point, 0…1 (fraction of the duration).
  package let c1x: Double
  /// y of the first control point (fraction of the change; may leave 0…1 to overshoot).
  package let c1y: Double
  /// x of the second control point, 0…1 (fraction of the duration).
  package let c2x: Double
  /// y of the second control point (fraction of the change; may leave 0…1 to overshoot).
  package let c2y: Double

  /// Largest |y| accepted for a control point: 1000. Source: chosen here; real curves stay
  /// within about −1…2 (CSS's overshooting examples), and the bound keeps every value finite.
  package static let maximumControlY = 1000.0
  /// Most Newton–Raphson steps when solving x(s) = progress: 8. Source: WebKit's `UnitBezier`
  /// (`solveCurveX`), which Core Animation-compatible engines share.
  static let maximumNewtonIterations = 8
  /// Solutions with |x(s) − progress| below 10⁻⁷ are accepted. Source: WebKit's `UnitBezier`.
  static let solverTolerance = 1e-7
  /// Below this |dx/ds| Newton's step is unreliable and bisection takes over: 10⁻⁶. Source:
  /// WebKit's `UnitBezier`.
  static let minimumSlope = 1e-6
  /// Most bisection steps: 64, past the 53 halvings that exhaust a Double's precision on 0…1.
  static let maximumBisectionIterations = 64

  /// Creates a curve from its two control points.
  /// - Parameters:
  ///   - c1x: x of the first control point; clamped into 0…1 (so the curve is a function of
  ///     time), NaN becomes 0.
  ///   - c1y: y of the first control point; clamped into ±`maximumControlY`, NaN becomes 0.
  ///   - c2x: x of the second control point; clamped into 0…1, NaN becomes 1.
  ///   - c2y: y of the second control point; clamped into ±`maximumControlY`, NaN becomes 1.
  ///
  /// The NaN fallbacks are the control points of ``linear``.
  public init(c1x: Double, c1y: Double, c2x: Double, c2y: Double) {
    self.c1x = MotionInput.clamp(c1x, 0, 1, nan: 0)
    self.c1y = MotionInput.clamp(c1y, -Self.maximumControlY, Self.maximumControlY, nan: 0)
    self.c2x = MotionInput.clamp(c2x, 0, 1, nan: 1)
    self.c2y = MotionInput.clamp(c2y, -Self.maximumControlY, Self.maximumControlY, nan: 1)
  }

  /// Core Animation's `linear`: (0, 0, 1, 1).
  public static let linear = TimingCurve(c1x: 0, c1y: 0, c2x: 1, c2y: 1)
  /// Core Animation's `easeIn`: (0.42, 0, 1, 1).
  public static let easeIn = TimingCurve(c1x: 0.42, c1y: 0, c2x: 1, c2y: 1)
  /// Core Animation's `easeOut`: (0, 0, 0.58, 1).
  public static let easeOut = TimingCurve(c1x: 0, c1y: 0, c2x: 0.58, c2y: 1)
  /// Core Animation's `easeInEaseOut`: (0.42, 0, 0.58, 1).
  public static let easeInOut = TimingCurve(c1x: 0.42, c1y: 0, c2x: 0.58, c2y: 1)

  /// Eased progress for a linear progress.
  ///
  /// Finds the curve parameter s with x(s) = progress by Newton–Raphson (at most 8 steps,
  /// tolerance 10⁻⁷), falling back to bisection when the slope is too flat or Newton leaves
  /// 0…1, then returns y(s).
  /// - Parameter progress: Linear progress, clamped into 0…1; NaN counts as 0.
  /// - Returns: Eased progress: exactly 0 at 0 and 1 at 1, in between possibly outside 0…1 when
  ///   a control point's y is.
  package func value(at progress: Double) -> Double {
    let progress = MotionInput.clamp(progress, 0, 1, nan: 0)
    if progress == 0 { return 0 }
    if progress == 1 { return 1 }
    let s = parameter(forX: progress)
    return Self.polynomial(s, c1y, c2y)
  }

  // MARK: - Internals

  /// The Bézier parameter s in 0…1 with x(s) = `x`, within ``solverTolerance``.
  func parameter(forX x: Double) -> Double {
    var s = x
    for _ in 0..<Self.maximumNewtonIterations {
      let error = Self.polynomial(s, c1x, c2x) - x
      if abs(error) < Self.solverTolerance { return s }
      let slope = Self.slope(s, c1x, c2x)
      if abs(slope) < Self.minimumSlope { break }
      s -= error / slope
      if !(s >= 0 && s <= 1) { break }
    }
    // x(s) is non-decreasing on 0…1 because both control x values are in 0…1.
    var lower = 0.0
    var upper = 1.0
    s = x
    for _ in 0..<Self.maximumBisectionIterations {
      let value = Self.polynomial(s, c1x, c2x)
      if abs(value - x) < Self.solverTolerance { return s }
      if value < x { lower = s } else { upper = s }
      s = (lower + upper) / 2
    }
    return s
  }

  /// One coordinate of the curve: 3(1 − s)² s p1 + 3(1 − s) s² p2 + s³, in Horner form.
  static func polynomial(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * s + b) * s + c) * s
  }

  /// Derivative of ``polynomial(_:_:_:)`` with respect to s.
  static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (3 * a * s + 2 * b) * s + c
  }
}
