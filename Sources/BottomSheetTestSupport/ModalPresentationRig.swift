import BottomSheetCore
import BottomSheetRules

/// A modal sheet wired as the UIKit adapter wires it — engine, ``TransitionLifecycle`` and the
/// one dismissal route — over an emulated host that keeps UIKit's transition contract: one
/// transition at a time, a `present` or `dismiss` refused while one is open, every transition
/// completed exactly once.
///
/// Tests and `sheet-lab` drive it with app calls, fingers and time; the ``log`` records what
/// the host saw.
///
/// ```swift
/// var rig = ModalPresentationRig(engine: engine)
/// rig.appPresents(animated: true, at: 0)
/// rig.advance(to: 1)
/// #expect(rig.lifecycle.hostState == .presented)
/// ```
package struct ModalPresentationRig: Sendable {
  /// The sheet's engine.
  package var engine: SheetEngine
  /// The transition machine under test.
  package private(set) var lifecycle = TransitionLifecycle()
  /// What the host saw.
  package private(set) var log = HostTransitionLog()
  /// Every notification the engine sent, with its time (until ``takeNotifications()``).
  package private(set) var notifications: [TimedNotification] = []
  /// The answer the emulated delegate gives when a user dismissal asks.
  package var allowsUserDismissal = true
  /// Whether the emulated host ignores dismissals, as UIKit does while it is busy with another
  /// presentation.
  package var refusesDismissals = false
  /// How many times the user-dismissal question was asked.
  package private(set) var vetoQuestions = 0
  /// How many times the drag was ended by a ``TransitionLifecycle.Command/endDrag``.
  package private(set) var dragsEnded = 0
  /// Whether an ``TransitionLifecycle.Command/endDrag`` reset the finger's recogniser, so its later moves
  /// and its lift are dropped until the next touch, as UIKit drops a cancelled gesture's.
  package private(set) var isDragReset = false
  /// Whether the host shows the presented controller (from the start of its presentation until
  /// its dismissal or cancelled presentation completes).
  package private(set) var hostShowsSheet = false
  /// How many times the adapter was told to let go of the sheet
  /// (``TransitionLifecycle.Command/releaseSheet``). A release while the host shows the sheet or before
  /// the engine hid it is a contract violation in ``log``.
  package private(set) var releases = 0
  /// Whether the engine had posted `didDismiss` when the sheet was last released (the app's
  /// callbacks are dropped at the release, so it must come first).
  package private(set) var didDismissPrecededRelease = false

  /// The host's open transition: whether it presents.
  private var openTransition: Bool?

  /// Creates a rig around a hidden sheet.
  package init(engine: SheetEngine) {
    self.engine = engine
  }

  // MARK: - The app

  /// The app calls `present(_:animated:)`; the host refuses while it shows the sheet or a
  /// transition is open.
  package mutating func appPresents(animated: Bool, at time: Double) {
    guard openTransition == nil, !hostShowsSheet else {
      record("present refused", at: time)
      return
    }
    beginHostTransition(presents: true, animated: animated, at: time)
  }

  /// The app calls the host's `dismiss(animated:)` on the presenter.
  package mutating func appDismissesThroughHost(animated: Bool, at time: Double) {
    hostDismiss(animated: animated, at: time, label: "dismiss")
  }

  /// The app asks the sheet itself to dismiss (a binding set to false).
  package mutating func appDismissesSheet(animated: Bool, at time: Double) {
    send(.appRequestedDismissal(animated: animated), at: time)
  }

  // MARK: - The user

  /// A finger touches the sheet and starts dragging it.
  package mutating func fingerDown(at time: Double) {
    isDragReset = false
    send(.fingerDown, at: time)
    input(.dragBegan, at: time)
  }

  /// A finger touches the sheet, before it moves (the adapter's touch-down recognizer): the
  /// core decides whether it catches a moving sheet (``SheetInput/touchDown``).
  package mutating func touchDown(at time: Double) {
    input(.touchDown, at: time)
  }

  /// The touching finger lifts (``SheetInput/touchLifted``).
  package mutating func touchLifted(at time: Double) {
    input(.touchLifted, at: time)
  }

  /// The finger moved to `translation` points (down positive) since it touched.
  package mutating func fingerMoved(translation: Double, at time: Double) {
    guard !isDragReset else { return }
    input(.dragChanged(translation: translation), at: time)
  }

  /// The finger lifts with `velocity` (points per second, down positive).
  package mutating func fingerUp(velocity: Double, at time: Double) {
    guard !isDragReset else { return }
    input(.dragEnded(velocity: velocity), at: time)
    send(.fingerUp, at: time)
  }

  /// The system cancels the finger's gesture.
  package mutating func fingerCancelled(at time: Double) {
    guard !isDragReset else { return }
    input(.dragCancelled, at: time)
    send(.fingerUp, at: time)
  }

  /// Any other engine input (tap on the dimming, escape, layout, detent selection); whether the
  /// engine took it.
  @discardableResult
  package mutating func input(_ input: SheetInput, at time: Double) -> Bool {
    let allowed = allowsUserDismissal
    var asked = 0
    let handled = engine.handle(input, at: time) {
      asked += 1
      return allowed
    }
    vetoQuestions += asked
    engineChanged(at: time)
    return handled
  }

  /// Reports the engine to the transition machine after the caller changed ``engine``
  /// directly (a scroll handoff or a navigation transition driving it).
  package mutating func sync(at time: Double) {
    engineChanged(at: time)
  }

  /// Advances the engine to `time`, reports it, and returns the frame to draw.
  package mutating func frame(at time: Double) -> SheetFrame {
    let frame = engine.step(to: time)
    engineChanged(at: time)
    return frame
  }

  /// Returns and clears the notifications collected so far.
  package mutating func takeNotifications() -> [TimedNotification] {
    defer { notifications.removeAll() }
    return notifications
  }

  // MARK: - Time

  /// Draws frames at 120 Hz up to `time`, feeding each to the transition machine.
  package mutating func advance(to time: Double, framesPerSecond: Double = 120) {
    var clock = FixedStepClock(framesPerSecond: framesPerSecond, startTime: engine.time)
    var now = clock.tick()
    while now <= time + 1e-9 {
      _ = frame(at: now)
      now = clock.tick()
    }
  }

  /// Whether the host has a transition open.
  package var hostHasOpenTransition: Bool { openTransition != nil }

  // MARK: - Wiring, as the adapter does it

  private mutating func engineChanged(at time: Double) {
    engine.drainNotifications { notification in
      notifications.append(TimedNotification(time: time, notification: notification))
    }
    send(.engineUpdated(engine.transitionStatus), at: time)
  }

  private mutating func send(_ event: TransitionLifecycle.Event, at time: Double) {
    for command in lifecycle.handle(event) {
      perform(command, at: time)
    }
  }

  private mutating func perform(_ command: TransitionLifecycle.Command, at time: Double) {
    switch command {
    case .presentSheet(let animated):
      input(.present(animated: animated), at: time)
    case .dismissSheet(let animated):
      input(.dismiss(animated: animated), at: time)
    case .finishTransition:
      completeHostTransition(finished: true, at: time)
    case .cancelTransition:
      completeHostTransition(finished: false, at: time)
    case .requestHostDismissal(let animated):
      if !hostShowsSheet { log.contractViolations.append("dismissal requested while hidden") }
      hostDismiss(animated: animated, at: time, label: "dismissal requested")
    case .endDrag:
      dragsEnded += 1
      isDragReset = true
      send(.fingerUp, at: time)
    case .userDismissalWillBegin:
      record("user dismissal will begin", at: time)
    case .userDismissalDidEnd:
      record("user dismissal did end", at: time)
    case .releaseSheet:
      releases += 1
      didDismissPrecededRelease = notifications.last?.notification == .didDismiss
      if hostShowsSheet || openTransition != nil {
        log.contractViolations.append("released while the host shows the sheet at \(time)")
      }
      if engine.presentationState != .dismissed {
        log.contractViolations.append("released before the engine hid the sheet at \(time)")
      }
    }
  }

  // MARK: - The emulated host

  private mutating func hostDismiss(animated: Bool, at time: Double, label: String) {
    record(label, at: time)
    guard openTransition == nil, hostShowsSheet, !refusesDismissals else {
      record("dismiss refused", at: time)
      if label == "dismissal requested" { send(.hostRefusedDismissal, at: time) }
      return
    }
    beginHostTransition(presents: false, animated: animated, at: time)
  }

  private mutating func beginHostTransition(presents: Bool, animated: Bool, at time: Double) {
    openTransition = presents
    if presents { hostShowsSheet = true }
    record(presents ? "present begins" : "dismiss begins", at: time)
    send(
      presents ? .hostWillPresent(animated: animated) : .hostWillDismiss(animated: animated),
      at: time)
    // UIKit hands the context to the interaction controller in the same turn.
    if openTransition == presents {
      send(.hostTransitionStarted, at: time)
    }
  }

  private mutating func completeHostTransition(finished: Bool, at time: Double) {
    guard let presents = openTransition else {
      log.contractViolations.append("completed a transition with none open at \(time)")
      return
    }
    openTransition = nil
    let kind = presents ? "present" : "dismiss"
    record("\(kind) \(finished ? "finished" : "cancelled")", at: time)
    hostShowsSheet = presents == finished
    send(.hostTransitionDidEnd(completed: finished), at: time)
  }

  private mutating func record(_ label: String, at time: Double) {
    log.entries.append(HostTransitionLog.Entry(time: time, label: label))
  }
}
