import BottomSheetCore

/// The height model of a navigation stack inside a sheet.
///
/// Each screen has its own preferred height. A push or pop blends the two screens' heights with
/// the same progress that drives the horizontal slide, so the sheet's height and the slide move
/// as one, in both directions. An edge-swipe pop follows the finger and then finishes or
/// cancels with the projection physics the sheet uses for dismissal (horizontally); a cancelled
/// pop brings the height back. A screen whose height changes mid-transition blends to its new
/// height, and when the top screen shrinks the sheet shrinks (the system navigation controller
/// only ever grows).
///
/// Each screen's height is first capped to the tallest content the sheet shows
/// (``maximumHeight``, from the engine's layout), and only then blended: the sheet moves on every
/// frame of a slide between two capped heights, never standing still and then stopping dead at
/// the cap. When the cap changes mid-transition (a rotation) both heights glide to their new caps;
/// a glide still under way when the transition ends is finished by the sheet's own animation
/// (``drive(_:at:)``), so the sheet never jumps to the final height.
///
/// Feed ``frame(at:)``'s ``NavigationFrame/contentHeight`` to the engine as
/// `.contentHeightChanged(height, animated: false)` while ``NavigationFrame/isTransitioning``,
/// and animated otherwise; ``drive(_:at:)`` does exactly that.
package struct NavigationSizing: Sendable {
  /// The length of a timed push or pop, in seconds: 0.35 s, the pace of the system push.
  package static let transitionDuration: Double = 0.35
  /// The timing curve of a timed push or pop: Core Animation's ease-in-ease-out.
  package static let transitionCurve = TimingCurve.easeInOut
  /// The spring that finishes or cancels an interactive pop, and blends a screen's height
  /// change during a transition: critically damped (a slide must not overshoot), 0.3 s response.
  package static let settleSpring = SheetSpring.criticallyDamped(response: 0.3)

  /// The screens, root first.
  package internal(set) var stack: [NavigationScreen]
  /// The width the interactive pop is measured against, in points (the sheet's width).
  package var containerWidth: Double
  /// The deceleration used to project a pop's release.
  package var decelerationRate: DecelerationRate
  /// The latest time given, in seconds.
  package var time: Double { epoch + clock }
  /// The tallest height a screen is shown at, in points (``SheetLayout/maximumContentHeight``);
  /// +infinity until set.
  package private(set) var maximumHeight: Double = .infinity

  /// The clock's origin, in the caller's seconds; transitions run in seconds since it, so springs
  /// stay exact however far the caller's clock runs (see ``SheetEngine/rebaseInterval``).
  var epoch: Double
  /// Seconds since ``epoch``.
  var clock: Double = 0

  var transition: NavigationTransition?
  var events: [NavigationEvent] = []
  var lastSentHeight: Double?
  /// Set when a transition ended (or an unanimated one happened) since the last ``drive(_:at:)``,
  /// so the final height is applied without a second animation.
  var justFinished = false
  /// Set when a transition ended while the height of the screen left on top still glided to a
  /// cap or preferred height that changed late in it: the rest of that glide would be a jump,
  /// so ``drive(_:at:)`` hands it to the sheet's own animation instead.
  var endedGliding = false

  /// Creates a stack with `root` on it.
  ///
  /// - Parameters:
  ///   - root: The first screen.
  ///   - containerWidth: The sheet's width, in points.
  ///   - decelerationRate: The deceleration that projects an interactive pop's release.
  ///   - time: The clock's current time, in seconds.
  package init(
    root: NavigationScreen, containerWidth: Double, decelerationRate: DecelerationRate = .normal,
    time: Double = 0
  ) {
    stack = [NavigationSizing.sanitized(root)]
    self.containerWidth = containerWidth
    self.decelerationRate = decelerationRate
    self.epoch = time.isFinite && abs(time) <= SheetEngine.maximumTime ? time : 0
    events.reserveCapacity(4)
  }

  /// The screen on top (the destination once a transition finishes).
  package var topScreen: NavigationScreen { stack[stack.count - 1] }

  /// The scroll view the top screen's app named for the handoff (nil: the one under the
  /// finger); nil while a transition runs, when ``suspendsHandoff`` is true.
  package var trackedScrollView: ScrollViewID? {
    transition == nil ? topScreen.scrollView : nil
  }

  /// Whether scroll views must not hand off now: while a push or pop slides the screens.
  package var suspendsHandoff: Bool { transition != nil }

  /// Whether a push or pop is under way.
  package var isTransitioning: Bool { transition != nil }

  // MARK: - Operations

  /// Caps every screen's shown height at `height`, in points; a running transition's heights
  /// glide to their new caps. NaN is ignored.
  package mutating func setMaximumHeight(_ height: Double, at time: Double) {
    advance(to: time)
    guard !height.isNaN else { return }
    let cap = max(height, 0)
    guard cap != maximumHeight else { return }
    maximumHeight = cap
    guard var running = transition else { return }
    running.fromHeight.retarget(to: capped(running.from.preferredHeight), at: clock)
    running.toHeight.retarget(to: capped(running.to.preferredHeight), at: clock)
    transition = running
  }

  /// `height` within ``maximumHeight``.
  func capped(_ height: Double) -> Double { min(height, maximumHeight) }

  /// Pushes `screen`, animated or not.
  package mutating func push(_ screen: NavigationScreen, animated: Bool, at time: Double) {
    advance(to: time)
    let clean = NavigationSizing.sanitized(screen)
    var newStack = stack
    newStack.append(clean)
    begin(to: clean, isPop: false, finished: newStack, cancelled: stack, animated: animated)
  }

  /// Pops the top screen; returns false when only the root is left.
  @discardableResult
  package mutating func pop(animated: Bool, at time: Double) -> Bool {
    advance(to: time)
    guard stack.count > 1 else { return false }
    let remaining = Array(stack.dropLast())
    begin(
      to: remaining[remaining.count - 1], isPop: true, finished: remaining, cancelled: stack,
      animated: animated)
    return true
  }

  /// Pops to the root screen, with one transition from the top straight to the root.
  @discardableResult
  package mutating func popToRoot(animated: Bool, at time: Double) -> Bool {
    advance(to: time)
    guard stack.count > 1 else { return false }
    begin(to: stack[0], isPop: true, finished: [stack[0]], cancelled: stack, animated: animated)
    return true
  }

  /// Replaces the stack (UIKit's `setViewControllers`); an empty list is ignored.
  package mutating func setStack(_ screens: [NavigationScreen], animated: Bool, at time: Double) {
    advance(to: time)
    let clean = screens.map(NavigationSizing.sanitized)
    guard let last = clean.last else { return }
    let isPop = stack.contains { $0.id == last.id }
    begin(to: last, isPop: isPop, finished: clean, cancelled: stack, animated: animated)
  }

  /// Updates a screen's preferred height, in points, at any time (during a transition the
  /// screen's displayed height blends to it).
  package mutating func setPreferredHeight(_ height: Double, for screen: Int, at time: Double) {
    advance(to: time)
    let value = NavigationSizing.sanitized(height)
    let ends = updateScreen(screen) { $0.preferredHeight = value }
    // The transition's ends glide to the new height.
    let target = capped(value)
    let now = clock
    if ends.from { transition?.fromHeight.retarget(to: target, at: now) }
    if ends.to { transition?.toHeight.retarget(to: target, at: now) }
  }

  // MARK: - Interactive pop

  /// The sheet's edge swipe began; returns false when there is nothing to pop or a transition
  /// runs.
  @discardableResult
  package mutating func interactivePopBegan(at time: Double) -> Bool {
    advance(to: time)
    guard stack.count > 1, transition == nil else { return false }
    let remaining = Array(stack.dropLast())
    begin(
      to: remaining[remaining.count - 1], isPop: true, finished: remaining, cancelled: stack,
      animated: true)
    transition?.driver = .interactive(progress: 0, velocity: 0, lastTime: clock)
    return true
  }

  /// The finger moved to total horizontal `translation` (points, right positive). Ignored
  /// while the system's content back swipe drives the pop (``systemPopChanged(progress:at:)``).
  package mutating func interactivePopChanged(translation: Double, at time: Double) {
    advance(to: time)
    guard let running = transition, !running.followsSystem else { return }
    let width = max(containerWidth.isFinite ? containerWidth : 1, 1)
    follow(progress: translation / width)
  }

  /// Moves an interactive pop's progress to `proposed` (clamped to 0…1; NaN keeps the last),
  /// tracking its velocity.
  mutating func follow(progress proposed: Double) {
    guard var running = transition,
      case .interactive(let old, let velocity, let last) = running.driver
    else { return }
    let progress = proposed.isFinite ? min(max(proposed, 0), 1) : old
    let elapsed = clock - last
    let newVelocity = elapsed > 0 ? (progress - old) / elapsed : velocity
    running.driver = .interactive(progress: progress, velocity: newVelocity, lastTime: clock)
    transition = running
  }

  /// The finger lifted with horizontal `velocity` (points per second, right positive): the pop
  /// finishes when the projected position passes half the width, else it cancels.
  package mutating func interactivePopEnded(velocity: Double, at time: Double) {
    advance(to: time)
    guard let running = transition, case .interactive(let progress, _, _) = running.driver else {
      return
    }
    let width = max(containerWidth.isFinite ? containerWidth : 1, 1)
    let speed = velocity.isFinite ? velocity : 0
    let projected = Projection.project(
      position: progress * width, velocity: speed, rate: decelerationRate)
    settle(finishing: projected > width / 2, velocity: speed / width)
  }

  /// The system cancelled the swipe: the pop cancels.
  package mutating func interactivePopCancelled(at time: Double) {
    advance(to: time)
    guard let running = transition, case .interactive = running.driver else { return }
    settle(finishing: false, velocity: 0)
  }

  /// The sheet went away mid-transition (dismissed, or its presentation torn down): the
  /// transition ends at once, the way it was heading. A timed push or pop finishes, a settling
  /// one ends where its spring goes, and a pop still under the finger is cancelled, as UIKit
  /// cancels an interactive pop whose gesture is cancelled. Sends `didShow` or `didCancel`.
  package mutating func endTransitionNow(at time: Double) {
    advance(to: time)
    guard let running = transition else { return }
    switch running.driver {
    case .timed:
      complete(running, finished: true)
    case .settling(_, let finishing):
      complete(running, finished: finishing)
    case .interactive:
      complete(running, finished: false)
    }
  }

  // MARK: - Reading

  /// Advances to `time` (completing a finished transition) and returns what to show.
  package mutating func frame(at time: Double) -> NavigationFrame {
    advance(to: time)
    guard let running = transition else {
      let top = topScreen
      return NavigationFrame(
        fromScreen: top.id, toScreen: top.id, progress: 1,
        contentHeight: capped(top.preferredHeight),
        isTransitioning: false, isInteractive: false, isPop: false)
    }
    let progress = running.progress(at: clock)
    let from = running.fromHeight.value(at: clock)
    let to = running.toHeight.value(at: clock)
    var interactive = false
    if case .interactive = running.driver { interactive = true }
    return NavigationFrame(
      fromScreen: running.from.id, toScreen: running.to.id, progress: progress,
      contentHeight: from + (to - from) * progress, isTransitioning: true,
      isInteractive: interactive, isPop: running.isPop)
  }

  /// Advances to `time` and sends the content height to `engine`: unanimated while a transition
  /// drives it (the progress already animates it), animated when the top screen changes its
  /// height at rest, and when a transition ended before its screen's height finished gliding
  /// to a new cap or preferred height.
  package mutating func drive(_ engine: inout SheetEngine, at time: Double) {
    setMaximumHeight(engine.layout.maximumContentHeight, at: time)
    let frame = self.frame(at: time)
    let animated = !frame.isTransitioning && (!justFinished || endedGliding)
    justFinished = false
    endedGliding = false
    guard frame.contentHeight != lastSentHeight else { return }
    lastSentHeight = frame.contentHeight
    engine.handle(.contentHeightChanged(frame.contentHeight, animated: animated), at: self.time)
  }

  /// Hands every pending event to `body`, oldest first.
  package mutating func drainEvents(_ body: (NavigationEvent) -> Void) {
    for event in events { body(event) }
    events.removeAll(keepingCapacity: true)
  }

  // MARK: - Internals

  /// A height in 0…``LayoutContext/maximumLength``: NaN and negative become 0, +∞ the maximum.
  static func sanitized(_ height: Double) -> Double {
    if height.isNaN { return 0 }
    return min(max(height, 0), LayoutContext.maximumLength)
  }

  /// `screen` with a sanitised height.
  static func sanitized(_ screen: NavigationScreen) -> NavigationScreen {
    var copy = screen
    copy.preferredHeight = sanitized(screen.preferredHeight)
    return copy
  }

  mutating func begin(
    to destination: NavigationScreen, isPop: Bool, finished: [NavigationScreen],
    cancelled: [NavigationScreen], animated: Bool
  ) {
    let current = self.frame(at: time)
    if let running = transition {
      // A new operation completes the running one at once, as UIKit does.
      complete(running, finished: true)
    }
    let source = topScreen
    guard animated else {
      stack = finished
      events.append(.didShow(screen: destination.id))
      justFinished = true
      endedGliding = false
      return
    }
    let startHeight = current.contentHeight
    transition = NavigationTransition(
      from: source, to: destination, isPop: isPop,
      fromHeight: SpringAnimation(
        spring: NavigationSizing.settleSpring, from: startHeight,
        to: capped(source.preferredHeight), initialVelocity: 0, startTime: clock),
      toHeight: SpringAnimation(
        spring: NavigationSizing.settleSpring, from: capped(destination.preferredHeight),
        to: capped(destination.preferredHeight), initialVelocity: 0, startTime: clock),
      driver: .timed(start: clock), finishedStack: finished, cancelledStack: cancelled)
    stack = finished
  }

  mutating func settle(finishing: Bool, velocity: Double) {
    guard var running = transition else { return }
    let progress = running.progress(at: clock)
    let target = finishing ? 1.0 : 0.0
    // A critically damped spring crosses its target only when the velocity toward it exceeds
    // ω₀·distance; cap it there so the slide never overshoots.
    let limit = NavigationSizing.settleSpring.naturalFrequency * abs(target - progress)
    var start = velocity
    if start * (target - progress) > 0 {
      start = start > 0 ? min(start, limit) : max(start, -limit)
    } else {
      start = 0
    }
    running.driver = .settling(
      SpringAnimation(
        spring: NavigationSizing.settleSpring, from: progress, to: target,
        initialVelocity: start, startTime: clock, positionTolerance: 0.001,
        velocityTolerance: 0.01),
      finishing: finishing)
    transition = running
  }

  mutating func advance(to newTime: Double) {
    if newTime.isFinite, newTime > time, abs(newTime) <= SheetEngine.maximumTime {
      if newTime - epoch > SheetEngine.rebaseInterval { rebase() }
      clock = newTime - epoch
    }
    if let running = transition, let finished = running.outcome(at: clock) {
      complete(running, finished: finished)
    }
  }

  /// Starts a new epoch at the current instant, re-anchoring a running transition there.
  mutating func rebase() {
    let shift = clock
    if var running = transition {
      running.fromHeight = NavigationSizing.reanchored(running.fromHeight, at: clock)
      running.toHeight = NavigationSizing.reanchored(running.toHeight, at: clock)
      switch running.driver {
      case .timed(let start):
        running.driver = .timed(start: start - shift)
      case .interactive(let progress, let velocity, let lastTime):
        running.driver = .interactive(
          progress: progress, velocity: velocity, lastTime: lastTime - shift)
      case .settling(let animation, let finishing):
        running.driver = .settling(
          NavigationSizing.reanchored(animation, at: clock), finishing: finishing)
      }
      transition = running
    }
    epoch += shift
    clock = 0
  }

  /// `animation` restarted at time 0 from its state at `time`, toward the same target.
  static func reanchored(_ animation: SpringAnimation, at time: Double) -> SpringAnimation {
    let sample = animation.sample(at: time)
    return SpringAnimation(
      spring: animation.spring, from: sample.position, to: animation.target,
      initialVelocity: sample.velocity, startTime: 0,
      positionTolerance: animation.positionTolerance,
      velocityTolerance: animation.velocityTolerance)
  }

  mutating func complete(_ running: NavigationTransition, finished: Bool) {
    transition = nil
    justFinished = true
    endedGliding = !(finished ? running.toHeight : running.fromHeight).isSettled(at: clock)
    if finished {
      stack = running.finishedStack
      events.append(.didShow(screen: running.to.id))
    } else {
      stack = running.cancelledStack
      events.append(.didCancel(screen: running.from.id))
    }
  }
}
