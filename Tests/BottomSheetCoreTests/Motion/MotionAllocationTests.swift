import AllocationCounting
import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// Per-frame motion math must not touch the heap. Each test runs its loop once to warm up
/// (one-time runtime work such as lazy globals), then counts a second run, which must be 0.
/// `AllocationCounterTests` proves the counter sees allocations when there are some.
@Suite("Motion allocations", .enabled(if: AllocationCounter.isSupported))
struct MotionAllocationTests {
  @Test("evaluating springs allocates nothing")
  func springs() {
    // One spring per regime. (No array literal here: that would allocate in the test itself.)
    let underdamped = SheetSpring.bouncy
    let critical = SheetSpring.smooth
    let overdamped = SheetSpring(mass: 1, stiffness: 100, damping: 25)
    var sink = 0.0
    let body = {
      for step in 0..<1_500 {
        let time = Double(step / 3) / 120
        let spring = step % 3 == 0 ? underdamped : step % 3 == 1 ? critical : overdamped
        let sample = spring.sample(displacement: 300, velocity: -1_500, at: time)
        sink += sample.position + sample.velocity
        sink += spring.settlingDuration(displacement: 300, velocity: time, tolerance: 0.1)
        let other = SheetSpring(response: time + 0.1, dampingRatio: 0.8)
        sink += other.settlingDuration(
          displacement: 300, velocity: -1_500, positionTolerance: 0.1, velocityTolerance: 1)
      }
    }
    body()
    #expect(AllocationCounter.count(body) == 0)
    #expect(sink.isFinite)
  }

  @Test("sampling and retargeting spring animations allocates nothing")
  func springAnimations() {
    var animation = SpringAnimation(
      spring: .snappy, from: 0, to: 500, initialVelocity: 0, startTime: 0)
    var sink = 0.0
    let body = {
      for step in 0..<500 {
        let time = Double(step) / 120
        sink += animation.value(at: time) + animation.velocity(at: time)
        if step % 50 == 49 { animation.retarget(to: Double(step), at: time) }
        if animation.isSettled(at: time) { sink += 1 }
      }
    }
    body()
    #expect(AllocationCounter.count(body) == 0)
    #expect(sink.isFinite)
  }

  @Test("projection, rubber band and timing curves allocate nothing")
  func curves() {
    let band = RubberBand(dimension: 960)
    var sink = 0.0
    let body = {
      for step in 0..<1_000 {
        let x = Double(step)
        sink += Projection.project(position: x, velocity: -x * 5, rate: .fast)
        sink += Projection.exactDistance(velocity: x * 3)
        sink += Projection.distance(velocity: x, rate: DecelerationRate(rawValue: 0.995))
        sink += band.offset(forOvershoot: x - 500) + band.derivative(atOvershoot: x)
        sink += TimingCurve.easeInOut.value(at: x / 1_000)
        sink += TimingCurve(c1x: 0.2, c1y: 1.4, c2x: 0.7, c2y: -0.3).value(at: x / 1_000)
      }
    }
    body()
    #expect(AllocationCounter.count(body) == 0)
    #expect(sink.isFinite)
  }
}
