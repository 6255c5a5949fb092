import BaselineAnimator
@_spi(Benchmarks) import BottomSheetCore

/// How far a motion strays from the closed form over one settle, frame by frame.
struct Accuracy {
  /// The largest |position error| over the frames, in points.
  var position = 0.0
  /// The largest |velocity error| over the frames, in points per second.
  var velocity = 0.0

  mutating func record(_ sample: MotionSample, against exact: MotionSample) {
    position = max(position, abs(sample.position - exact.position))
    velocity = max(velocity, abs(sample.velocity - exact.velocity))
  }

  /// The baseline's error over one settle of `row`, with `subSteps` sub-steps per frame.
  static func baseline(_ row: SpringCase, subSteps: Int? = nil) -> Accuracy {
    var animator = row.baseline(subStep: subSteps.map { row.frameDuration / Double($0) } ?? 0.001)
    var accuracy = Accuracy()
    for frame in 1...row.framesPerSettle {
      animator.advance(by: row.frameDuration)
      let sample = MotionSample(position: animator.position, velocity: animator.velocity)
      accuracy.record(sample, against: row.closedForm(at: Double(frame) * row.frameDuration))
    }
    return accuracy
  }

  /// The closed form's error over one settle of `row`, against an independent reference:
  /// classical Runge–Kutta in ``RungeKuttaReference/step`` steps.
  static func closedForm(_ row: SpringCase) -> Accuracy {
    var reference = RungeKuttaReference(row)
    var accuracy = Accuracy()
    for frame in 1...row.framesPerSettle {
      let time = Double(frame) * row.frameDuration
      reference.advance(to: time)
      accuracy.record(row.closedForm(at: time), against: reference.state)
    }
    return accuracy
  }

  /// The fewest baseline sub-steps per frame that keep its position error within `tolerance`
  /// points over one settle of `row`.
  static func subStepsNeeded(_ row: SpringCase, tolerance: Double) -> Int {
    var low = 1
    var high = 1
    while baseline(row, subSteps: high).position > tolerance { high *= 2 }
    while low < high {
      let middle = (low + high) / 2
      if baseline(row, subSteps: middle).position > tolerance {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return high
  }
}
