import BottomSheetCore
import PropertyBased
import Testing

/// Inputs no caller should pass, and a few that are merely extreme.
private let garbage: [Double] = [
  .nan, -.nan, .infinity, -.infinity, 0, -0.0, -1, -1e-300, 1e-300, 1e300, -1e300,
  .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
]

/// A garbage value or an ordinary one, so garbage meets sane values too.
private let mixed = Gen.element(of: garbage + [0.3, 1, 42, -250, 1_000, 0.998]).compactMap { $0 }

/// Whether every number in a sample is finite.
private func isFinite(_ sample: MotionSample) -> Bool {
  sample.position.isFinite && sample.velocity.isFinite
}

@Suite("Garbage input")
struct GarbageInputTests {
  @Test("spring initialisers always give finite, positive, in-range parameters")
  func springInitialisers() {
    for a in garbage {
      for b in garbage {
        var springs = [
          SheetSpring(response: a, dampingRatio: b), SheetSpring(duration: a, bounce: b),
          SheetSpring.criticallyDamped(response: a),
        ]
        for c in garbage { springs.append(SheetSpring(mass: a, stiffness: b, damping: c)) }
        for spring in springs {
          #expect(spring.mass >= SheetSpring.minimumMass && spring.mass <= SheetSpring.maximumMass)
          #expect(
            spring.stiffness >= SheetSpring.minimumStiffness
              && spring.stiffness <= SheetSpring.maximumStiffness)
          #expect(spring.damping > 0 && spring.damping.isFinite)
          #expect(spring.response > 0 && spring.response.isFinite)
          #expect(spring.naturalFrequency > 0 && spring.naturalFrequency.isFinite)
          // Ratio bounds hold up to rounding of c / (2√(mk)).
          #expect(spring.dampingRatio >= SheetSpring.minimumDampingRatio * (1 - 1e-12))
          #expect(spring.dampingRatio <= SheetSpring.maximumDampingRatio * (1 + 1e-12))
        }
      }
    }
  }

  @Test("NaN parameters fall back to the documented defaults")
  func springFallbacks() {
    // SheetSpring.default: response 0.55 s, ζ 0.825; SwiftUI duration/bounce defaults 0.5 s, 0.
    let tolerance = 1e-12
    let nanStiffness = SheetSpring(mass: .nan, stiffness: .nan, damping: .nan)
    #expect(nanStiffness.mass == 1)
    #expect(abs(nanStiffness.response - 0.55) <= tolerance)
    #expect(abs(nanStiffness.dampingRatio - 0.825) <= tolerance)
    let nanResponse = SheetSpring(response: .nan, dampingRatio: .nan)
    #expect(abs(nanResponse.response - 0.55) <= tolerance)
    #expect(abs(nanResponse.dampingRatio - 0.825) <= tolerance)
    let nanDuration = SheetSpring(duration: .nan, bounce: .nan)
    #expect(abs(nanDuration.response - 0.5) <= tolerance)
    #expect(abs(nanDuration.dampingRatio - 1) <= tolerance)
    // Zero response asks for the stiffest spring; negative damping becomes the minimum ratio.
    #expect(SheetSpring(response: 0, dampingRatio: 1).stiffness == SheetSpring.maximumStiffness)
    let undamped = SheetSpring(stiffness: 100, damping: -5)
    #expect(abs(undamped.dampingRatio - SheetSpring.minimumDampingRatio) <= tolerance)
  }

  @Test("spring evaluation is finite for any input")
  func springEvaluation() async {
    await seededPropertyCheck(
      count: 400, input: zip(mixed, mixed, mixed, mixed, mixed, mixed, mixed)
    ) { mass, stiffness, damping, x0, v0, time, tolerance in
      let spring = SheetSpring(mass: mass, stiffness: stiffness, damping: damping)
      #expect(isFinite(spring.sample(displacement: x0, velocity: v0, at: time)))
      let single = spring.settlingDuration(displacement: x0, velocity: v0, tolerance: tolerance)
      #expect(single.isFinite && single >= 0)
      let both = spring.settlingDuration(
        displacement: x0, velocity: v0, positionTolerance: tolerance, velocityTolerance: time)
      #expect(both.isFinite && both >= 0)
    }
  }

  @Test("spring evaluation is finite at the extremes of every range")
  func springExtremes() {
    let springs = [
      SheetSpring(mass: 1e-6, stiffness: 1e9, damping: .infinity),
      SheetSpring(mass: 1e-6, stiffness: 1e9, damping: 0),
      SheetSpring(mass: 1e6, stiffness: 1e-6, damping: 0),
      SheetSpring(mass: 1e6, stiffness: 1e-6, damping: .infinity),
      SheetSpring(response: 0, dampingRatio: 1),
      SheetSpring(response: .infinity, dampingRatio: 1 + 2e-9),
      SheetSpring(response: 1, dampingRatio: 1 - 2e-9),
    ]
    for spring in springs {
      for x0 in garbage {
        for time in garbage {
          #expect(isFinite(spring.sample(displacement: x0, velocity: -x0, at: time)))
          let duration = spring.settlingDuration(
            displacement: x0, velocity: x0, positionTolerance: time, velocityTolerance: time)
          #expect(duration.isFinite && duration >= 0)
        }
      }
    }
  }

  @Test("spring animations stay finite for any input")
  func springAnimations() async {
    await seededPropertyCheck(
      count: 400, input: zip(mixed, mixed, mixed, mixed, mixed, mixed, mixed, mixed)
    ) { from, target, velocity, start, tolerance, time, newTarget, later in
      var animation = SpringAnimation(
        spring: .snappy, from: from, to: target, initialVelocity: velocity, startTime: start,
        positionTolerance: tolerance, velocityTolerance: tolerance)
      for value in [
        animation.from, animation.target, animation.initialVelocity, animation.startTime,
        animation.positionTolerance, animation.velocityTolerance, animation.settleTime,
      ] {
        #expect(value.isFinite)
      }
      #expect(isFinite(animation.sample(at: time)))
      #expect(animation.value(at: time).isFinite && animation.velocity(at: time).isFinite)
      _ = animation.isSettled(at: time)
      animation.retarget(to: newTarget, at: time)
      #expect(isFinite(animation.sample(at: later)))
      animation.retarget(
        to: newTarget, spring: SheetSpring(mass: later, stiffness: time, damping: from), at: later)
      #expect(isFinite(animation.sample(at: time)))
      #expect(animation.settleTime.isFinite)
    }
  }

  @Test("infinite positions clamp to ±5e11 and the animation still runs between them")
  func infinitePositions() {
    let animation = SpringAnimation(
      spring: .smooth, from: .infinity, to: -.infinity, initialVelocity: .nan, startTime: .nan)
    #expect(animation.from == 5e11)
    #expect(animation.target == -5e11)
    #expect(animation.initialVelocity == 0)
    #expect(animation.startTime == 0)
    #expect(animation.sample(at: 0) == MotionSample(position: 5e11, velocity: 0))
    // The whole 10¹² points are travelled: at the response time a critically damped spring
    // has covered 1 − (1 + 2π) e^(−2π) ≈ 98.6 % of the way (hand-derived from (1 + ω0 t) e^(−ω0 t)).
    let covered = (5e11 - animation.value(at: 0.5)) / 1e12
    #expect(abs(covered - 0.986_4) <= 0.000_1)  // 0.98640; tolerance 1e-4 (4 digits given)
    #expect(animation.value(at: animation.settleTime) == -5e11)
  }

  @Test("projection, rubber band and timing curve stay finite for any input")
  func otherFunctions() {
    for a in garbage {
      let rate = DecelerationRate(rawValue: a)
      #expect(rate.rawValue > 0 && rate.rawValue < 1)
      let curve = TimingCurve(c1x: a, c1y: a, c2x: -a, c2y: -a)
      #expect(curve.c1x >= 0 && curve.c1x <= 1 && curve.c2x >= 0 && curve.c2x <= 1)
      for b in garbage {
        for r in [rate, .normal, .fast] {
          #expect(Projection.distance(velocity: b, rate: r).isFinite)
          #expect(Projection.exactDistance(velocity: b, rate: r).isFinite)
          #expect(Projection.project(position: a, velocity: b, rate: r).isFinite)
        }
        let band = RubberBand(coefficient: a, dimension: b)
        #expect(band.coefficient >= 0 && band.coefficient <= 1)
        #expect(band.dimension >= RubberBand.minimumDimension && band.dimension.isFinite)
        for x in garbage {
          let offset = band.offset(forOvershoot: x)
          #expect(offset.isFinite && abs(offset) <= band.dimension)
          #expect(band.derivative(atOvershoot: x).isFinite)
        }
        let other = TimingCurve(c1x: a, c1y: b, c2x: b, c2y: a)
        #expect(other.value(at: a).isFinite && other.value(at: b).isFinite)
        #expect(curve.value(at: b).isFinite)
      }
    }
  }
}
