extension SheetEngine {
  // MARK: - Layout

  /// Takes a new layout context: resolves the detents again, moves the keyboard base line, and
  /// carries the sheet from wherever it is to its detent's new extent (a drag keeps following
  /// the finger within the new bounds).
  /// The keyboard base line follows `keyboardAnimation` when given (the keyboard's own motion),
  /// else ``SheetConfiguration/keyboardSpring-swift.property``.
  mutating func applyLayout(
    _ context: LayoutContext, animated: Bool, keyboardAnimation: KeyboardAnimation? = nil
  ) {
    let before = currentSample().position
    let wasFullyDimmed =
      presentationState == .presented
      && dimmingRange.alpha(atExtent: before) >= dimmingRange.maximumAlpha
      && dimmingRange.maximumAlpha > 0
    let sanitized = context.sanitized(&corrections)
    let previous = layout
    layout = SheetLayout(
      sanitized: sanitized, keyboardLifts: configuration.keyboard.lifts,
      placement: configuration.placement, surfaceStyle: configuration.surfaceStyle)
    moveHorizontally(from: previous)
    detents.resolve(in: layout, &corrections)
    recordDetentValues()
    progressReferenceIsStale = true
    updateDimmingRange()
    updateSurfaceMorph()
    if wasFullyDimmed, before < dimmingRange.fullyDimmedExtent,
      before > dimmingRange.undimmedExtent
    {
      // The detents moved away from a fully dimmed sheet (its content grew): stay fully dimmed
      // on the way to the new extent; the ramp is recomputed once the sheet rests.
      dimmingRange.fullyDimmedExtent = before
    }
    if lift.target != layout.keyboardLift {
      lift.retarget(
        to: layout.keyboardLift,
        animation: keyboardAnimation ?? .spring(configuration.keyboardSpring), at: clock)
    }
    clampMotionToContainer()
    relayoutMotion(animated: animated)
  }

  /// Moves the sheet's horizontal place (``horizontal``) to the current layout's after it
  /// replaced `previous`: at once while hidden; carried into a container of another width
  /// (``HorizontalGlide/carry(into:fromContainerWidth:spring:at:)``); gliding from where it is
  /// in the same container.
  mutating func moveHorizontally(from previous: SheetLayout) {
    let target = horizontal.target
    guard presentationState != .dismissed else {
      horizontal.rest(in: layout)
      return
    }
    let oldWidth = previous.context.containerSize.width
    if oldWidth != layout.context.containerSize.width {
      horizontal.carry(
        into: layout, fromContainerWidth: oldWidth, spring: layoutSpring, at: clock)
    } else if target.minX != layout.sheetMinX || target.width != layout.sheetWidth {
      horizontal.glide(to: layout, spring: layoutSpring, at: clock)
    }
  }

  /// The spring of a move the layout causes (a rotation, new content, a new placement): the
  /// sheet's settle spring without its bounce, so nothing overshoots the new layout's limits
  /// (critically damped and short under Reduce Motion).
  var layoutSpring: SheetSpring {
    let spring = effectiveSpring(configuration.settleSpring)
    return SheetSpring(response: spring.response, dampingRatio: max(spring.dampingRatio, 1))
  }

  /// A layout that shrank below the sheet (rotation to landscape) cannot hold it: a resting or
  /// springing sheet restarts from the new top limit (`SheetLayout.maximumExtent`), never
  /// above it, and moves on from there to its detent's new extent; a dragged one is kept
  /// within the container.
  mutating func clampMotionToContainer() {
    let height = layout.context.containerSize.height
    let limit = min(layout.maximumExtent, height)
    switch motion {
    case .still(let extent) where extent > limit && presentationState != .dismissed:
      motion = .still(extent: limit)
    case .animating(let animation, let target) where animation.value(at: clock) > limit:
      let velocity = min(animation.velocity(at: clock), 0)
      motion = .animating(
        SpringAnimation(
          spring: animation.spring, from: limit, to: animation.target,
          initialVelocity: velocity, startTime: clock,
          positionTolerance: SheetEngine.positionTolerance),
        target: target)
    case .dragging(var drag) where drag.extent > height:
      drag.startExtent -= drag.extent - height
      drag.rawExtent = drag.startExtent - drag.translation
      drag.extent = constrainedExtent(raw: drag.rawExtent)
      motion = .dragging(drag)
    default:
      break
    }
  }

  /// Moves the current motion onto the freshly resolved detents.
  mutating func relayoutMotion(animated: Bool) {
    switch motion {
    case .still(let current):
      guard presentationState != .dismissed else { return }
      let identifier = selectedDetent ?? presentationDetent
      let destination = extent(of: .detent(identifier))
      let moves = abs(destination - current) >= SheetEngine.positionTolerance / 2
      if animated {
        guard moves else { return }
        // The sheet's own timing without its bounce: a sheet carried by a layout change (a
        // rotation, new content) must not overshoot past the new layout's limits.
        let spring = configuration.settleSpring
        animate(
          to: .detent(identifier),
          spring: SheetSpring(response: spring.response, dampingRatio: max(spring.dampingRatio, 1)),
          from: MotionSample(position: current, velocity: 0))
      } else {
        // A driven move (a navigation transition, frame by frame) reports the speed it moves
        // at: the change over the time since the previous frame (several changes in one
        // instant add up). A driven change that leaves the sheet where it is reports 0. The
        // speed is held within the engine's limit, as a finger's is: frames a denormal instant
        // apart would otherwise report an infinite one.
        let interval = clock - previousClock
        let isDriven = contentDrivenTime == clock
        let rate =
          isDriven && moves && interval > 0 && interval <= SheetEngine.staleInputInterval
          ? (destination - current) / interval : 0
        let speed = drivenTime == clock ? drivenVelocity + rate : rate
        drivenVelocity = min(max(speed, -SheetEngine.maximumSpeed), SheetEngine.maximumSpeed)
        drivenTime = clock
        if moves { motion = .still(extent: destination) }
      }
    case .animating(var animation, let target):
      let destination = extent(of: target)
      guard destination != animation.target else { return }
      // Keeps position and velocity: the sheet carries on from where it is.
      animation.retarget(to: destination, at: clock)
      motion = .animating(animation, target: target)
    case .dragging(var drag):
      drag.extent = constrainedExtent(raw: drag.rawExtent)
      motion = .dragging(drag)
    }
  }

  /// The keyboard's overlap changed. A resting sheet whose extent changes with the room (a
  /// sheet as tall as it may be, with `.lift`) takes its new extent at once and shows the
  /// difference as ``keyboardShift``, which glides away with the keyboard's own animation: its
  /// top moves in step with the keyboard, between where it was and where it ends, never past
  /// its limit. A moving sheet carries on to its detent's new extent.
  mutating func keyboardChanged(overlap: Double, animation: KeyboardAnimation?) -> Bool {
    let wasUp = layout.context.keyboardOverlap > 0
    var context = layout.context
    context.keyboardOverlap = overlap
    let animated = animation?.isAnimated ?? true
    if case .still(let before) = motion, animated, presentationState != .dismissed {
      applyLayout(context, animated: false, keyboardAnimation: animation)
      if case .still(let after) = motion, abs(before - after) >= SheetEngine.positionTolerance {
        keyboardShift = KeyboardLift(resting: before - after, spring: configuration.keyboardSpring)
        keyboardShift.retarget(
          to: 0, animation: animation ?? .spring(configuration.keyboardSpring), at: clock)
      }
    } else {
      applyLayout(context, animated: animated, keyboardAnimation: animation)
    }
    let isUp = layout.context.keyboardOverlap > 0
    if configuration.keyboard == .expandToLargest, isUp, !wasUp,
      presentationState == .presenting || presentationState == .presented
    {
      if case .dragging = motion { return true }
      foldKeyboardShift()
      move(toDetent: detents.stops[detents.stops.count - 1].identifier, animated: true)
    }
    return true
  }

  /// Hands a running ``keyboardShift`` over to the sheet's own motion before another input:
  /// the sheet springs on from what is on screen to its detent (with the keyboard's spring),
  /// so the input (a grab, a detent change) starts from there.
  mutating func foldKeyboardShift() {
    guard !keyboardShift.isSettled(at: clock) else { return }
    let shown = keyboardShift.sample(at: clock)
    if case .still(let extent) = motion, shown.position != 0, let detent = selectedDetent {
      motion = .animating(
        SpringAnimation(
          spring: configuration.keyboardSpring, from: extent + shown.position, to: extent,
          initialVelocity: shown.velocity, startTime: clock,
          positionTolerance: SheetEngine.positionTolerance),
        target: .detent(detent))
    }
    keyboardShift = KeyboardLift(resting: 0, spring: configuration.keyboardSpring)
  }

  /// Rebuilds ``surfaceMorph`` for the current layout, detents and configuration.
  mutating func updateSurfaceMorph() {
    surfaceMorph = SheetSurfaceMorph(
      style: configuration.surfaceStyle, layout: layout, detents: detents,
      attachedCornerRadius: configuration.attachedCornerRadius)
  }

  /// Caches the extents between which the dimming ramps, and the pass-through limit.
  mutating func updateDimmingRange() {
    dimmingRange = DimmingRange(dimming: configuration.dimming, detents: detents, &corrections)
  }
}
