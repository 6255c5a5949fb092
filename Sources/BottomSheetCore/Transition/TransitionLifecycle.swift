/// Keeps the host's modal transitions (UIKit's present and dismiss) in step with the engine.
///
/// The adapter forwards every ``TransitionEvent`` to ``handle(_:)`` and carries out the
/// ``TransitionCommand``s it returns, in order; it keeps no state about transitions itself.
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
///   the sheet is hidden. A request the host refuses brings the sheet back.
/// - A dismissal the app asks for while a finger holds the sheet follows the engine's rule for
///   ``SheetInput/dismiss(animated:)`` (the sheet leaves from where the finger had it) and
///   ends the drag.
/// - Every transition the host began ends exactly once, finished or cancelled.
/// - When the host's transition ends with the sheet gone (a dismissal completed, a presentation
///   cancelled) the adapter is told once to let go of everything it holds for the sheet
///   (``TransitionCommand/releaseSheet``), after the engine has hidden the sheet, so
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
  package private(set) var hostState: HostPresentationState = .notPresented
  /// Whether the open transition's context has reached the adapter.
  package private(set) var hasTransitionContext = false
  /// Whether the open dismissal is a user dismissal (requested by the sheet, not the app).
  package private(set) var isUserDismissal = false
  /// Whether a finger is on the sheet.
  package private(set) var isFingerDown = false
  /// The engine's state as last reported.
  package private(set) var engine: TransitionEngineStatus = .hidden
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

  /// Creates the machine for a sheet the host does not show yet.
  package init() {}

  /// Applies `event` and returns what the adapter must do, in order.
  package mutating func handle(_ event: TransitionEvent) -> [TransitionCommand] {
    var commands: [TransitionCommand] = []
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

  private mutating func hostWillPresent(animated: Bool, _ commands: inout [TransitionCommand]) {
    guard hostState == .notPresented else { return }
    open(.presenting)
    retention = .held
    isPresentedForBinding = true
    // A drag from hidden may already have begun the presentation in the engine.
    if engine.presentationState == .dismissed {
      commands.append(.presentSheet(animated: animated))
    }
  }

  private mutating func hostWillDismiss(animated: Bool, _ commands: inout [TransitionCommand]) {
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
    completed: Bool, _ commands: inout [TransitionCommand]
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
  private mutating func releaseIfEnded(_ commands: inout [TransitionCommand]) {
    // UIKit calls `…TransitionDidEnd` from inside the `completeTransition` of a transition this
    // machine already closed, so the host state, not this event's own case, says it is gone.
    if hostState == .notPresented, retention == .held {
      retention = .releasing
    }
    releaseIfGone(&commands)
  }

  private mutating func appRequestedDismissal(
    animated: Bool, _ commands: inout [TransitionCommand]
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
    case .notPresented, .dismissalRequested, .dismissing:
      break
    }
  }

  // MARK: - Deciding

  /// Finishes or cancels the open transition, or asks for a dismissal, as the engine's state
  /// requires.
  private mutating func resolve(_ commands: inout [TransitionCommand]) {
    switch hostState {
    case .notPresented, .dismissalRequested:
      return
    case .presented:
      if engine.isLeaving {
        isUserDismissal = true
        commands.append(.userDismissalWillBegin)
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
  private mutating func releaseIfGone(_ commands: inout [TransitionCommand]) {
    guard retention == .releasing, engine.presentationState == .dismissed else { return }
    retention = .released
    commands.append(.releaseSheet)
  }

  /// Asks the host to dismiss, once.
  private mutating func request(animated: Bool, _ commands: inout [TransitionCommand]) {
    hostState = .dismissalRequested
    dismissalRequests += 1
    isPresentedForBinding = false
    commands.append(.requestHostDismissal(animated: animated))
  }

  /// Makes sure the engine ends hidden (so it reports `didDismiss` now).
  private mutating func hideEngine(_ commands: inout [TransitionCommand]) {
    if engine.presentationState != .dismissed {
      commands.append(.dismissSheet(animated: false))
    }
    isPresentedForBinding = false
  }

  private mutating func open(_ state: HostPresentationState) {
    hostState = state
    hasTransitionContext = false
    transitionsBegun += 1
  }

  private mutating func close(_ state: HostPresentationState) {
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
