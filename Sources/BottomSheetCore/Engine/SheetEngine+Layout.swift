extension SheetEngine {
  // MARK: - Layout

  /// Takes a new layout context: resolves the detents again, moves the keyboard base line, and
  /// carries the sheet from wherever it is to its detent's new extent (a drag keeps following
  /// the finger within the new bounds).
  mutating func applyLayout(_ context: LayoutContext, animated: Bool) {
    let sanitized = context.sanitized(&corrections)
    layout = SheetLayout(sanitized: sanitized, keyboardLifts: configuration.keyboard.lifts)
    detents.resolve(in: layout, &corrections)
    updateDimmingRange()
    if lift.target != layout.keyboardLift {
      lift.retarget(to: layout.keyboardLift, at: time)
    }
    relayoutMotion(animated: animated)
  }

  /// Moves the current motion onto the freshly resolved detents.
  mutating func relayoutMotion(animated: Bool) {
    switch motion {
    case .still(let current):
      guard presentationState != .dismissed else { return }
      let identifier = selectedDetent ?? presentationDetent
      let destination = extent(of: .detent(identifier))
      guard abs(destination - current) >= SheetEngine.positionTolerance / 2 else { return }
      if animated {
        animate(
          to: .detent(identifier), spring: configuration.settleSpring,
          from: MotionSample(position: current, velocity: 0))
      } else {
        motion = .still(extent: destination)
      }
    case .animating(var animation, let target):
      let destination = extent(of: target)
      guard destination != animation.target else { return }
      // Keeps position and velocity: the sheet carries on from where it is.
      animation.retarget(to: destination, at: time)
      motion = .animating(animation, target: target)
    case .dragging(var drag):
      drag.extent = constrainedExtent(raw: drag.rawExtent)
      motion = .dragging(drag)
    }
  }

  mutating func keyboardChanged(overlap: Double) -> Bool {
    let wasUp = layout.context.keyboardOverlap > 0
    var context = layout.context
    context.keyboardOverlap = overlap
    applyLayout(context, animated: true)
    let isUp = layout.context.keyboardOverlap > 0
    if configuration.keyboard == .expandToLargest, isUp, !wasUp,
      presentationState == .presenting || presentationState == .presented
    {
      if case .dragging = motion { return true }
      move(toDetent: detents.stops[detents.stops.count - 1].identifier, animated: true)
    }
    return true
  }

  /// Caches the extents between which the dimming ramps, and the pass-through limit.
  mutating func updateDimmingRange() {
    let dimming = configuration.dimming
    var range = DimmingRange()
    let alpha = dimming.maximumAlpha
    range.maximumAlpha = alpha.isFinite ? min(max(alpha, 0), 1) : Dimming.systemMaximumAlpha
    if !alpha.isFinite { corrections.insert(.nonFiniteValue) }
    if let identifier = dimming.largestUndimmedDetent, let extent = detents.extent(of: identifier) {
      range.undimmedExtent = extent
      range.passThroughLimit = extent
    } else {
      if dimming.largestUndimmedDetent != nil { corrections.insert(.unknownDetent) }
      range.undimmedExtent = 0
      range.passThroughLimit =
        configuration.isPersistent && range.maximumAlpha == 0 ? .infinity : -1
    }
    let above = detents.firstStopIndex(
      atOrAbove: range.undimmedExtent + ResolvedDetents.mergeTolerance)
    range.fullyDimmedExtent =
      above < detents.stops.count ? detents.stops[above].extent : .infinity
    if range.maximumAlpha == 0 { range.fullyDimmedExtent = .infinity }
    dimmingRange = range
  }
}
