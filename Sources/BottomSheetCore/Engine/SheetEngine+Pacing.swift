extension SheetEngine {
  /// Puts the sheet where an app's animation says the move under way is
  /// (``SheetInput/paceMove(progress:)``); false when no such move is under way or the sample
  /// is not a number.
  mutating func paceMove(progress: Double) -> Bool {
    guard pacing.isOpen, case .animating(let animation, let target) = motion else {
      return false
    }
    guard !progress.isNaN else {
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
    let destination = extent(of: target)
    let position = MotionInput.position(
      pacing.extent(atProgress: clamped, toward: destination))
    let velocity = pacing.velocity(
      reaching: position, at: clock, otherwise: animation.velocity(at: clock))
    // The sheet's own spring from the sample on: it carries the sheet between samples and home
    // when they stop.
    motion = .animating(
      SpringAnimation(
        spring: animation.spring, from: position, to: destination, initialVelocity: velocity,
        startTime: clock, positionTolerance: animation.positionTolerance,
        velocityTolerance: animation.velocityTolerance),
      target: target)
    return true
  }
}
