/// The sheet's single source of truth: where it is, how fast it moves, what the dimming shows
/// and what the app is told.
///
/// The engine is a value driven by timestamped inputs and an injected clock. Adapters forward
/// events with ``handle(_:at:)`` and draw ``step(to:)`` on every display tick; notifications are
/// read with ``drainNotifications(_:)``. Nothing here touches a view, so the same engine drives
/// the UIKit adapter, `sheet-lab`, the tests and the benchmarks.
///
/// ```swift
/// var engine = SheetEngine(configuration: .fitting, context: context)
/// engine.handle(.present(animated: true), at: now)
/// let frame = engine.step(to: now + 1.0 / 120)
/// ```
///
/// Every input during any animation starts from the sheet's current position and velocity, so
/// the sheet can be grabbed, retargeted or resized at any moment without a jump. One frame step
/// (an animation tick or a drag update, with the dimming) allocates nothing.
public struct SheetEngine: Sendable {
  /// The fastest velocity accepted from a gesture, in points per second: well above the fastest
  /// flick UIKit reports (about 10,000 pt/s), so the clamp only catches garbage.
  package static let maximumSpeed: Double = 20_000
  /// The largest drag translation accepted, in points: far beyond any screen.
  package static let maximumTranslation: Double = 1_000_000
  /// The time constant of the drag velocity estimate, in seconds: at 120 Hz each new sample
  /// carries half the weight, which removes touch jitter without lagging a flick.
  package static let dragVelocityTimeConstant: Double = 1.0 / 60
  /// The largest time accepted, in seconds: 10¹⁵ s (31 million years). A `Double` still tells
  /// instants 0.125 s apart there, so animations keep progressing; beyond it the clock's
  /// resolution would swallow whole animations, so such times are ignored and recorded as
  /// ``InputCorrections/implausibleTime``.
  package static let maximumTime: Double = 1e15
  /// After this many seconds since its epoch, the engine starts a new epoch (see `rebase`):
  /// 10⁶ s (11.6 days), far inside the ±10¹² s that springs accept.
  package static let rebaseInterval: Double = 1_000_000
  /// After this long without a drag event (or a driven content change), the sheet counts as not
  /// moving, in seconds: three frames at 60 Hz.
  package static let staleInputInterval: Double = 0.05
  /// Extents closer than this to their target count as already there, in points.
  package static let positionTolerance: Double = 0.1
  /// The initial capacity of the notification queue, so queuing one never allocates.
  static let notificationCapacity = 16

  /// The configuration in force.
  public internal(set) var configuration: SheetConfiguration
  /// The current layout (from the last sanitised ``LayoutContext``).
  package internal(set) var layout: SheetLayout
  /// The detents resolved in ``layout``.
  package internal(set) var detents: ResolvedDetents
  /// How the sheet's surface changes with its extent under the current layout, detents and
  /// configuration; rebuilt at each event that changes them. Each frame's
  /// `SheetFrame.surface` is its surface at the drawn extent.
  package internal(set) var surfaceMorph: SheetSurfaceMorph
  /// Every correction made to bad input so far.
  package internal(set) var corrections: InputCorrections
  /// Where the sheet is in its present/dismiss life cycle.
  package internal(set) var presentationState: PresentationState
  /// The detent the sheet rests at or was last sent to; nil while hidden (unless one was chosen
  /// for the next presentation with ``SheetInput/selectDetent(_:animated:)``).
  public internal(set) var selectedDetent: Detent.Identifier?
  /// The engine's clock: the latest time it was given, in seconds.
  public var time: Double { epoch + clock }
  /// Everything this engine was told since its creation, when it was created with
  /// `records: true`; nil otherwise. Recording costs one check per input and frame when off.
  public package(set) var recording: SheetRecording?
  /// How many times the configuration was replaced: numbers a recording's configurations.
  var configurationCount = 0

  /// The clock's origin, in the caller's seconds. Springs work in seconds since the epoch, so
  /// they keep full precision and stay inside their time range whatever the caller's clock reads
  /// (see ``rebaseInterval``).
  var epoch: Double
  /// Seconds since ``epoch``.
  var clock: Double = 0

  var motion: EngineMotion
  /// The speed of the last unanimated content-driven move, in points per second, and when it
  /// happened (seconds since the epoch).
  var drivenVelocity: Double = 0
  var drivenTime: Double = -.infinity
  /// The move under way as an app's animation may pace it (``SheetInput/paceMove(progress:time:)``).
  var pacing = MovePacing()
  /// The clock before it last moved forward (the previous frame or input), seconds since the
  /// epoch: a driven change arriving now happened over the time since then.
  var previousClock: Double = -.infinity
  /// The extent of the detent the sheet rests at, heads for or left, in points: the reference of
  /// `SheetFrame.presentationProgress`. Looked up on events, so frames never search detents.
  package internal(set) var progressReference: Double = 0
  /// The detent ``progressReference`` was looked up for, and whether the detents were resolved
  /// again since (so a drag update, which changes neither, skips the lookup).
  var progressReferenceDetent: Detent.Identifier?
  var progressReferenceIsStale = true
  var lift: KeyboardLift
  /// The sheet's horizontal place (left edge and width), gliding after a placement or
  /// container change.
  var horizontal: HorizontalGlide
  /// How far a resting sheet's shown extent is from its detent's extent while the keyboard
  /// changes the room above it: it glides to 0 with the keyboard's own animation, so the sheet's
  /// top (extent + lift) moves in step with the keyboard and never past its limit.
  var keyboardShift: KeyboardLift
  var dimmingRange = DimmingRange()
  var notifications: [SheetNotification]
  var reportedCorrections = InputCorrections()
  /// The extent the sheet's view and content are laid out at (`SheetFrame.layoutHeight`).
  var layoutExtent: Double = 0
  /// Whether the app took the sheet from under the finger (a dismissal during a drag): the
  /// finger's moves and release are ignored until it grabs the sheet again.
  var isIgnoringFinger = false
  /// Whether the input being handled is VoiceOver's increment or decrement on the grabber.
  var isAccessibilityStep = false
  /// Whether the latest detent change came from VoiceOver's increment or decrement.
  var lastDetentChangeWasAccessibilityStep = false
  /// When the last unanimated content change arrived (seconds since the epoch).
  var contentDrivenTime: Double = -.infinity
  /// How the current input answers the user-dismissal question (see ``UserDismissalVeto``).
  var veto = UserDismissalVeto.configured
  /// What the last drawn frame showed, for the next frame's ``SheetFrame/changes`` (nil before
  /// the first), and its detent (kept apart so the state is plain numbers).
  var drawn: DrawnFrameState?
  var drawnDetent: Detent.Identifier?

  /// Creates a hidden sheet.
  ///
  /// - Parameters:
  ///   - configuration: Behaviour and appearance of the motion.
  ///   - context: The initial layout.
  ///   - time: The clock's current time, in seconds.
  ///   - records: Whether the engine keeps a ``recording`` of everything it is told, to replay
  ///     elsewhere (``init(replaying:)``).
  public init(
    configuration: SheetConfiguration, context: LayoutContext, time: Double = 0,
    records: Bool = false
  ) {
    var corrections = InputCorrections()
    let sanitized = context.sanitized(&corrections)
    let layout = SheetLayout(
      sanitized: sanitized, keyboardLifts: configuration.keyboard.lifts,
      placement: configuration.placement, surfaceStyle: configuration.surfaceStyle)
    var detents = ResolvedDetents(detents: configuration.detents, corrections: &corrections)
    detents.resolve(in: layout, &corrections)
    let start = SheetEngine.isUsable(time) ? time : 0
    if !time.isFinite { corrections.insert(.nonFiniteValue) }
    if time.isFinite, abs(time) > SheetEngine.maximumTime { corrections.insert(.implausibleTime) }
    self.configuration = configuration
    self.layout = layout
    self.detents = detents
    self.surfaceMorph = SheetSurfaceMorph(
      style: configuration.surfaceStyle, layout: layout, detents: detents,
      attachedCornerRadius: configuration.attachedCornerRadius)
    self.corrections = corrections
    self.presentationState = .dismissed
    self.selectedDetent = nil
    self.epoch = start
    self.motion = .still(extent: 0)
    self.lift = KeyboardLift(resting: layout.keyboardLift, spring: configuration.keyboardSpring)
    self.keyboardShift = KeyboardLift(resting: 0, spring: configuration.keyboardSpring)
    self.horizontal = HorizontalGlide(restingAt: layout.sheetMinX, width: layout.sheetWidth)
    self.notifications = []
    notifications.reserveCapacity(SheetEngine.notificationCapacity)
    if records {
      recording = SheetRecording(configuration: configuration, context: context, time: time)
      recordDetentValues()
    }
    updateDimmingRange()
    reportNewCorrections()
  }

  /// Whether the clock accepts `time`: finite and within ``maximumTime``. The engine starts at
  /// 0 instead of a start time it cannot use and ignores later times it cannot use.
  static func isUsable(_ time: Double) -> Bool {
    time.isFinite && abs(time) <= SheetEngine.maximumTime
  }

  // MARK: - Reading

  /// Advances the clock to `time` (completing any animation that settled) and returns what to
  /// draw, with what changed since the last drawn frame (`SheetFrame.changes`).
  /// Allocation-free.
  public mutating func step(to time: Double) -> SheetFrame {
    recording?.steps.append(.frame(time: time))
    advance(to: time)
    var values = SheetFrameValues()
    let detent = draw(&values)
    return SheetFrame(values: values, detent: detent)
  }

  /// Draws at the engine's current ``time`` without advancing the clock, after an input: the
  /// frame ``currentFrame`` reads, marked drawn, so the next frame's `SheetFrame.changes` are
  /// measured against this one. Allocation-free.
  package mutating func drawCurrentFrame() -> SheetFrame {
    var values = SheetFrameValues()
    let detent = draw(&values)
    return SheetFrame(values: values, detent: detent)
  }

  /// Forgets the last drawn frame, so the next one reports every change (`SheetFrameChanges.all`):
  /// call it when the renderer's views were made or reset anew (attached to a new container,
  /// given a new appearance) and must receive everything again.
  package mutating func invalidateDrawnFrame() {
    drawn = nil
  }

  /// The frame at the engine's current ``time``, read without changing anything: the clock does
  /// not advance (``step(to:)`` advances it) and the frame is not marked drawn.
  public var currentFrame: SheetFrame {
    // The per-frame path works on the engine in place (see fillValues(_:)).
    var engine = self
    var values = SheetFrameValues()
    engine.fillValues(&values)
    let detent = frameDetent
    values.changes = SheetEngine.changes(
      to: values, detent: detent, since: drawn, drawnDetent: drawnDetent)
    return SheetFrame(values: values, detent: detent)
  }

  /// Fills `values` with what the engine shows now and what changed since the last drawn
  /// frame, marks them drawn and returns the frame's detent.
  mutating func draw(_ values: inout SheetFrameValues) -> Detent.Identifier? {
    fillValues(&values)
    let detent = frameDetent
    values.changes = SheetEngine.changes(
      to: values, detent: detent, since: drawn, drawnDetent: drawnDetent)
    drawn = DrawnFrameState(values)
    // Only a new detent is stored: the same one is the same string, kept without a copy.
    if detent != drawnDetent { drawnDetent = detent }
    return detent
  }

  /// What a frame of `values` at `detent` changed against `drawn` at `drawnDetent`, the last
  /// drawn frame (every change when there is none).
  static func changes(
    to values: SheetFrameValues, detent: Detent.Identifier?, since drawn: DrawnFrameState?,
    drawnDetent: Detent.Identifier?
  ) -> SheetFrameChanges {
    guard let drawn else { return .all }
    var changes = drawn.changes(to: DrawnFrameState(values))
    if detent != drawnDetent { changes.insert(.accessibility) }
    return changes
  }

  /// Fills `values` with everything the frame at the engine's current ``time`` shows but its
  /// detent and its changes (which the callers measure). Allocation-free.
  ///
  /// It is `mutating` though it changes nothing: called from the mutating ``step(to:)``, a
  /// non-mutating method is handed a copy of the whole engine (about 1.7 kB, by the compiler's
  /// choice), so it reads the engine's parts in place and calls none of its non-mutating
  /// methods; and it writes the values where the frame lies rather than returning them, so
  /// they are not copied on the way.
  mutating func fillValues(_ values: inout SheetFrameValues) {
    let containerHeight = layout.context.containerSize.height
    let hidden = presentationState == .dismissed
    let shift = keyboardShift.state(at: clock)
    let sample: MotionSample
    var isAnimating = false
    let phase: SheetPhase
    switch motion {
    case .still(let extent):
      let driven = clock - drivenTime <= SheetEngine.staleInputInterval ? drivenVelocity : 0
      sample = MotionSample(
        position: extent + shift.sample.position, velocity: driven + shift.sample.velocity)
      phase = hidden ? .hidden : isDrivenMoving || !shift.isSettled ? .settling : .resting
    case .animating(let animation, let target):
      sample = animation.sample(at: clock)
      isAnimating = true
      switch target {
      case .hidden: phase = .dismissing
      case .detent: phase = presentationState == .presenting ? .presenting : .settling
      }
    case .dragging(let drag):
      let fresh = clock - drag.lastTime <= SheetEngine.staleInputInterval
      sample = MotionSample(position: drag.extent, velocity: fresh ? drag.velocity : 0)
      phase = .dragging
    }
    let extent = min(max(sample.position, 0), containerHeight)
    let (liftSample, liftSettled) = lift.state(at: clock)
    let liftNow = min(max(liftSample.position, 0), containerHeight)
    let passes =
      hidden || extent <= dimmingRange.passThroughLimit + ResolvedDetents.mergeTolerance
    let reference = progressReference
    // The velocity is the drawn top edge's: a motion past what the frame shows (a spring beyond
    // the container's top or bottom, a lift beyond its range, a top edge held at the
    // container's top) moves nothing on screen.
    let extentVelocity = extent == sample.position ? sample.velocity : 0
    let liftVelocity = liftSettled || liftNow != liftSample.position ? 0 : liftSample.velocity
    let moving = extentVelocity + liftVelocity
    let top = containerHeight - liftNow - extent
    // The sheet's real frame: its vertical span at `extent` (SheetLayout's rule) and its
    // horizontal place now, held inside the container. The width is the glide's own (capped by
    // the room right of the left edge), not the difference of two edges, so a sheet that glides
    // sideways at one width keeps exactly that width: its content is not laid out again on
    // every frame for a rounding error (SheetFrameChanges.layoutHeight).
    let span = layout.verticalSpan(forExtent: extent, keyboardLift: liftNow)
    let containerWidth = layout.context.containerSize.width
    let horizontalSettled = horizontal.isSettled(at: clock)
    // A settled glide samples as its target: read it instead.
    let place = horizontalSettled ? horizontal.target : horizontal.sample(at: clock)
    let minX = Sanitize.clamp(place.minX, 0, containerWidth)
    let width = Sanitize.clamp(place.width, 0, containerWidth - minX)
    // The presenter's recession with the sheet's top edge at extent + lift, over
    // presenterRecessionRange. A presenter that takes touches at every height the sheet rests
    // at (Dimming.clear, or an undimmed detent at the full height) is never shaded, rounded or
    // set in black.
    var recession = PresenterRecessionInput.none
    if !hidden {
      let range = presenterRecessionRange
      if range.lowerBound < range.upperBound {
        recession = PresenterRecessionInput(
          extent: extent + liftNow, startExtent: range.lowerBound,
          largestExtent: range.upperBound, containerSize: layout.context.containerSize,
          topSafeAreaInset: layout.context.safeAreaInsets.top,
          isPersistent: configuration.isPersistent, isEnabled: configuration.recedesPresenter)
      }
    }
    values.time = epoch + clock
    values.sheetRect = Rect(x: minX, y: span.top, width: width, height: span.bottom - span.top)
    values.extent = extent
    values.keyboardLift = liftNow
    values.velocity = top < 0 || (top == 0 && moving > 0) ? 0 : moving
    values.dimmingAlpha = hidden ? 0 : dimmingRange.alpha(atExtent: extent)
    values.presentationProgress =
      reference > 0 ? min(max(extent / reference, 0), 1) : (hidden ? 0 : 1)
    values.layoutHeight = layoutExtent
    values.contentBottomInset = layout.contentBottomInset
    values.contentSideInset = surfaceMorph.contentInset(atLayoutExtent: layoutExtent)
    values.bottomClearance = layout.bottomClearance
    values.presenterRecessionInput = recession
    // Below its lowest detent a floating sheet keeps that detent's shape and slides
    // (SheetSurfaceMorph, "Below the lowest detent").
    let floor = surfaceMorph.slideFloor
    if extent < floor {
      values.surface = surfaceMorph.surface(atExtent: floor)
      let floorSpan = layout.verticalSpan(forExtent: floor, keyboardLift: liftNow)
      values.surfaceSlide = SheetSurfaceMorph.slide(
        sheetHeight: span.bottom - span.top, floorSheetHeight: floorSpan.bottom - floorSpan.top)
    } else {
      values.surface = surfaceMorph.surface(atExtent: extent)
      values.surfaceSlide = 0
    }
    values.passesTouchesThrough = passes
    values.isAnimating =
      isAnimating || !liftSettled || !shift.isSettled || !horizontalSettled
    values.phase = phase
  }

  /// The heights of the sheet's top edge above the container's bottom edge over which the
  /// presenter recedes, in points: from ``PresenterRecessionInput/startFraction`` of the full
  /// height (where `.medium` rests), or from just above the pass-through limit when that is
  /// higher (the largest undimmed detent plus `ResolvedDetents.mergeTolerance`, the height up
  /// to which the presenter takes touches), to the full height, the container's height less
  /// its top safe-area inset and the top gap (where `.large` rests without a keyboard). A
  /// presenter that takes touches up to the full height or at every height (`Dimming.none`)
  /// gets an empty range (`full...full`) and is never receded.
  ///
  /// It depends on the layout and the largest undimmed detent only, never on the other
  /// detents, so a detent or content change under a still sheet never moves the presenter
  /// (unless it moves the largest undimmed detent, which moves where touches pass through).
  package var presenterRecessionRange: ClosedRange<Double> {
    SheetEngine.presenterRecessionRange(
      in: layout.context, passThroughLimit: dimmingRange.passThroughLimit)
  }

  /// ``presenterRecessionRange`` in a layout of `context` whose touches pass through up to
  /// `passThroughLimit` points.
  static func presenterRecessionRange(in context: LayoutContext, passThroughLimit: Double)
    -> ClosedRange<Double>
  {
    let full = max(
      0, context.containerSize.height - context.safeAreaInsets.top - context.topGap)
    let passThrough = passThroughLimit + ResolvedDetents.mergeTolerance
    let start = min(max(full * PresenterRecessionInput.startFraction, passThrough), full)
    return start...full
  }

  /// The content's bottom inset for the current layout (`SheetFrame.contentBottomInset`):
  /// the bottom safe-area inset the keyboard leaves visible, or none for a floating card. It
  /// changes only with the layout.
  var contentBottomInset: Double { layout.contentBottomInset }

  /// What the sheet is doing now.
  public var phase: SheetPhase {
    switch motion {
    case .dragging:
      return .dragging
    case .animating(_, .hidden):
      return .dismissing
    case .animating(_, .detent):
      return presentationState == .presenting ? .presenting : .settling
    case .still:
      if presentationState == .dismissed { return .hidden }
      // Moved frame by frame by driven content changes (a navigation transition), or gliding
      // with the keyboard to a new extent: moving.
      return isDrivenMoving || !keyboardShift.isSettled(at: clock) ? .settling : .resting
    }
  }

  /// Whether driven content changes (``SheetInput/contentHeightChanged(_:animated:)`` without
  /// animation) are moving the sheet now.
  var isDrivenMoving: Bool {
    drivenVelocity != 0 && clock - drivenTime <= SheetEngine.staleInputInterval
  }

  /// The sheet's extent and velocity (points, points per second, up positive) at ``time``.
  package func currentSample() -> MotionSample {
    switch motion {
    case .still(let extent):
      // A still sheet moved by unanimated content changes (a navigation transition) reports the
      // speed of those changes while they keep coming.
      let driven = clock - drivenTime <= SheetEngine.staleInputInterval ? drivenVelocity : 0
      let shift = keyboardShift.sample(at: clock)
      return MotionSample(position: extent + shift.position, velocity: driven + shift.velocity)
    case .animating(let animation, _):
      return animation.sample(at: clock)
    case .dragging(let drag):
      // A finger that stops sends no events: after a short silence the sheet is not moving.
      let fresh = clock - drag.lastTime <= SheetEngine.staleInputInterval
      return MotionSample(position: drag.extent, velocity: fresh ? drag.velocity : 0)
    }
  }

  /// Whether the engine needs frames without input: a spring or the keyboard base line moves,
  /// or a finger holds the sheet.
  public var needsFrames: Bool {
    switch motion {
    case .animating, .dragging:
      return true
    case .still:
      return !lift.isSettled(at: clock) || !keyboardShift.isSettled(at: clock) || isDrivenMoving
        || !horizontal.isSettled(at: clock)
    }
  }

  /// The detent reported in frames.
  var frameDetent: Detent.Identifier? {
    switch motion {
    case .animating(_, .hidden):
      return nil
    case .animating(_, .detent(let identifier)):
      return identifier
    case .still, .dragging:
      return presentationState == .dismissed ? nil : selectedDetent
    }
  }

  // MARK: - Notifications

  /// Hands every pending notification to `body`, oldest first, and clears the queue without
  /// releasing its storage (so it allocates nothing).
  public mutating func drainNotifications(_ body: (SheetNotification) -> Void) {
    for notification in notifications {
      body(notification)
    }
    notifications.removeAll(keepingCapacity: true)
  }

  /// Returns and clears the pending notifications, oldest first.
  package mutating func takeNotifications() -> [SheetNotification] {
    let pending = Array(notifications)
    notifications.removeAll(keepingCapacity: true)
    return pending
  }

  /// Whether notifications are waiting to be drained.
  package var hasPendingNotifications: Bool { !notifications.isEmpty }

  // MARK: - Clock

  /// Moves the clock to `newTime` (never backwards) and completes a settled animation.
  mutating func advance(to newTime: Double) {
    if !newTime.isFinite {
      corrections.insert(.nonFiniteValue)
    } else if !SheetEngine.isUsable(newTime) {
      corrections.insert(.implausibleTime)
    } else if newTime < time {
      corrections.insert(.timeWentBackwards)
    } else {
      if newTime - epoch > SheetEngine.rebaseInterval { rebase() }
      let newClock = newTime - epoch
      if newClock > clock { previousClock = clock }
      clock = newClock
    }
    // Checked on every frame: the target is matched only once the spring has settled, so a
    // frame in flight does not copy it (and its detent's name).
    if case .animating(let animation, _) = motion, animation.isSettled(at: clock) {
      if case .animating(_, .hidden) = motion {
        motion = .still(extent: 0)
        finishDismissing()
      } else {
        motion = .still(extent: animation.target)
        finishPresenting()
      }
      updateDimmingRange()
      updateProgressReference()
    }
    if case .still(let extent) = motion, extent != layoutExtent, !isDriven,
      keyboardShift.isSettled(at: clock)
    {
      updateLayoutExtent()
    }
    reportNewCorrections()
  }

  /// Looks up ``progressReference`` again after an event.
  mutating func updateProgressReference() {
    let identifier = frameDetent ?? selectedDetent
    guard progressReferenceIsStale || identifier != progressReferenceDetent else { return }
    progressReference = identifier.flatMap { detents.extent(of: $0) } ?? 0
    progressReferenceDetent = identifier
    progressReferenceIsStale = false
  }

  /// Starts a new epoch at the current instant, re-anchoring every running motion there with
  /// the same position and velocity, so spring times stay small and exact however far the
  /// caller's clock runs.
  mutating func rebase() {
    let shift = clock
    switch motion {
    case .animating(var animation, let target) where animation.startTime > clock:
      // A spring that starts later (a paced move between samples) keeps its shape.
      animation.shiftTime(by: -shift)
      motion = .animating(animation, target: target)
    case .animating(let animation, let target):
      let sample = animation.sample(at: clock)
      motion = .animating(
        SpringAnimation(
          spring: animation.spring, from: sample.position, to: animation.target,
          initialVelocity: sample.velocity, startTime: 0,
          positionTolerance: animation.positionTolerance,
          velocityTolerance: animation.velocityTolerance),
        target: target)
    case .dragging(var drag):
      drag.lastTime -= shift
      motion = .dragging(drag)
    case .still:
      break
    }
    lift.rebase(by: shift)
    keyboardShift.rebase(by: shift)
    horizontal.rebase(by: shift)
    drivenTime -= shift
    previousClock -= shift
    contentDrivenTime -= shift
    epoch += shift
    clock = 0
  }

  /// Prints corrections not reported before, once per kind, in debug builds.
  mutating func reportNewCorrections() {
    guard corrections != reportedCorrections else { return }
    let fresh = InputCorrections(rawValue: corrections.rawValue & ~reportedCorrections.rawValue)
    reportedCorrections = corrections
    #if DEBUG
      if configuration.printsCorrectionsInDebug {
        for line in fresh.explanations {
          print("BottomSheet: \(line).")
        }
      }
    #else
      _ = fresh
    #endif
  }
}
