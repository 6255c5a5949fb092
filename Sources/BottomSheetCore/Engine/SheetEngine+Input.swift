extension SheetEngine {
  /// Applies `input` at `time` (seconds on the engine's clock) and returns whether it had an
  /// effect. Inputs that make no sense in the current state (a release with no drag, a present
  /// while presented) are ignored and return false.
  @discardableResult
  public mutating func handle(_ input: SheetInput, at time: Double) -> Bool {
    recording?.steps.append(.input(input, time: time, allowsUserDismissal: nil))
    advance(to: time)
    foldKeyboardShift()
    let handled: Bool
    switch input.kind {
    case .present(let animated):
      handled = present(animated: animated)
      pacing.isOpen = handled && animated
    case .dismiss(let animated):
      handled = dismiss(animated: animated)
      pacing.isOpen = handled && animated
    case .selectDetent(let identifier, let animated):
      handled = selectDetent(identifier, animated: animated)
      pacing.isOpen = handled && animated
    case .dragBegan:
      handled = dragBegan()
    case .dragChanged(let translation):
      handled = dragChanged(translation: translation)
    case .dragEnded(let velocity):
      handled = dragEnded(screenVelocity: velocity)
    case .dragCancelled:
      handled = dragCancelled()
    case .touchDown:
      handled = touchDown()
    case .touchLifted:
      handled = touchLifted()
    case .tapOnDimming:
      handled = tapOnDimming()
    case .layoutChanged(let context, let animated):
      applyLayout(context, animated: animated)
      handled = true
    case .contentHeightChanged(let height, let animated):
      var context = layout.context
      context.preferredContentHeight = height
      if !animated, presentationState != .dismissed { contentDrivenTime = clock }
      applyLayout(context, animated: animated)
      handled = true
    case .keyboardChanged(let overlap, let animation):
      handled = keyboardChanged(overlap: overlap, animation: animation)
    case .paceMove(let progress, let time):
      handled = paceMove(progress: progress, time: time)
    case .accessibilityEscape:
      handled = accessibilityEscape()
    case .accessibilityIncrement:
      isAccessibilityStep = true
      handled = step(by: 1)
      isAccessibilityStep = false
    case .accessibilityDecrement:
      isAccessibilityStep = true
      handled = step(by: -1)
      isAccessibilityStep = false
    }
    updateProgressReference()
    updateLayoutExtent()
    reportNewCorrections()
    return handled
  }

  /// Replaces the configuration. Detents are resolved again; the sheet keeps its selected
  /// detent when it still exists, else the stop nearest the sheet takes its place and
  /// `detentDidChange` reports it once. That holds while the sheet is on screen (presenting,
  /// presented or dismissing). A sheet that is not shown (never presented, or dismissed) forgets
  /// a selected detent that is gone, silently, and presents where a fresh sheet would: at
  /// ``SheetConfiguration/initialDetent`` when it exists, else at the smallest stop.
  ///
  /// A resting sheet then moves to its detent's new extent, and a sheet on screen to its new
  /// side and width (``SheetConfiguration/placement``, a card's surface style): with the settle
  /// spring (without its bounce) when `animated`, else at once, as
  /// ``SheetInput/layoutChanged(_:animated:)`` does for the extent.
  /// Either way a running presentation, dismissal or settle carries on toward its (new) target,
  /// and a finger holding the sheet keeps it, within the new detents' bounds.
  ///
  /// ```swift
  /// var configuration = engine.configuration
  /// configuration.detents = [.medium]
  /// engine.updateConfiguration(configuration, animated: false, at: now)
  /// ```
  public mutating func updateConfiguration(
    _ configuration: SheetConfiguration, animated: Bool = true, at time: Double
  ) {
    recording?.steps.append(
      .configuration(RecordedConfiguration(configuration), time: time, animated: animated))
    configurationCount += 1
    advance(to: time)
    self.configuration = configuration
    let previous = layout
    layout = SheetLayout(
      sanitized: layout.context, keyboardLifts: configuration.keyboard.lifts,
      placement: configuration.placement, surfaceStyle: configuration.surfaceStyle)
    if animated {
      moveHorizontally(from: previous)
    } else {
      horizontal.rest(in: layout)
    }
    detents = ResolvedDetents(detents: configuration.detents, corrections: &corrections)
    detents.resolve(in: layout, &corrections)
    recordDetentValues()
    progressReferenceIsStale = true
    if let selected = selectedDetent, detents.extent(of: selected) == nil {
      if presentationState == .dismissed {
        // Nobody sees the sheet: it just presents where a fresh one would, and says nothing.
        selectedDetent = nil
      } else {
        // The selected detent is gone: the nearest stop takes its place, and that is a change
        // of detent like any other, reported once.
        let index = detents.nearestStopIndex(to: currentSample().position)
        select(detents.stops[index].identifier)
      }
    }
    if let initial = configuration.initialDetent, detents.extent(of: initial) == nil {
      corrections.insert(.unknownDetent)
    }
    if case .animating(var animation, var target) = motion {
      if case .detent(let identifier) = target, detents.extent(of: identifier) == nil {
        target = .detent(selectedDetent ?? presentationDetent)
      }
      animation.retarget(to: extent(of: target), at: clock)
      motion = .animating(animation, target: target)
    }
    relayoutMotion(animated: animated)
    updateDimmingRange()
    updateSurfaceMorph()
    updateProgressReference()
    updateLayoutExtent()
    reportNewCorrections()
  }

  // MARK: - Presentation

  mutating func present(animated: Bool) -> Bool {
    guard presentationState == .dismissed || presentationState == .dismissing else {
      return false
    }
    let identifier = presentationDetent
    beginPresenting()
    if case .dragging = motion {
      select(identifier)
      return true
    }
    select(identifier)
    if animated {
      animate(
        to: .detent(identifier), spring: configuration.presentSpring, from: currentSample())
    } else {
      jump(to: .detent(identifier))
    }
    return true
  }

  mutating func dismiss(animated: Bool) -> Bool {
    switch presentationState {
    case .dismissed:
      return false
    case .dismissing:
      if !animated {
        jump(to: .hidden)
        return true
      }
      // A finger holding a dismissing sheet lets go: the dismissal resumes from there.
      guard case .dragging = motion else { return false }
      isIgnoringFinger = true
      animate(to: .hidden, spring: configuration.dismissSpring, from: currentSample())
      return true
    case .presenting, .presented:
      // The dismissal takes the sheet from under a finger, with the finger's velocity.
      if case .dragging = motion { isIgnoringFinger = true }
      beginDismissing()
      if animated {
        animate(to: .hidden, spring: configuration.dismissSpring, from: currentSample())
      } else {
        jump(to: .hidden)
      }
      return true
    }
  }

  mutating func selectDetent(_ identifier: Detent.Identifier, animated: Bool) -> Bool {
    guard detents.extent(of: identifier) != nil else {
      corrections.insert(.unknownDetent)
      return false
    }
    switch presentationState {
    case .dismissed:
      selectedDetent = identifier
      return true
    case .dismissing:
      return false
    case .presenting, .presented:
      if case .dragging = motion { return false }
      move(toDetent: identifier, animated: animated)
      return true
    }
  }

  // MARK: - Taps and accessibility

  mutating func tapOnDimming() -> Bool {
    guard presentationState == .presenting || presentationState == .presented else {
      return false
    }
    if case .dragging = motion { return false }
    if currentFrame.passesTouchesThrough { return false }
    if configuration.isPersistent {
      let collapsed =
        configuration.dimming.largestUndimmedDetent.flatMap { identifier in
          detents.extent(of: identifier) == nil ? nil : identifier
        } ?? detents.stops[0].identifier
      move(toDetent: collapsed, animated: true)
      return true
    }
    _ = attemptUserDismissal()
    return true
  }

  mutating func accessibilityEscape() -> Bool {
    guard presentationState == .presenting || presentationState == .presented else {
      return false
    }
    if configuration.isPersistent { return false }
    if case .dragging = motion { return false }
    return attemptUserDismissal()
  }

  /// Moves one stop up (`direction` 1) or down (−1) from the current or targeted detent.
  mutating func step(by direction: Int) -> Bool {
    guard presentationState == .presenting || presentationState == .presented else {
      return false
    }
    if case .dragging = motion { return false }
    let current =
      frameDetent.flatMap { detents.stopIndex(of: $0) }
      ?? detents.nearestStopIndex(to: currentSample().position)
    let next = current + direction
    guard next >= 0, next < detents.stops.count else { return false }
    move(toDetent: detents.stops[next].identifier, animated: true)
    return true
  }
}
