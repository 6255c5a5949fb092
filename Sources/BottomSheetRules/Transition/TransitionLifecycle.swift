import BottomSheetCore

/// Keeps the host's modal transitions (UIKit's present and dismiss) in step with the engine.
///
/// The adapter forwards every ``TransitionLifecycle.Event`` to ``handle(_:)`` and carries out the
/// ``TransitionLifecycle.Command``s it returns, in order; it keeps no state about transitions itself.
///
/// The rules, after UIKit's transition contract and the system sheet:
///
/// - A presentation transition finishes as soon as the sheet first reaches its detent (within
///   ``arrivalTolerance``), not when the spring's tail settles, so the app's next `present` or
///   `dismiss` works at once. It is cancelled when the sheet, thrown back or dismissed during the
///   presentation, is out of sight.
/// - A dismissal transition finishes as soon as the sheet is out of sight (the engine is then
///   told to finish hiding, so `didDismiss` comes at once). A finger that grabs the sheet during
///   the dismissal cancels it at once: the sheet stays presented and follows the finger.
/// - A user dismissal (a release, a tap on the dimming, the escape gesture) becomes one request
///   to the host; a dismissal is never requested twice, and nothing is asked of the host once
///   the sheet is hidden. A request the host refuses brings the sheet back. The adaptive
///   delegate hears `presentationControllerWillDismiss` once the host's dismissal has begun
///   (so its transition coordinator exists), not for a refused request.
/// - A dismissal the app asks for while a finger holds the sheet follows the engine's rule for
///   ``SheetInput/dismiss(animated:)`` (the sheet leaves from where the finger had it) and
///   ends the drag.
/// - A dismissal the app asks for before the host's first presentation has begun (right after
///   `present`) is kept and carried out when it begins: the sheet presents and leaves at once,
///   and the presentation is cancelled once it is out of sight.
/// - Every transition the host began ends exactly once, finished or cancelled.
/// - When the host's transition ends with the sheet gone (a dismissal completed, a presentation
///   cancelled) the adapter is told once to let go of everything it holds for the sheet
///   (``TransitionLifecycle.Command/releaseSheet``), after the engine has hidden the sheet, so
///   `didDismiss` is posted first. A dismissal that is cancelled lets go of nothing
///   (``SheetRetention``).
///
/// ```swift
/// var lifecycle = TransitionLifecycle()
/// for command in lifecycle.handle(.hostWillPresent(animated: true)) { perform(command) }
/// ```
package struct TransitionLifecycle: Sendable {
  /// How close to its goal the sheet counts as arrived, in points: half a point, less than a
  /// pixel on a 2× display, so finishing there shows no jump.
  package static let arrivalTolerance: Double = 0.5

  /// Where the host stands.
  package private(set) var hostState: TransitionLifecycle.HostState = .notPresented
  /// Whether the open transition's context has reached the adapter.
  package private(set) var hasTransitionContext = false
  /// Whether the open dismissal is a user dismissal (requested by the sheet, not the app).
  package private(set) var isUserDismissal = false
  /// Whether a finger is on the sheet.
  package private(set) var isFingerDown = false
  /// The engine's state as last reported.
  package private(set) var engine: TransitionLifecycle.EngineStatus = .hidden
  /// What a binding such as SwiftUI's `isPresented` shows: true from the start of a
  /// presentation, false from the moment a dismissal is committed (not while a finger still
  /// holds a dismissing sheet, which may pull it back).
  package private(set) var isPresentedForBinding = false
  /// How many host transitions have begun, and how many ended (finished or cancelled), so
  /// tests can check that each ends exactly once.
  package private(set) var transitionsBegun = 0
  /// How many host transitions ended.
  package private(set) var transitionsEnded = 0
  /// How many dismissals were requested from the host.
  package private(set) var dismissalRequests = 0
  /// Whether the adapter still holds what it keeps for the sheet.
  package private(set) var retention: SheetRetention = .idle
  /// A dismissal the app asked for after asking the host to present but before the host's
  /// presentation began (whether it animates): carried out as soon as it begins, so the sheet
  /// is dismissed, not left on screen.
  package private(set) var dismissalBeforePresenting: Bool?

  /// Creates the machine for a sheet the host does not show yet.
  package init() {}

  /// Applies `event` and returns what the adapter must do, in order.
  package mutating func handle(_ event: TransitionLifecycle.Event) -> [TransitionLifecycle.Command]
  {
    var commands: [TransitionLifecycle.Command] = []
    switch event {
    case .hostWillPresent(let animated):
      hostWillPresent(animated: animated, &commands)
    case .hostWillDismiss(let animated):
      hostWillDismiss(animated: animated, &commands)
    case .hostTransitionStarted:
      if hostState.hasOpenTransition, !hasTransitionContext {
        hasTransitionContext = true
        resolve(&commands)
      }
    case .hostTransitionDidEnd(let completed):
      hostTransitionDidEnd(completed: completed, &commands)
    case .hostRefusedDismissal:
      // The sheet comes back rather than leaving an invisible, still presented controller
      // that blocks touches.
      guard hostState == .dismissalRequested else { break }
      hostState = .presented
      if engine.presentationState != .presented { commands.append(.presentSheet(animated: true)) }
    case .engineUpdated(let status):
      engine = status
      updateBinding()
      resolve(&commands)
      releaseIfGone(&commands)
    case .appRequestedDismissal(let animated):
      appRequestedDismissal(animated: animated, &commands)
    case .fingerDown:
      isFingerDown = true
    case .fingerUp:
      isFingerDown = false
    }
    return commands
  }

  /// How far the open host transition has come, 0…1, for the host's interactive progress
  /// (UIKit's `updateInteractiveTransition(_:)`, which drives alongside animations): the
  /// frame's ``SheetFrame/presentationProgress`` while presenting, its complement while
  /// dismissing, nil when no transition's context is open.
  package func transitionPercent(presentationProgress: Double) -> Double? {
    guard hasTransitionContext else { return nil }
    let shown = presentationProgress.isFinite ? min(max(presentationProgress, 0), 1) : 0
    switch hostState {
    case .presenting: return shown
    case .dismissing: return 1 - shown
    case .notPresented, .presented, .dismissalRequested: return nil
    }
  }

  // MARK: - Host events

  private mutating func hostWillPresent(
    animated: Bool, _ commands: inout [TransitionLifecycle.Command]
  ) {
    guard hostState == .notPresented else { return }
    open(.presenting)
    retention = .held
    isPresentedForBinding = true
    // A drag from hidden may already have begun the presentation in the engine.
    let presents = engine.presentationState == .dismissed
    if presents {
      commands.append(.presentSheet(animated: animated))
    }
    if let dismissal = dismissalBeforePresenting {
      dismissalBeforePresenting = nil
      if presents {
        // The engine presents first (the command before), then leaves: the presentation is
        // cancelled once the sheet is out of sight, as for a dismissal while presenting.
        commands.append(.dismissSheet(animated: dismissal))
      } else {
        appRequestedDismissal(animated: dismissal, &commands)
      }
    }
  }

  private mutating func hostWillDismiss(
    animated: Bool, _ commands: inout [TransitionLifecycle.Command]
  ) {
    switch hostState {
    case .presented:
      // The app's own `dismiss`: programmatic, never vetoed.
      isUserDismissal = false
      open(.dismissing)
      if engine.presentationState != .dismissed {
        if engine.phase == .dragging || isFingerDown { commands.append(.endDrag) }
        commands.append(.dismissSheet(animated: animated))
      }
    case .dismissalRequested:
      open(.dismissing)
      // The host's dismissal has begun, so its transition coordinator exists: the adaptive
      // delegate hears of a user dismissal now, and can follow (or learn it was cancelled, by a
      // finger that catches the sheet) through that coordinator, as UIKit's sheet lets it.
      if isUserDismissal { commands.append(.userDismissalWillBegin) }
      // A user dismissal already runs in the engine; the app's own request starts here.
      let engineStays = !engine.isLeaving
      if engineStays, engine.phase == .dragging || isFingerDown { commands.append(.endDrag) }
      if engine.presentationState != .dismissed, engineStays || !animated {
        commands.append(.dismissSheet(animated: animated))
      }
    case .notPresented, .presenting, .dismissing:
      break
    }
  }

  private mutating func hostTransitionDidEnd(
    completed: Bool, _ commands: inout [TransitionLifecycle.Command]
  ) {
    switch hostState {
    case .presenting:
      // The host ended the presentation without waiting for us.
      close(completed ? .presented : .notPresented)
      if !completed { hideEngine(&commands) }
    case .dismissing:
      if completed {
        close(.notPresented)
        hideEngine(&commands)
        if isUserDismissal { commands.append(.userDismissalDidEnd) }
      } else {
        close(.presented)
      }
    case .notPresented, .presented, .dismissalRequested:
      releaseIfEnded(&commands)
      return
    }
    resolve(&commands)
    releaseIfEnded(&commands)
  }

  /// The host's transition ended: when the sheet is gone, everything held for it is let go.
  private mutating func releaseIfEnded(_ commands: inout [TransitionLifecycle.Command]) {
    // UIKit calls `…TransitionDidEnd` from inside the `completeTransition` of a transition this
    // machine already closed, so the host state, not this event's own case, says it is gone.
    if hostState == .notPresented, retention == .held {
      retention = .releasing
    }
    releaseIfGone(&commands)
  }

  private mutating func appRequestedDismissal(
    animated: Bool, _ commands: inout [TransitionLifecycle.Command]
  ) {
    switch hostState {
    case .presenting:
      // The presentation is cancelled once the sheet is out of sight.
      if engine.phase == .dragging || isFingerDown { commands.append(.endDrag) }
      if engine.presentationState != .dismissed {
        commands.append(.dismissSheet(animated: animated))
      }
    case .presented:
      // The drag ends when the host's dismissal reaches the engine (``hostWillDismiss``).
      isUserDismissal = false
      request(animated: animated, &commands)
    case .notPresented:
      // Before the first presentation began: kept for it. Once the sheet was released, there
      // is nothing left to dismiss.
      if retention == .idle { dismissalBeforePresenting = animated }
    case .dismissalRequested, .dismissing:
      break
    }
  }

  // MARK: - Deciding

  /// Finishes or cancels the open transition, or asks for a dismissal, as the engine's state
  /// requires.
  private mutating func resolve(_ commands: inout [TransitionLifecycle.Command]) {
    switch hostState {
    case .notPresented, .dismissalRequested:
      return
    case .presented:
      if engine.isLeaving {
        isUserDismissal = true
        request(animated: engine.presentationState != .dismissed, &commands)
      }
    case .presenting:
      guard hasTransitionContext else { return }
      if engine.isLeaving {
        if engine.isOutOfSight || engine.presentationState == .dismissed {
          commands.append(.cancelTransition)
          close(.notPresented)
          hideEngine(&commands)
        }
      } else if engine.presentationState == .presented || engine.hasReachedDetent {
        commands.append(.finishTransition)
        close(.presented)
      }
    case .dismissing:
      guard hasTransitionContext else { return }
      if engine.phase == .dragging
        || engine.presentationState == .presenting || engine.presentationState == .presented
      {
        // Grabbed or sent back: the sheet stays.
        commands.append(.cancelTransition)
        close(.presented)
      } else if engine.isOutOfSight || engine.presentationState == .dismissed {
        commands.append(.finishTransition)
        close(.notPresented)
        hideEngine(&commands)
        if isUserDismissal { commands.append(.userDismissalDidEnd) }
      }
    }
  }

  /// Lets go of the sheet once the host's transition ended with it gone and the engine hid it.
  private mutating func releaseIfGone(_ commands: inout [TransitionLifecycle.Command]) {
    guard retention == .releasing, engine.presentationState == .dismissed else { return }
    retention = .released
    commands.append(.releaseSheet)
  }

  /// Asks the host to dismiss, once.
  private mutating func request(animated: Bool, _ commands: inout [TransitionLifecycle.Command]) {
    hostState = .dismissalRequested
    dismissalRequests += 1
    isPresentedForBinding = false
    commands.append(.requestHostDismissal(animated: animated))
  }

  /// Makes sure the engine ends hidden (so it reports `didDismiss` now).
  private mutating func hideEngine(_ commands: inout [TransitionLifecycle.Command]) {
    if engine.presentationState != .dismissed {
      commands.append(.dismissSheet(animated: false))
    }
    isPresentedForBinding = false
  }

  private mutating func open(_ state: TransitionLifecycle.HostState) {
    hostState = state
    hasTransitionContext = false
    transitionsBegun += 1
  }

  private mutating func close(_ state: TransitionLifecycle.HostState) {
    hostState = state
    hasTransitionContext = false
    transitionsEnded += 1
  }

  private mutating func updateBinding() {
    switch engine.presentationState {
    case .presenting, .presented:
      if hostState != .notPresented { isPresentedForBinding = true }
    case .dismissing:
      if engine.phase != .dragging { isPresentedForBinding = false }
    case .dismissed:
      isPresentedForBinding = false
    }
  }
}

extension TransitionLifecycle {
  /// What ``TransitionLifecycle`` hears: the host's transition calls, the engine's state after
  /// each input and frame, the app's and the user's requests, and the finger.
  ///
  /// In UIKit terms: ``hostWillPresent(animated:)`` is `presentationTransitionWillBegin`,
  /// ``hostTransitionStarted`` is the animator's `startInteractiveTransition(_:)` (the transition
  /// context has arrived, so it can be finished or cancelled), ``hostTransitionDidEnd(completed:)``
  /// is `presentationTransitionDidEnd(_:)` or `dismissalTransitionDidEnd(_:)`.
  package enum Event: Sendable, Hashable {
    /// The host began presenting the sheet.
    case hostWillPresent(animated: Bool)
    /// The host began dismissing the sheet (the app's `dismiss`, or the one the sheet requested).
    case hostWillDismiss(animated: Bool)
    /// The open transition's context reached the adapter: from now on it can be finished or
    /// cancelled.
    case hostTransitionStarted
    /// The host ended its open transition, completed or not.
    case hostTransitionDidEnd(completed: Bool)
    /// The host did not start the dismissal the sheet requested (UIKit ignores `dismiss` while
    /// another presentation or dismissal runs).
    case hostRefusedDismissal
    /// The engine's state after an input or a frame (``SheetEngine/transitionStatus``).
    case engineUpdated(TransitionLifecycle.EngineStatus)
    /// The app asked the sheet itself to dismiss (a SwiftUI binding set to false, the sheet's own
    /// `dismiss` API): never vetoed.
    case appRequestedDismissal(animated: Bool)
    /// A finger touched the sheet.
    case fingerDown
    /// The last finger left the sheet.
    case fingerUp
  }
}

extension TransitionLifecycle {
  /// What ``TransitionLifecycle`` asks the adapter to do. The adapter carries each out as it
  /// comes, in order, and keeps no state of its own about transitions.
  package enum Command: Sendable, Hashable {
    /// Send ``SheetInput/present(animated:)`` to the engine.
    case presentSheet(animated: Bool)
    /// Send ``SheetInput/dismiss(animated:)`` to the engine (programmatic: never vetoed).
    case dismissSheet(animated: Bool)
    /// Finish the open host transition (UIKit: `finishInteractiveTransition()` then
    /// `completeTransition(true)`).
    case finishTransition
    /// Cancel the open host transition (UIKit: `cancelInteractiveTransition()` then
    /// `completeTransition(false)`).
    case cancelTransition
    /// Ask the host to dismiss the sheet (UIKit: `presentingViewController.dismiss(animated:)`).
    case requestHostDismissal(animated: Bool)
    /// End the finger's drag: the engine let go of it (UIKit: reset the pan recognizers).
    case endDrag
    /// A user dismissal began and the host's dismissal transition with it: tell the presented
    /// controller's adaptive delegate (`presentationControllerWillDismiss`), whose
    /// `transitionCoordinator` then exists. A request the host refuses sends none.
    case userDismissalWillBegin
    /// A user dismissal completed: tell the adaptive delegate (`presentationControllerDidDismiss`).
    case userDismissalDidEnd
    /// The sheet is gone for good: let go of everything held for it (UIKit: detach the driver,
    /// so its display link, observers and gesture targets go; drop the callbacks and the
    /// transitioning delegate), so nothing outlives the sheet and no closure keeps its content
    /// alive. Sent once per presentation, after the engine's `didDismiss`
    /// (``SheetRetention``).
    case releaseSheet
  }
}

extension TransitionLifecycle {
  /// Where the host (UIKit's modal presentation machinery) stands with the sheet, as
  /// ``TransitionLifecycle`` keeps it.
  ///
  /// UIKit accepts a new `present` or `dismiss` only while no transition is open, so the states
  /// that hold a transition open (``presenting`` and ``dismissing``) are left as soon as the engine
  /// has decided the outcome.
  package enum HostState: Sendable, Hashable {
    /// The host shows nothing: before the first presentation, or after a dismissal or a cancelled
    /// presentation completed.
    case notPresented
    /// The host's presentation transition is open.
    case presenting
    /// The host counts the sheet as presented and no transition is open.
    case presented
    /// The sheet asked the host to dismiss (a user dismissal) and waits for its transition.
    case dismissalRequested
    /// The host's dismissal transition is open.
    case dismissing

    /// Whether a host transition is open (``presenting`` or ``dismissing``).
    package var hasOpenTransition: Bool {
      self == .presenting || self == .dismissing
    }
  }
}

extension TransitionLifecycle {
  /// The part of the engine's state that ``TransitionLifecycle`` decides on.
  package struct EngineStatus: Sendable, Hashable {
    /// The engine's present/dismiss life cycle.
    package var presentationState: PresentationState
    /// What the sheet is doing.
    package var phase: SheetPhase
    /// The sheet's extent, in points.
    package var extent: Double
    /// The extent of the detent the sheet presents at or rests at, in points (0 when unknown).
    package var detentExtent: Double

    /// Creates a status.
    ///
    /// - Parameters:
    ///   - presentationState: The engine's present/dismiss life cycle.
    ///   - phase: What the sheet is doing.
    ///   - extent: The sheet's extent, in points.
    ///   - detentExtent: The extent of the detent it presents or rests at, in points.
    package init(
      presentationState: PresentationState, phase: SheetPhase, extent: Double,
      detentExtent: Double
    ) {
      self.presentationState = presentationState
      self.phase = phase
      self.extent = extent
      self.detentExtent = detentExtent
    }

    /// A hidden sheet.
    package static let hidden = TransitionLifecycle.EngineStatus(
      presentationState: .dismissed, phase: .hidden, extent: 0, detentExtent: 0)

    /// Whether the sheet shows at least its detent's extent (less ``TransitionLifecycle/arrivalTolerance``).
    package var hasReachedDetent: Bool {
      detentExtent > 0 && extent >= detentExtent - TransitionLifecycle.arrivalTolerance
    }

    /// Whether the sheet is out of sight (extent within ``TransitionLifecycle/arrivalTolerance``
    /// of 0).
    package var isOutOfSight: Bool {
      extent <= TransitionLifecycle.arrivalTolerance
    }

    /// Whether the sheet is on its way out or gone, with no finger on it.
    var isLeaving: Bool {
      (presentationState == .dismissing && phase != .dragging) || presentationState == .dismissed
    }
  }
}
