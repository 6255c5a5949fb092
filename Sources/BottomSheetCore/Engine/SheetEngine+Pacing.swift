extension SheetEngine {
  /// Puts the sheet where an app's animation says the move under way is
  /// (``SheetInput/paceMove(progress:time:)``); false when no such move is under way or the
  /// sample is not a number.
  mutating func paceMove(progress: Double, time: Double) -> Bool {
    guard pacing.isOpen, case .animating(let animation, let target) = motion else {
      return false
    }
    guard !progress.isNaN, !time.isNaN else {
      corrections.insert(.nonFiniteValue)
      return false
    }
    let range = MovePacing.progressRange
    if !range.contains(progress) { corrections.insert(.fractionOutOfRange) }
    let allowed = configuration.reduceMotion ? 0.0...1.0 : range
    let clamped = min(max(progress, allowed.lowerBound), allowed.upperBound)
    if clamped == 1 {
      jump(to: target)
      updateDimmingRange()
      return true
    }
    let elapsed = MotionInput.instant(time)
    let destination = extent(of: target)
    let position = MotionInput.position(
      pacing.extent(atProgress: clamped, time: elapsed, toward: destination))
    let speed = pacing.velocity(
      reaching: position, at: elapsed,
      otherwise: pacing.driftVelocity(atProgress: clamped, time: elapsed))
    // Until the next sample the sheet keeps the samples' pace (at progress 0, before the
    // animation starts, it waits where the sample put it); should none come, the sheet's own
    // spring carries it on from there, at that speed.
    let velocity = clamped == 0 ? 0 : speed
    let hold = clamped == 0 ? MovePacing.startHold : MovePacing.sampleHold
    var carried = SpringAnimation(
      spring: animation.spring, from: position + velocity * hold, to: destination,
      initialVelocity: velocity, startTime: clock + hold,
      positionTolerance: animation.positionTolerance,
      velocityTolerance: animation.velocityTolerance)
    carried.leadsIn = true
    motion = .animating(carried, target: target)
    return true
  }
}
