import BottomSheetCore
import Testing

/// Checks that `sample`'s position and velocity are each within `tolerance` of `position` and
/// `velocity`.
func expectSample(
  _ sample: MotionSample, position: Double, velocity: Double, tolerance: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(abs(sample.position - position) <= tolerance, sourceLocation: sourceLocation)
  #expect(abs(sample.velocity - velocity) <= tolerance, sourceLocation: sourceLocation)
}
