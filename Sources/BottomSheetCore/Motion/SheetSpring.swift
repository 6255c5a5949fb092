import RealModule

/// A damped harmonic oscillator: a mass on a spring with a damper, pulled toward a target.
///
/// The motion is solved in closed form (no integration steps), in displacement-from-target
/// form: position 0 is the target. Underdamped, critically damped and overdamped springs are all
/// exact, and every evaluation returns position *and* velocity, so an animation can be
/// interrupted and continued from any instant without a jump.
///
/// Build one the SwiftUI way or the physics way:
///
/// ```swift
/// let a = SheetSpring(response: 0.4, dampingRatio: 0.8)      // seconds, unitless
/// let b = SheetSpring(duration: 0.5, bounce: 0.15)           // same as `SheetSpring.snappy`
/// let c = SheetSpring(mass: 1, stiffness: 300, damping: 30)
/// let now = a.sample(displacement: 240, velocity: -1200, at: 0.05)
/// ```
///
/// ## Units
/// Displacements are in points, velocities in points per second, times in seconds. Mass is in
/// arbitrary mass units: the motion only depends on `stiffness / mass` (s⁻²) and
/// `damping / mass` (s⁻¹).
///
/// ## Bad input
/// Nothing here crashes or returns NaN or infinity. The initialisers clamp their parameters into
/// the documented ranges (`minimumMass`…`maximumMass`, `minimumStiffness`…
/// `maximumStiffness`, damping ratio `minimumDampingRatio`…`maximumDampingRatio`), NaN
/// parameters fall back to the matching value of ``default``, and the evaluation methods clamp
/// displacements and velocities to ±10¹² and times to 0…10¹² s.
public struct SheetSpring: Sendable, Hashable {
  /// Mass m, in arbitrary mass units (1 unless you say otherwise).
  public let mass: Double
  /// Stiffness k, in mass units per second squared: the restoring force per point of
  /// displacement.
  public let stiffness: Double
  /// Damping coefficient c, in mass units per second: the drag force per point per second.
  public let damping: Double

  // MARK: - Limits

  /// Smallest mass accepted: 10⁻⁶ mass units. Source: chosen here, six orders of magnitude
  /// below the conventional 1; smaller masses are clamped up to it.
  package static let minimumMass = 1e-6
  /// Largest mass accepted: 10⁶ mass units. Source: chosen here, symmetric to ``minimumMass``.
  package static let maximumMass = 1e6
  /// Smallest stiffness accepted: 10⁻⁶ mass units per second squared. Source: chosen here. Zero
  /// or negative stiffness has no restoring force and would never settle, so it is clamped up to
  /// this.
  package static let minimumStiffness = 1e-6
  /// Largest stiffness accepted: 10⁹ mass units per second squared. Source: chosen here; with
  /// ``minimumMass`` it bounds the natural frequency by √(10¹⁵) ≈ 3.2 · 10⁷ rad/s, which keeps
  /// every intermediate product finite.
  package static let maximumStiffness = 1e9
  /// Smallest damping ratio accepted: 0.001. Source: chosen here. An undamped (or negatively
  /// damped) spring oscillates forever, so its settling time would be infinite; 0.001 still rings
  /// for about a thousand periods, far beyond anything a user would want.
  package static let minimumDampingRatio = 1e-3
  /// Largest damping ratio accepted: 1000. Source: chosen here, symmetric to
  /// ``minimumDampingRatio``; it keeps the slow overdamped mode from creeping for ever.
  package static let maximumDampingRatio = 1e3
  /// Springs whose damping ratio is within 10⁻⁹ of 1 are solved with the critically damped
  /// formula. Source: error balance. Using the critical formula at ζ = 1 ± ε changes the
  /// motion by about ε relative (< 10⁻⁹), while the overdamped formula at that ζ loses about
  /// 10⁻¹⁶/√ε ≈ 3 · 10⁻¹² to cancellation (its two coefficients grow like 1/√ε); both are far
  /// below a thousandth of a pixel for any on-screen distance.
  package static let criticalDampingTolerance = 1e-9

  /// SwiftUI's default `response` for `Animation.spring(response:dampingFraction:blendDuration:)`
  /// as shipped from iOS 13: 0.55 s. Used by ``default`` and as the fallback for NaN input.
  static let defaultResponse = 0.55
  /// SwiftUI's default `dampingFraction` for `Animation.spring(response:dampingFraction:)`:
  /// 0.825. Used by ``default`` and as the fallback for NaN input.
  static let defaultDampingRatio = 0.825
  /// SwiftUI's default `duration` for `SheetSpring(duration:bounce:)`: 0.5 s (fallback for NaN).
  static let defaultDuration = 0.5
  /// SwiftUI's default `bounce` for `SheetSpring(duration:bounce:)`: 0 (fallback for NaN).
  static let defaultBounce = 0.0
  /// Largest |bounce| accepted by ``init(duration:bounce:)``: 0.999. Source: SwiftUI documents
  /// bounce in −1…1; the ends mean ζ = 0 and ζ = ∞, so they are kept just inside, where they
  /// map exactly onto ``minimumDampingRatio`` and ``maximumDampingRatio``.
  static let maximumBounce = 0.999

  // MARK: - Creating a spring

  /// Creates a spring from its physical parameters.
  ///
  /// - Parameters:
  ///   - mass: Mass m (default 1). NaN becomes 1; values outside
  ///     `minimumMass`…`maximumMass` (including 0, negatives and ±infinity) are clamped.
  ///   - stiffness: Stiffness k, mass units per second squared. NaN becomes the stiffness of
  ///     ``default`` at this mass; values outside `minimumStiffness`…`maximumStiffness` are
  ///     clamped.
  ///   - damping: Damping c, mass units per second. NaN becomes the damping ratio of ``default``;
  ///     values are clamped so the damping ratio stays within
  ///     `minimumDampingRatio`…`maximumDampingRatio` (negative or zero damping becomes the
  ///     minimum, because an undamped spring never settles).
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    let mass = MotionInput.clamp(mass, Self.minimumMass, Self.maximumMass, nan: 1)
    let defaultStiffness = Self.stiffness(response: Self.defaultResponse, mass: mass)
    let stiffness = MotionInput.clamp(
      stiffness, Self.minimumStiffness, Self.maximumStiffness, nan: defaultStiffness)
    let critical = 2 * (mass * stiffness).squareRoot()
    self.mass = mass
    self.stiffness = stiffness
    self.damping = MotionInput.clamp(
      damping, critical * Self.minimumDampingRatio, critical * Self.maximumDampingRatio,
      nan: critical * Self.defaultDampingRatio)
  }

  /// Creates a spring the way SwiftUI's `spring(response:dampingFraction:)` does, with mass 1:
  /// stiffness = (2π / response)², damping = 4π · dampingRatio / response.
  ///
  /// - Parameters:
  ///   - response: Period of the undamped oscillation, in seconds. NaN becomes 0.55 s (SwiftUI's
  ///     default); 0 or less asks for an infinitely stiff spring and gets the stiffest allowed
  ///     (`maximumStiffness`); very long responses get `minimumStiffness`.
  ///   - dampingRatio: ζ: 1 is critically damped (fastest without overshoot), below 1 bounces,
  ///     above 1 creeps. NaN becomes 0.825 (SwiftUI's default); out-of-range values are clamped
  ///     into `minimumDampingRatio`…`maximumDampingRatio`.
  public init(response: Double, dampingRatio: Double) {
    let response = response.isNaN ? Self.defaultResponse : Swift.max(response, 0)
    let ratio = MotionInput.clamp(
      dampingRatio, Self.minimumDampingRatio, Self.maximumDampingRatio,
      nan: Self.defaultDampingRatio)
    let stiffness = MotionInput.clamp(
      Self.stiffness(response: response, mass: 1), Self.minimumStiffness, Self.maximumStiffness,
      nan: Self.maximumStiffness)
    self.init(mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot())
  }

  /// Creates a spring the way SwiftUI's `SheetSpring(duration:bounce:)` does: response = duration,
  /// damping ratio = 1 − bounce for bounce ≥ 0 and 1 / (1 + bounce) for bounce < 0.
  ///
  /// - Parameters:
  ///   - duration: Perceptual duration, in seconds (the response). NaN becomes 0.5 s (SwiftUI's
  ///     default); otherwise treated like `response` in ``init(response:dampingRatio:)``.
  ///   - bounce: 0 is critically damped, up to 1 increasingly bouncy, down to −1 increasingly
  ///     overdamped. NaN becomes 0; values are clamped into −0.999…0.999, which maps exactly onto
  ///     the damping ratio range 1000…0.001.
  public init(duration: Double, bounce: Double) {
    let duration = duration.isNaN ? Self.defaultDuration : duration
    let bounce = MotionInput.clamp(
      bounce, -Self.maximumBounce, Self.maximumBounce, nan: Self.defaultBounce)
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(response: duration, dampingRatio: ratio)
  }

  /// A critically damped spring (damping ratio 1, mass 1): the fastest approach to the target
  /// that never overshoots. Used where motion should be calm, such as with Reduce Motion.
  /// - Parameter response: Period of the undamped oscillation, in seconds; sanitised as in
  ///   ``init(response:dampingRatio:)``.
  /// - Returns: The spring.
  public static func criticallyDamped(response: Double) -> SheetSpring {
    SheetSpring(response: response, dampingRatio: 1)
  }

  // MARK: - Presets

  /// SwiftUI's `Animation.spring()` defaults as shipped from iOS 13: response 0.55 s, damping
  /// fraction 0.825. (Newer SDK documentation lists response 0.5 s for the same call.)
  public static let `default` = SheetSpring(
    response: defaultResponse, dampingRatio: defaultDampingRatio)
  /// SwiftUI's `SheetSpring.smooth`: duration 0.5 s, bounce 0 (critically damped).
  public static let smooth = SheetSpring(duration: 0.5, bounce: 0)
  /// SwiftUI's `SheetSpring.snappy`: duration 0.5 s, bounce 0.15 (damping ratio 0.85).
  public static let snappy = SheetSpring(duration: 0.5, bounce: 0.15)
  /// SwiftUI's `SheetSpring.bouncy`: duration 0.5 s, bounce 0.3 (damping ratio 0.7).
  public static let bouncy = SheetSpring(duration: 0.5, bounce: 0.3)
  /// SwiftUI's `Animation.interactiveSpring()` defaults: response 0.15 s, damping fraction
  /// 0.86. Meant for following a finger.
  public static let interactive = SheetSpring(response: 0.15, dampingRatio: 0.86)
  /// The keyboard's own motion: mass 3, stiffness 1000, critically damped (ω0 = √(1000 / 3) ≈
  /// 18.26 rad/s, response ≈ 0.344 s), 99.9 % of the way after 0.51 s.
  ///
  /// UIKit does not document it. The mass and stiffness are those of the `CASpringAnimation`
  /// UIKit creates for the keyboard's curve (Apple Developer Forums thread 48088, which also
  /// gives damping 500 and a 0.5 s duration). Taken literally that damping would leave the
  /// keyboard 37 % short when the 0.5 s animation ends; Flutter's engine, which tracks the
  /// keyboard frame by frame, models it as critically damped with this mass and stiffness
  /// (`third_party/spring_animation`, whose test asks for the end value within 0.1 % at
  /// 0.6 s), and so does this spring.
  public static let systemKeyboard = SheetSpring(
    mass: 3, stiffness: 1000, damping: 2 * (3.0 * 1000).squareRoot())

  // MARK: - Derived parameters

  /// Natural (undamped) angular frequency ω0 = √(k / m), in radians per second.
  package var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// Period of the undamped oscillation, 2π / ω0, in seconds (SwiftUI's `response`).
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// Damping ratio ζ = c / (2√(m k)), unitless (SwiftUI's `dampingFraction`): below 1 the spring
  /// overshoots, 1 is critically damped, above 1 it creeps.
  public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

  // MARK: - Evaluating

  /// Position and velocity of the spring `time` seconds after it started.
  ///
  /// The target is 0: pass the start position minus the target as `displacement` and add the
  /// target back to the result's position.
  ///
  /// - Parameters:
  ///   - displacement: Start position relative to the target, in points. NaN becomes 0,
  ///     ±infinity becomes ±10¹².
  ///   - velocity: Start velocity, in points per second. NaN becomes 0, ±infinity ±10¹².
  ///   - time: Seconds since the start. NaN and negative times mean 0; +infinity means 10¹² s.
  /// - Returns: Displacement from the target (points) and velocity (points per second).
  package func sample(displacement: Double, velocity: Double, at time: Double) -> MotionSample {
    let x0 = MotionInput.magnitude(displacement)
    let v0 = MotionInput.magnitude(velocity)
    let t = MotionInput.elapsed(time)
    let omega = naturalFrequency
    let zeta = dampingRatio

    if abs(zeta - 1) < Self.criticalDampingTolerance {
      // x(t) = (x0 + b t) e^(−ω0 t), b = v0 + ω0 x0;  v(t) = (v0 − ω0 b t) e^(−ω0 t)
      let b = v0 + omega * x0
      let decay = Double.exp(-omega * t)
      return MotionSample(position: (x0 + b * t) * decay, velocity: (v0 - omega * b * t) * decay)
    }

    let alpha = zeta * omega  // decay rate of the envelope, 1/s
    if zeta < 1 {
      // x(t) = e^(−αt) (x0 cos ωd t + (v0 + α x0)/ωd · sin ωd t)
      // v(t) = e^(−αt) (v0 cos ωd t − (α v0 + ω0² x0)/ωd · sin ωd t)
      let dampedFrequency = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
      let decay = Double.exp(-alpha * t)
      let cosine = Double.cos(dampedFrequency * t)
      let sine = Double.sin(dampedFrequency * t)
      let positionSine = (v0 + alpha * x0) / dampedFrequency
      let velocitySine = (alpha * v0 + omega * omega * x0) / dampedFrequency
      return MotionSample(
        position: decay * (x0 * cosine + positionSine * sine),
        velocity: decay * (v0 * cosine - velocitySine * sine))
    }

    // x(t) = C1 e^(r1 t) + C2 e^(r2 t) with roots r1 > r2 of r² + 2αr + ω0² = 0.
    let roots = overdampedRoots(omega: omega, zeta: zeta)
    let c1 = (v0 - roots.fast * x0) / (roots.slow - roots.fast)
    let c2 = x0 - c1
    let slowTerm = c1 * Double.exp(roots.slow * t)
    let fastTerm = c2 * Double.exp(roots.fast * t)
    return MotionSample(
      position: slowTerm + fastTerm, velocity: roots.slow * slowTerm + roots.fast * fastTerm)
  }

  // MARK: - Internals

  /// Stiffness (mass units per second squared) of a spring with this response and mass:
  /// (2π / response)² · m.
  static func stiffness(response: Double, mass: Double) -> Double {
    let omega = 2 * Double.pi / response
    return omega * omega * mass
  }

  /// The two real roots of r² + 2ζω0 r + ω0² = 0 for ζ > 1, both negative, in 1/s.
  ///
  /// The fast root is −ω0(ζ + √(ζ² − 1)); the slow one is ω0² divided by it (the roots multiply
  /// to ω0²), which avoids the cancellation of −ω0(ζ − √(ζ² − 1)) when ζ is large.
  func overdampedRoots(omega: Double, zeta: Double) -> (slow: Double, fast: Double) {
    let spread = omega * ((zeta - 1) * (zeta + 1)).squareRoot()
    let fast = -(zeta * omega + spread)
    return (slow: omega * omega / fast, fast: fast)
  }
}
