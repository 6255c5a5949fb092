extension SheetEngine {
  // MARK: - Dragging

  /// Whether a drag may take the sheet down to hidden: always for a modal sheet, and for a
  /// persistent one only while it is being presented or dismissed interactively.
  var dragAllowsHidden: Bool {
    !configuration.isPersistent || presentationState != .presented
  }

  /// The rubber band used past the first and last stops: its dimension is the container height.
  var rubberBand: RubberBand {
    RubberBand(
      coefficient: configuration.rubberBandCoefficient,
      dimension: max(layout.context.containerSize.height, 1))
  }

  /// The extent the sheet shows for the unconstrained extent `raw`: 1:1 between the smallest
  /// and the largest stop (down to 0 when hiding is allowed), rubber-banded beyond.
  func constrainedExtent(raw: Double) -> Double {
    SheetEngine.constrainedExtent(
      raw: raw, lower: detents.smallestExtent, upper: detents.largestExtent,
      allowsHidden: dragAllowsHidden, rubberBand: rubberBand)
  }

  /// `raw` held between `lower` and `upper` by `rubberBand` (not below 0 when `allowsHidden`,
  /// when the sheet may be dragged out instead). Static, so the per-frame drag path calls it
  /// with the engine's numbers instead of handing it a copy of the whole engine.
  static func constrainedExtent(
    raw: Double, lower: Double, upper: Double, allowsHidden: Bool, rubberBand: RubberBand
  ) -> Double {
    if raw > upper {
      return upper + rubberBand.offset(forOvershoot: raw - upper)
    }
    if allowsHidden {
      return max(raw, 0)
    }
    if raw < lower {
      return max(lower - rubberBand.offset(forOvershoot: lower - raw), 0)
    }
    return raw
  }

  /// How much the sheet moves per point of finger movement at the unconstrained extent `raw`.
  func dragGain(raw: Double) -> Double {
    let upper = detents.largestExtent
    if raw > upper { return rubberBand.derivative(atOvershoot: raw - upper) }
    if dragAllowsHidden { return raw > 0 ? 1 : 0 }
    let lower = detents.smallestExtent
    if raw < lower { return rubberBand.derivative(atOvershoot: lower - raw) }
    return 1
  }

  mutating func dragBegan() -> Bool {
    isIgnoringFinger = false
    if case .dragging = motion { return false }
    if presentationState == .dismissed {
      selectedDetent = presentationDetent
      beginPresenting()
    }
    hold(isStillCatch: false)
    return true
  }

  /// A finger takes the sheet where it is now, from rest or from a spring: a drag at translation
  /// 0 and speed 0. A sheet taken inside a rubber band (springing back from an over-pull) starts
  /// from the unconstrained extent that band shows where the sheet is, so the finger's first
  /// movement carries on through the band from there, without a jump.
  mutating func hold(isStillCatch: Bool) {
    let sample = currentSample()
    let extent = min(max(sample.position, 0), layout.context.containerSize.height)
    let raw = unconstrainedExtent(showing: extent)
    motion = .dragging(
      DragState(
        startExtent: raw, translation: 0, rawExtent: raw, extent: extent, velocity: 0,
        lastTime: clock, isStillCatch: isStillCatch))
  }

  /// The unconstrained extent a drag asks for to show `extent`: the inverse of
  /// ``constrainedExtent(raw:)`` (inside a rubber band the two differ).
  func unconstrainedExtent(showing extent: Double) -> Double {
    let upper = detents.largestExtent
    if extent > upper { return upper + rubberBand.overshoot(forOffset: extent - upper) }
    let lower = detents.smallestExtent
    if !dragAllowsHidden, extent < lower {
      return lower - rubberBand.overshoot(forOffset: lower - extent)
    }
    return extent
  }

  mutating func dragChanged(translation: Double) -> Bool {
    // A finger whose sheet the app took away moves nothing until it grabs the sheet again.
    if isIgnoringFinger { return false }
    if case .dragging = motion {} else { _ = dragBegan() }
    guard case .dragging(var drag) = motion else { return false }
    let safe = Sanitize.finite(
      translation, fallback: drag.translation, limit: SheetEngine.maximumTranslation, &corrections)
    drag.translation = safe
    if safe != 0 { drag.isStillCatch = false }
    drag.rawExtent = drag.startExtent - safe
    // The engine's numbers, read in place (see constrainedExtent(raw:lower:upper:...)).
    let extent = SheetEngine.constrainedExtent(
      raw: drag.rawExtent, lower: detents.smallestExtent, upper: detents.largestExtent,
      allowsHidden: dragAllowsHidden, rubberBand: rubberBand)
    let elapsed = clock - drag.lastTime
    if elapsed > 0 {
      // v + (Δ/Δt − v)·w with w = min(1, Δt/τ). Below τ the instant speed's share, Δ/Δt · Δt/τ,
      // is Δ/τ: formed that way, an interval a denormal instant long does not overflow.
      let tau = SheetEngine.dragVelocityTimeConstant
      let change = extent - drag.extent
      let weight = min(1, elapsed / tau)
      let blended = weight < 1 ? drag.velocity * (1 - weight) + change / tau : change / elapsed
      drag.velocity = min(max(blended, -SheetEngine.maximumSpeed), SheetEngine.maximumSpeed)
      drag.lastTime = clock
    }
    drag.extent = extent
    motion = .dragging(drag)
    return true
  }

  mutating func dragEnded(screenVelocity: Double) -> Bool {
    if isIgnoringFinger {
      isIgnoringFinger = false
      return false
    }
    guard case .dragging(let drag) = motion else { return false }
    if drag.isStillCatch {
      releaseStillCatch(drag)
      return true
    }
    let clamped = Sanitize.finite(
      screenVelocity, limit: SheetEngine.maximumSpeed, &corrections)
    if abs(screenVelocity) > SheetEngine.maximumSpeed, screenVelocity.isFinite {
      corrections.insert(.excessiveVelocity)
    }
    let velocity = -clamped * dragGain(raw: drag.rawExtent)
    let target = configuration.snapPolicy.target(
      extent: drag.extent, velocity: velocity, stops: detents,
      allowsHidden: dragAllowsHidden, rate: configuration.decelerationRate)
    release(drag, to: target, velocity: velocity)
    return true
  }

  mutating func dragCancelled() -> Bool {
    if isIgnoringFinger {
      isIgnoringFinger = false
      return false
    }
    guard case .dragging(let drag) = motion else { return false }
    if drag.isStillCatch {
      releaseStillCatch(drag)
      return true
    }
    let target = configuration.snapPolicy.target(
      extent: drag.extent, velocity: 0, stops: detents,
      allowsHidden: presentationState != .presented, rate: configuration.decelerationRate)
    release(drag, to: target, velocity: 0)
    return true
  }

  /// Sends a released sheet to `target` with a spring that starts at the finger's velocity.
  mutating func release(_ drag: DragState, to target: SnapTarget, velocity: Double) {
    let sample = MotionSample(position: drag.extent, velocity: velocity)
    var destination = target
    if case .hidden = target, presentationState == .presented {
      if !allowsUserDismissal() {
        notifications.append(.didAttemptToDismiss)
        destination = .stop(0)
      }
    }
    switch destination {
    case .hidden:
      beginDismissing()
      animate(to: .hidden, spring: configuration.dismissSpring, from: sample)
    case .stop(let index):
      if presentationState == .dismissing { beginPresenting() }
      let identifier = detents.stops[index].identifier
      select(identifier)
      let spring =
        presentationState == .presenting ? configuration.presentSpring : configuration.settleSpring
      animate(to: .detent(selectedDetent ?? identifier), spring: spring, from: sample)
    }
  }
}
