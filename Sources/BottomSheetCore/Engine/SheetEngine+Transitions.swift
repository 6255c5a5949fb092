extension SheetEngine {
  // MARK: - Life cycle

  /// Sends `willPresent` unless a presentation is already under way or done.
  mutating func beginPresenting() {
    guard presentationState == .dismissed || presentationState == .dismissing else { return }
    presentationState = .presenting
    notifications.append(.willPresent)
  }

  /// Sends `willDismiss` unless a dismissal is already under way or done.
  mutating func beginDismissing() {
    guard presentationState == .presenting || presentationState == .presented else { return }
    presentationState = .dismissing
    notifications.append(.willDismiss)
  }

  /// Sends `didPresent` when a presentation was under way.
  mutating func finishPresenting() {
    guard presentationState == .presenting else { return }
    presentationState = .presented
    notifications.append(.didPresent)
  }

  /// Sends `didDismiss` when a dismissal was under way, and forgets the selected detent.
  mutating func finishDismissing() {
    guard presentationState == .dismissing else { return }
    presentationState = .dismissed
    selectedDetent = nil
    notifications.append(.didDismiss)
  }

  /// Makes `identifier` the selected detent, reporting every change of the selected detent's
  /// name once, except the first selection (a presentation, which `didPresent` reports). When
  /// both name the same stop (merged detents), an explicit choice (`adoptingAlias`) takes the
  /// new name, so the sheet follows it if the stops split later, and reports it like any other
  /// change (whoever reads the selection must not keep the old name); a release keeps the
  /// current name.
  ///
  /// Only a sheet on screen reports: from `willPresent` to `didDismiss` (presenting, presented
  /// and dismissing — a dismissing sheet is still drawn and a grab can bring it back, so its
  /// selection must stay true for whoever reads it). A sheet that is not shown (never presented,
  /// or after `didDismiss`) changes the detent it will present at silently: nobody sees it, so
  /// no delegate call, VoiceOver announcement or selection write may follow (`didPresent`
  /// reports where it appears). `NotificationOrder` in the test support holds the engine to
  /// this.
  mutating func select(_ identifier: Detent.Identifier, adoptingAlias: Bool = false) {
    guard let previous = selectedDetent, presentationState != .dismissed else {
      selectedDetent = identifier
      return
    }
    guard previous != identifier else { return }
    if let old = detents.stopIndex(of: previous), let new = detents.stopIndex(of: identifier),
      old == new, !adoptingAlias
    {
      return
    }
    selectedDetent = identifier
    lastDetentChangeWasAccessibilityStep = isAccessibilityStep
    notifications.append(.detentDidChange(from: previous, to: identifier))
  }

  /// The detent a presentation goes to: the selected one, else the configured initial one,
  /// else the smallest.
  var presentationDetent: Detent.Identifier {
    if let selected = selectedDetent, detents.extent(of: selected) != nil { return selected }
    if let initial = configuration.initialDetent, detents.extent(of: initial) != nil {
      return initial
    }
    return detents.stops[0].identifier
  }

  /// The extent of `target` in the current layout, in points.
  func extent(of target: MotionTarget) -> Double {
    switch target {
    case .hidden:
      return 0
    case .detent(let identifier):
      return detents.extent(of: identifier) ?? detents.smallestExtent
    }
  }

  // MARK: - Animation

  /// The spring to use for a move, honouring Reduce Motion.
  func effectiveSpring(_ spring: SheetSpring) -> SheetSpring {
    configuration.reduceMotion
      ? .criticallyDamped(response: SheetConfiguration.reducedMotionResponse) : spring
  }

  /// Starts (or retargets) a spring from `sample` toward `target`. Under Reduce Motion the
  /// starting velocity toward the target is limited to ω₀·|distance|, the largest a critically
  /// damped spring can carry without crossing its target.
  mutating func animate(to target: MotionTarget, spring: SheetSpring, from sample: MotionSample) {
    let destination = extent(of: target)
    let chosen = effectiveSpring(spring)
    var velocity = sample.velocity
    if configuration.reduceMotion {
      let distance = destination - sample.position
      let limit = chosen.naturalFrequency * abs(distance)
      if velocity * distance > 0 {
        velocity = velocity > 0 ? min(velocity, limit) : max(velocity, -limit)
      } else {
        velocity = 0
      }
    }
    pacing.moveBegan(
      at: sample.position, velocity: velocity, toward: destination,
      rate: chosen.naturalFrequency)
    if abs(destination - sample.position) < SheetEngine.positionTolerance
      && abs(velocity) < 1
    {
      motion = .still(extent: destination)
      switch target {
      case .hidden: finishDismissing()
      case .detent: finishPresenting()
      }
      return
    }
    let animation = SpringAnimation(
      spring: chosen, from: sample.position, to: destination, initialVelocity: velocity,
      startTime: clock, positionTolerance: SheetEngine.positionTolerance)
    motion = .animating(animation, target: target)
  }

  /// Jumps to `target` at once and completes the transition.
  mutating func jump(to target: MotionTarget) {
    motion = .still(extent: extent(of: target))
    switch target {
    case .hidden: finishDismissing()
    case .detent: finishPresenting()
    }
  }

  /// Moves to the detent `identifier`, animated or not, from wherever the sheet is.
  mutating func move(toDetent identifier: Detent.Identifier, animated: Bool) {
    if presentationState == .dismissing { beginPresenting() }
    select(identifier, adoptingAlias: true)
    let destination = selectedDetent ?? identifier
    if animated {
      let spring =
        presentationState == .presenting ? configuration.presentSpring : configuration.settleSpring
      animate(to: .detent(destination), spring: spring, from: currentSample())
    } else {
      jump(to: .detent(destination))
    }
  }

  /// Starts a user dismissal, consulting the veto; returns false (and reports the attempt) when
  /// it refuses.
  mutating func attemptUserDismissal() -> Bool {
    guard allowsUserDismissal() else {
      notifications.append(.didAttemptToDismiss)
      return false
    }
    beginDismissing()
    animate(to: .hidden, spring: configuration.dismissSpring, from: currentSample())
    return true
  }
}
