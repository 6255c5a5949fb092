import BottomSheetCore
import BottomSheetRules

/// Continuity figures of a trace that mean the same at any frame rate.
///
/// - The **jump** between two frames is how far the sheet's top moved beyond what its reported
///   speed and the finger explain: `|Δy| − 1.25 · max(|v₀|, |v₁|) · Δt − travel`, where `travel`
///   is the finger's vertical move within the step (``LabFrame/fingerTravel``): from where it
///   stood at the earlier frame, or went down after it, to where it stands at the later frame,
///   or lifted before it. A fast flick's last touch samples often fall after the last frame that
///   shows the finger; the sheet follows them up to the release, so that move is the finger's,
///   not a jump, while everything after the release must be explained by the sheet's speed.
///   The measure is unsigned: a sheet may lag its finger (a rubber band, a list that takes the
///   move), so within a step where the finger moved, a jump against the finger shows only
///   beyond the finger's move.
///   Frames with input count too (the finger's own movement is the explanation); only steps
///   across an input that asks for an instant change (an unanimated present, dismissal, detent
///   change, content change or navigation step, a keyboard without animation, a rotation) are
///   left out, as are steps between two frames that both hold the sheet out of sight.
/// - The **surface jump** between two frames is how far an inset or a corner radius of the
///   sheet's surface (``SheetFrame/surface``) moved beyond what the extent's move explains:
///   `|Δvalue| − s · |Δextent|`, the largest over the three insets and two radii, where `s` is
///   the morph's ``SheetSurfaceMorph/steepestSlope`` (no value changes faster with the extent).
///   As the surface is a function of the extent, a smooth extent gives a smooth surface and the
///   figure is 0 up to rounding. The steps the jump leaves out are left out, and so are steps
///   across a change of the morph itself (a layout, detent or configuration event, where the
///   surface changes with the layout as the layout height does).
/// - The **presenter jump** between two frames is how far the presenter's recession
///   (``SheetFrame/presenterRecession``) moved beyond what the sheet's own move explains, as a
///   fraction of the full recession: `max(|Δscale| / (1 − fullScale), |Δalpha| / fullAlpha) −
///   1.5 · |Δheight| / span`, where `height` is the sheet's top edge above the container's
///   bottom (``SheetFrame/height``), 1.5 the steepest slope of the recession's easing and
///   `span` the shorter of the two frames' ``LabFrame/recessionSpan``. The recession is a
///   function of the height, so this is 0 at any frame rate unless it jumps. The same steps are
///   left out as for the jump.
/// - The **sideways jump** of a step is how far the sheet's left edge (`sheetRect.minX`) or its
///   width moved beyond what the sheet's sideways motion explains: frames report no sideways
///   speed, so the motion is read from the neighbouring steps, `|Δ| − 1.25 · max(|Δ before|,
///   |Δ after|)`. A glide (a new placement, a card carried through a container change) grows
///   and shrinks its steps gradually; a snap is one large step between still neighbours. The
///   same steps are left out as for the jump, and a left-out step counts as still for its
///   neighbours. ``largestJump(in:)`` reports the larger of the two jumps.
/// - The **acceleration** between two frames is `|Δv| / Δt`. Steps while a finger holds the sheet
///   (the finger's own motion) and the grab itself (the sheet stops under the finger) are left
///   out, as are instant changes.
package enum Continuity {
  /// How much faster than the faster of two frames a sheet may move in between: a spring's
  /// speed can peak between frames. At 60 Hz, the stiffest spring the engine uses (Reduce
  /// Motion's, critically damped with a 0.3 s response: ω0 ≈ 20.9 rad/s) peaks less than 20 %
  /// above the faster end of the frame it peaks in; 25 % leaves room for the rest.
  package static let speedPeakAllowance = 0.25

  /// The largest presenter jump every trace must keep below, as a fraction of the full
  /// recession: a millionth, room for rounding only, since the recession is a function of the
  /// extent.
  package static let presenterJumpLimit = 1e-6

  /// The largest jump between two frames, vertical or sideways, in points (0 when every step
  /// is explained).
  package static func largestJump(in trace: LabTrace) -> Double {
    max(largestVerticalJump(in: trace), largestSidewaysJump(in: trace))
  }

  /// The largest sideways jump of the left edge or the width, in points.
  package static func largestSidewaysJump(in trace: LabTrace) -> Double {
    // Each counted step's moves, in frame order; a left-out step separates them as a still one.
    var steps: [(minX: Double, width: Double)] = []
    var lastIndex = -2
    forEachStep(in: trace) { index, previous, current, _ in
      if index != lastIndex + 1 { steps.append((0, 0)) }
      lastIndex = index
      steps.append(
        (
          current.sheet.sheetRect.minX - previous.sheet.sheetRect.minX,
          current.sheet.sheetRect.width - previous.sheet.sheetRect.width
        ))
    }
    steps.append((0, 0))
    var worst = 0.0
    for position in steps.indices.dropFirst().dropLast() {
      let before = steps[position - 1]
      let after = steps[position + 1]
      let step = steps[position]
      let x = abs(step.minX) - (1 + speedPeakAllowance) * max(abs(before.minX), abs(after.minX))
      let width =
        abs(step.width) - (1 + speedPeakAllowance) * max(abs(before.width), abs(after.width))
      worst = max(worst, x, width)
    }
    return worst
  }

  /// The largest jump of the sheet's top between two frames, in points.
  package static func largestVerticalJump(in trace: LabTrace) -> Double {
    var worst = 0.0
    forEachStep(in: trace) { previous, current, elapsed in
      let sheetStep = abs(current.sheet.sheetRect.minY - previous.sheet.sheetRect.minY)
      let speed = max(abs(previous.sheet.velocity), abs(current.sheet.velocity))
      let jump = sheetStep - (1 + speedPeakAllowance) * speed * elapsed - current.fingerTravel
      worst = max(worst, jump)
    }
    return worst
  }

  /// The largest surface jump between two frames, in points (0 when every step is explained).
  package static func largestSurfaceJump(in trace: LabTrace) -> Double {
    var worst = 0.0
    forEachStep(in: trace) { previous, current, _ in
      guard let morph = current.surfaceMorph, previous.surfaceMorph == morph else { return }
      let before = previous.sheet.surface
      let after = current.sheet.surface
      let explained = morph.steepestSlope * abs(current.sheet.extent - previous.sheet.extent)
      let steps = [
        abs(after.leadingInset - before.leadingInset),
        abs(after.trailingInset - before.trailingInset),
        abs(after.bottomInset - before.bottomInset),
        abs(after.topCornerRadius - before.topCornerRadius),
        abs(after.bottomCornerRadius - before.bottomCornerRadius),
      ]
      worst = max(worst, (steps.max() ?? 0) - explained)
    }
    return worst
  }

  /// The largest presenter jump between two frames, as a fraction of the full recession (0 when
  /// every step is explained by the sheet's move).
  package static func largestPresenterJump(in trace: LabTrace) -> Double {
    let fullScaleStep = 1 - PresenterRecession.fullScale
    let fullAlpha = PresenterRecession.fullDimmingAlpha
    var worst = 0.0
    forEachStep(in: trace) { previous, current, _ in
      let before = previous.sheet.presenterRecession
      let after = current.sheet.presenterRecession
      let step = max(
        abs(after.scale - before.scale) / fullScaleStep,
        abs(after.dimmingAlpha - before.dimmingAlpha) / fullAlpha)
      let span = min(previous.recessionSpan, current.recessionSpan)
      let explained = 1.5 * abs(current.sheet.height - previous.sheet.height) / span
      worst = max(worst, step - explained)
    }
    return worst
  }

  /// The largest acceleration between two frames, in points per second squared.
  package static func largestAcceleration(in trace: LabTrace) -> Double {
    var largest = 0.0
    forEachStep(in: trace) { previous, current, elapsed in
      guard current.sheet.phase != .dragging else { return }
      largest = max(largest, abs(current.sheet.velocity - previous.sheet.velocity) / elapsed)
    }
    return largest
  }

  /// Calls `body` for each pair of consecutive frames that is not an instant change and does
  /// not show the sheet out of sight at both ends.
  static func forEachStep(
    in trace: LabTrace,
    _ body: (_ previous: LabFrame, _ current: LabFrame, _ elapsed: Double) -> Void
  ) {
    forEachStep(in: trace) { _, previous, current, elapsed in body(previous, current, elapsed) }
  }

  /// ``forEachStep(in:_:)`` with the index of each step's later frame.
  static func forEachStep(
    in trace: LabTrace,
    _ body: (_ index: Int, _ previous: LabFrame, _ current: LabFrame, _ elapsed: Double) -> Void
  ) {
    let instants = trace.instantInputTimes.sorted()
    var next = 0
    var index = 0
    for (previous, current) in zip(trace.frames, trace.frames.dropFirst()) {
      index += 1
      let elapsed = current.sheet.time - previous.sheet.time
      guard elapsed > 0 else { continue }
      while next < instants.count, instants[next] <= previous.sheet.time + 1e-9 { next += 1 }
      if next < instants.count, instants[next] <= current.sheet.time + 1e-9 { continue }
      let outOfSight = TransitionLifecycle.arrivalTolerance
      if previous.sheet.extent <= outOfSight, current.sheet.extent <= outOfSight { continue }
      body(index, previous, current, elapsed)
    }
  }
}
