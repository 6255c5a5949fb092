import RealModule

// How long a spring takes to come to rest, from rigorous envelope bounds on its closed form.
//
// Every solution y(t) of the spring's equation (position, and also velocity, which obeys the same
// equation) with y(0) = p and y'(0) = q can be written, with α = ζω0 and b = q + αp, as
//
//   underdamped  y = e^(−αt) (p cos ωd t + b · sin(ωd t)/ωd)
//   critical     y = e^(−ω0 t) (p + b t)                       (α = ω0)
//   overdamped   y = e^(−αt) (p cosh μt + b · sinh(μt)/μ),  μ = ω0 √(ζ² − 1)
//
// Since |sin(ωd t)/ωd| ≤ min(t, 1/ωd), e^(−αt) cosh μt ≤ e^(r1 t) and
// e^(−αt) sinh(μt)/μ ≤ e^(r1 t) · min(t, 1/(2μ)) (r1 = −α + μ is the slow root), all three obey
//
//   |y(t)| ≤ E(t) = e^(−λt) (|p| + |b| · min(t, T))
//
// with λ = α, ω0, −r1 and T = 1/ωd, ∞, 1/(2μ) respectively. E is the minimum of the decaying
// exponential e^(−λt)(|p| + |b|T) and the hump (|p| + |b|t)e^(−λt), so the time after which E
// stays within a tolerance is the smaller of the two times each of them needs. For t ≥ T this is
// exactly the classic underdamped bound (|A| + |B|) e^(−ζω0 t) with A = p, B = b/ωd; below T it
// is tighter, which matters near critical damping where B = b/ωd grows without limit. For the
// overdamped case the bound (|C1| + |C2|) e^(r1 t) on the exponential form is also valid and
// tighter when ζ is large, so the smallest of the three times is used.
extension SheetSpring {
  /// Smallest tolerance accepted by the settling methods: 10⁻⁹ points (or points per second).
  /// Source: chosen here, a millionth of a pixel; a zero tolerance would mean an infinite
  /// settling time.
  package static let minimumTolerance = 1e-9

  /// Upper bound on Newton steps when solving (|p| + |b|t) e^(−λt) = tolerance. Source: chosen
  /// here; the iteration converges monotonically and quadratically from its start point (at most
  /// about twice the root), so it stops far earlier.
  static let maximumNewtonIterations = 64

  /// Newton stops when a step is below this fraction of the current time: 10⁻¹². Source: chosen
  /// here, about 10⁴ ulps, well inside any display frame.
  static let newtonRelativeStep = 1e-12

  /// A conservative settling time: after it, the bound on |displacement| stays within
  /// `tolerance`, so the displacement does too.
  ///
  /// For an underdamped spring with x0 = 1, v0 = 0, mass 1, stiffness 100 and damping 5, the
  /// bound is (1 + 0.258) e^(−2.5 t) and the result for tolerance 0.001 is
  /// ln(1258.2) / 2.5 ≈ 2.855 s.
  ///
  /// - Parameters:
  ///   - displacement: Start position relative to the target, in points (sanitised as in
  ///     ``sample(displacement:velocity:at:)``).
  ///   - velocity: Start velocity, in points per second (sanitised likewise).
  ///   - tolerance: Largest |displacement| that counts as settled, in points. NaN becomes
  ///     `SpringAnimation.defaultPositionTolerance`; values below ``minimumTolerance`` are
  ///     raised to it; +infinity gives 0.
  /// - Returns: Seconds from the start, finite and ≥ 0; 0 when the bound is already within
  ///   tolerance.
  package func settlingDuration(displacement: Double, velocity: Double, tolerance: Double) -> Double
  {
    settlingDuration(
      value: MotionInput.magnitude(displacement),
      rate: MotionInput.magnitude(velocity),
      tolerance: Self.tolerance(tolerance, nan: SpringAnimation.defaultPositionTolerance))
  }

  /// A conservative settling time for both position and velocity: after it, the bounds on
  /// |displacement| and |velocity| both stay within their tolerances.
  ///
  /// The velocity obeys the same equation as the position, starting from v0 with acceleration
  /// a0 = −(c v0 + k x0) / m, so it is bounded the same way; for the underdamped case that is
  /// v(t) = e^(−ζω0 t)(v0 cos ωd t − ((ζω0 v0 + ω0² x0)/ωd) sin ωd t).
  ///
  /// - Parameters:
  ///   - displacement: Start position relative to the target, in points.
  ///   - velocity: Start velocity, in points per second.
  ///   - positionTolerance: Largest |displacement| that counts as settled, in points; sanitised
  ///     as `tolerance` in ``settlingDuration(displacement:velocity:tolerance:)``.
  ///   - velocityTolerance: Largest |velocity| that counts as settled, in points per second. NaN
  ///     becomes `SpringAnimation.defaultVelocityTolerance`; otherwise as above.
  /// - Returns: Seconds from the start: the larger of the two settling times.
  package func settlingDuration(
    displacement: Double, velocity: Double, positionTolerance: Double, velocityTolerance: Double
  ) -> Double {
    let x0 = MotionInput.magnitude(displacement)
    let v0 = MotionInput.magnitude(velocity)
    let a0 = -(damping * v0 + stiffness * x0) / mass
    let position = settlingDuration(
      value: x0, rate: v0,
      tolerance: Self.tolerance(positionTolerance, nan: SpringAnimation.defaultPositionTolerance))
    let speed = settlingDuration(
      value: v0, rate: a0,
      tolerance: Self.tolerance(velocityTolerance, nan: SpringAnimation.defaultVelocityTolerance))
    return Swift.max(position, speed)
  }

  // MARK: - Internals

  /// A tolerance: NaN becomes `fallback`; anything below ``minimumTolerance`` is raised to it.
  static func tolerance(_ value: Double, nan fallback: Double) -> Double {
    MotionInput.clamp(value, minimumTolerance, .infinity, nan: fallback)
  }

  /// Time after which the envelope of the solution with y(0) = `value`, y'(0) = `rate` stays
  /// within `tolerance` (see the comment at the top of this file). Inputs are already finite.
  func settlingDuration(value p: Double, rate q: Double, tolerance: Double) -> Double {
    guard tolerance < .infinity else { return 0 }
    let omega = naturalFrequency
    let zeta = dampingRatio
    let size = abs(p)

    if abs(zeta - 1) < Self.criticalDampingTolerance {
      return Self.humpSettling(size, abs(q + omega * p), rate: omega, tolerance: tolerance)
    }

    let alpha = zeta * omega
    let growth = abs(q + alpha * p)
    if zeta < 1 {
      let dampedFrequency = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
      return Swift.min(
        Self.exponentialSettling(
          size + growth / dampedFrequency, rate: alpha, tolerance: tolerance),
        Self.humpSettling(size, growth, rate: alpha, tolerance: tolerance))
    }

    let roots = overdampedRoots(omega: omega, zeta: zeta)
    let decay = -roots.slow
    let c1 = (q - roots.fast * p) / (roots.slow - roots.fast)
    let c2 = p - c1
    let hyperbolic = Swift.min(
      Self.exponentialSettling(
        size + growth / (roots.slow - roots.fast), rate: decay, tolerance: tolerance),
      Self.humpSettling(size, growth, rate: decay, tolerance: tolerance))
    return Swift.min(
      hyperbolic, Self.exponentialSettling(abs(c1) + abs(c2), rate: decay, tolerance: tolerance))
  }

  /// Time after which M e^(−λt) stays within `tolerance`: ln(M / tolerance) / λ, or 0.
  static func exponentialSettling(_ size: Double, rate: Double, tolerance: Double) -> Double {
    guard size > tolerance else { return 0 }
    return (Double.log(size) - Double.log(tolerance)) / rate
  }

  /// Time after which f(t) = (P + Q t) e^(−λt) stays within `tolerance`.
  ///
  /// f rises until t* = 1/λ − P/Q and falls after, so the answer is 0 when f(t*) is within
  /// tolerance and otherwise the root of g(t) = ln(P + Qt) − λt − ln(tolerance) beyond t*.
  /// g is concave and falling there, so Newton's method started to the right of the root stays
  /// to the right and converges monotonically: every iterate is a valid (conservative) answer.
  /// The start uses t e^(−λt/2) ≤ 2/(eλ), hence f(t) ≤ (P + 2Q/(eλ)) e^(−λt/2).
  static func humpSettling(_ size: Double, _ growth: Double, rate: Double, tolerance: Double)
    -> Double
  {
    guard growth > 0 else { return exponentialSettling(size, rate: rate, tolerance: tolerance) }
    let logTolerance = Double.log(tolerance)
    let peak = Swift.max(0, 1 / rate - size / growth)
    if Double.log(size + growth * peak) - rate * peak <= logTolerance { return 0 }

    let startBound = size + 2 * growth / (Double.exp(1) * rate)
    var time = Swift.max(peak, 2 * (Double.log(startBound) - logTolerance) / rate)
    for _ in 0..<maximumNewtonIterations {
      let level = size + growth * time
      let excess = Double.log(level) - rate * time - logTolerance
      let slope = growth / level - rate
      guard slope < 0 else { break }
      let step = excess / slope
      guard step > newtonRelativeStep * time else { break }
      time -= step
    }
    return time
  }
}
