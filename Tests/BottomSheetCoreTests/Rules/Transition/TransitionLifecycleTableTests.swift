import BottomSheetCore
import BottomSheetRules
import Testing

/// Every event in every host state, on the bare machine: a row sets a state up with events,
/// applies one more, and names the commands and the state that must follow.
@Suite("TransitionLifecycle: every event in every state")
struct TransitionLifecycleTableTests {
  /// A row: events that set a state up, one more event, the commands it must give, and what
  /// must follow (here the host state; the release table's rows name the retention).
  typealias Row<Outcome> = (
    line: UInt, setup: [TransitionLifecycle.Event], event: TransitionLifecycle.Event,
    commands: [TransitionLifecycle.Command], outcome: Outcome
  )

  /// Checks each row: a machine set up by the row's events gives the row's commands for its
  /// event, and `outcome` then reads the row's value. A failing row reports at its own line of
  /// the caller's file.
  static func expectRows<Outcome: Equatable>(
    _ rows: [Row<Outcome>], _ outcome: KeyPath<TransitionLifecycle, Outcome>,
    fileID: String = #fileID, filePath: String = #filePath
  ) {
    for row in rows {
      let location = rowLocation(row.line, fileID: fileID, filePath: filePath)
      var machine = TransitionLifecycle(after: row.setup)
      let commands = machine.handle(row.event)
      #expect(commands == row.commands, sourceLocation: location)
      #expect(machine[keyPath: outcome] == row.outcome, sourceLocation: location)
    }
  }

  /// The detent used by the rows, in points.
  static let detent: Double = 334

  static func engine(
    _ state: PresentationState, _ phase: SheetPhase, extent: Double
  ) -> TransitionLifecycle.Event {
    .engineUpdated(
      TransitionLifecycle.EngineStatus(
        presentationState: state, phase: phase, extent: extent, detentExtent: detent))
  }

  // Engine situations.
  static let hidden = engine(.dismissed, .hidden, extent: 0)
  static let presentingHalfway = engine(.presenting, .presenting, extent: 160)
  static let presentingArrived = engine(.presenting, .presenting, extent: 333.6)
  static let presentingOvershoot = engine(.presenting, .presenting, extent: 340)
  static let draggingLow = engine(.presenting, .dragging, extent: 120)
  static let resting = engine(.presented, .resting, extent: detent)
  static let draggingPresented = engine(.presented, .dragging, extent: 300)
  static let leaving = engine(.dismissing, .dismissing, extent: 200)
  static let leavingHeld = engine(.dismissing, .dragging, extent: 200)
  static let outOfSight = engine(.dismissing, .dismissing, extent: 0.3)
  static let comingBack = engine(.presenting, .settling, extent: 220)
  static let presentingStart = engine(.presenting, .presenting, extent: 0)

  // Setups reaching each state. The adapter reports the engine after every command it carries
  // out, so each setup does too.
  static let presenting: [TransitionLifecycle.Event] = [
    .hostWillPresent(animated: true), presentingStart,
  ]
  static let presentingWithContext = presenting + [.hostTransitionStarted, presentingHalfway]
  static let presented = presentingWithContext + [presentingArrived]
  static let presentedResting = presented + [resting]
  static let requested = presentedResting + [leaving]
  static let dismissingUser =
    requested + [.hostWillDismiss(animated: true), .hostTransitionStarted]
  static let dismissingApp =
    presentedResting + [.hostWillDismiss(animated: true), leaving, .hostTransitionStarted]

  static let rows: [Row<TransitionLifecycle.HostState>] = [
    // Not presented: only the host's presentation does anything.
    (#line, [], .hostWillPresent(animated: true), [.presentSheet(animated: true)], .presenting),
    (#line, [], .hostWillPresent(animated: false), [.presentSheet(animated: false)], .presenting),
    (#line, [draggingLow], .hostWillPresent(animated: true), [], .presenting),
    (#line, [], .hostWillDismiss(animated: true), [], .notPresented),
    (#line, [], .hostTransitionStarted, [], .notPresented),
    (#line, [], .hostTransitionDidEnd(completed: true), [], .notPresented),
    (#line, [], leaving, [], .notPresented),
    (#line, [], .appRequestedDismissal(animated: true), [], .notPresented),
    // A dismissal asked for before the host began presenting is carried out when it begins.
    (
      #line, [.appRequestedDismissal(animated: true)], .hostWillPresent(animated: true),
      [.presentSheet(animated: true), .dismissSheet(animated: true)], .presenting
    ),
    (
      #line, [.appRequestedDismissal(animated: true), .appRequestedDismissal(animated: false)],
      .hostWillPresent(animated: true),
      [.presentSheet(animated: true), .dismissSheet(animated: false)], .presenting
    ),
    // Once carried out it is gone: a second presentation is not dismissed.
    (
      #line, [.appRequestedDismissal(animated: false), .hostWillPresent(animated: false)],
      .hostWillPresent(animated: false), [], .presenting
    ),
    (#line, [], .fingerDown, [], .notPresented),
    (#line, [], .hostRefusedDismissal, [], .notPresented),
    (#line, presentingWithContext, .hostRefusedDismissal, [], .presenting),
    // Presenting: waits for the context, finishes on first arrival, cancels out of sight.
    (#line, presenting, presentingArrived, [], .presenting),
    (
      #line, presenting + [presentingArrived], .hostTransitionStarted, [.finishTransition],
      .presented
    ),
    (#line, presentingWithContext, presentingHalfway, [], .presenting),
    (#line, presentingWithContext, presentingArrived, [.finishTransition], .presented),
    (#line, presentingWithContext, presentingOvershoot, [.finishTransition], .presented),
    (#line, presentingWithContext, resting, [.finishTransition], .presented),
    (#line, presentingWithContext, draggingLow, [], .presenting),
    (#line, presentingWithContext, leaving, [], .presenting),
    (
      #line, presentingWithContext, outOfSight,
      [.cancelTransition, .dismissSheet(animated: false)],
      .notPresented
    ),
    (#line, presentingWithContext, hidden, [.cancelTransition], .notPresented),
    (
      #line, presentingWithContext, .appRequestedDismissal(animated: true),
      [.dismissSheet(animated: true)], .presenting
    ),
    (
      #line, presentingWithContext + [draggingLow], .appRequestedDismissal(animated: false),
      [.endDrag, .dismissSheet(animated: false)], .presenting
    ),
    (#line, presentingWithContext, .hostWillDismiss(animated: true), [], .presenting),
    (#line, presentingWithContext, .hostWillPresent(animated: true), [], .presenting),
    (#line, presentingWithContext, .hostTransitionDidEnd(completed: true), [], .presented),
    (
      #line, presentingWithContext, .hostTransitionDidEnd(completed: false),
      [.dismissSheet(animated: false)], .notPresented
    ),
    // Presented: a user dismissal becomes one request; the app's dismissal is never vetoed.
    (
      #line, presentedResting, leaving, [.requestHostDismissal(animated: true)],
      .dismissalRequested
    ),
    (#line, presentedResting, leavingHeld, [], .presented),
    (
      #line, presentedResting, hidden, [.requestHostDismissal(animated: false)],
      .dismissalRequested
    ),
    (#line, presentedResting, draggingPresented, [], .presented),
    (
      #line, presentedResting, .hostWillDismiss(animated: true), [.dismissSheet(animated: true)],
      .dismissing
    ),
    (
      #line, presentedResting, .hostWillDismiss(animated: false), [.dismissSheet(animated: false)],
      .dismissing
    ),
    (
      #line, presentedResting + [draggingPresented], .hostWillDismiss(animated: true),
      [.endDrag, .dismissSheet(animated: true)], .dismissing
    ),
    (
      #line, presentedResting + [leavingHeld], .hostWillDismiss(animated: true),
      [.endDrag, .dismissSheet(animated: true)], .dismissing
    ),
    (
      #line, presentedResting, .appRequestedDismissal(animated: true),
      [.requestHostDismissal(animated: true)], .dismissalRequested
    ),
    (
      #line, presentedResting + [.fingerDown], .appRequestedDismissal(animated: true),
      [.requestHostDismissal(animated: true)], .dismissalRequested
    ),
    (
      #line, presentedResting + [.fingerDown, .appRequestedDismissal(animated: true)],
      .hostWillDismiss(animated: true), [.endDrag, .dismissSheet(animated: true)], .dismissing
    ),
    (#line, presentedResting, .hostTransitionStarted, [], .presented),
    (#line, presentedResting, .fingerDown, [], .presented),
    (#line, presentedResting, .hostTransitionDidEnd(completed: true), [], .presented),
    (#line, presentedResting, .hostWillPresent(animated: true), [], .presented),
    // Dismissal requested: waits for the host; never asks twice. The adaptive delegate hears
    // of the user dismissal once the host's dismissal begins (its coordinator exists then).
    (#line, requested, leaving, [], .dismissalRequested),
    (#line, requested, hidden, [], .dismissalRequested),
    (#line, requested, .appRequestedDismissal(animated: true), [], .dismissalRequested),
    (#line, requested, .hostWillDismiss(animated: true), [.userDismissalWillBegin], .dismissing),
    (
      #line, requested, .hostWillDismiss(animated: false),
      [.userDismissalWillBegin, .dismissSheet(animated: false)], .dismissing
    ),
    (#line, requested, .hostTransitionStarted, [], .dismissalRequested),
    (#line, requested, .hostRefusedDismissal, [.presentSheet(animated: true)], .presented),
    (#line, presentedResting, .hostRefusedDismissal, [], .presented),
    (#line, dismissingUser, .hostRefusedDismissal, [], .dismissing),
    // Dismissing: finishes out of sight, cancels when grabbed or sent back.
    (#line, dismissingUser, leaving, [], .dismissing),
    (
      #line, dismissingUser, outOfSight,
      [.finishTransition, .dismissSheet(animated: false), .userDismissalDidEnd], .notPresented
    ),
    (#line, dismissingUser, hidden, [.finishTransition, .userDismissalDidEnd], .notPresented),
    (
      #line, dismissingApp, outOfSight, [.finishTransition, .dismissSheet(animated: false)],
      .notPresented
    ),
    (#line, dismissingUser, leavingHeld, [.cancelTransition], .presented),
    (#line, dismissingUser, comingBack, [.cancelTransition], .presented),
    (#line, dismissingUser, .appRequestedDismissal(animated: true), [], .dismissing),
    (#line, dismissingUser, .hostWillDismiss(animated: true), [], .dismissing),
    (
      #line, dismissingUser, .hostTransitionDidEnd(completed: true),
      [.dismissSheet(animated: false), .userDismissalDidEnd], .notPresented
    ),
    // The host ended the dismissal on its own, uncompleted, while the engine still leaves: a
    // hidden sheet must not stay presented, so the dismissal is requested anew.
    (
      #line, dismissingUser, .hostTransitionDidEnd(completed: false),
      [.requestHostDismissal(animated: true)], .dismissalRequested
    ),
    (#line, dismissingUser + [comingBack], .hostTransitionDidEnd(completed: false), [], .presented),
    (#line, dismissingUser, .hostTransitionStarted, [], .dismissing),
    (#line, dismissingUser, .fingerUp, [], .dismissing),
    (#line, requested + [.hostWillDismiss(animated: true)], outOfSight, [], .dismissing),
  ]

  @Test("each row's event gives the row's commands and state")
  func table() {
    Self.expectRows(Self.rows, \.hostState)
  }

  @Test("the table covers every state with every kind of event")
  func coverage() {
    var seen: Set<String> = []
    for row in Self.rows {
      let machine = TransitionLifecycle(after: row.setup)
      seen.insert("\(machine.hostState)/\(Self.kind(of: row.event))")
    }
    let states: [TransitionLifecycle.HostState] = [
      .notPresented, .presenting, .presented, .dismissalRequested, .dismissing,
    ]
    let kinds = [
      "hostWillPresent", "hostWillDismiss", "hostTransitionStarted", "hostTransitionDidEnd",
      "engineUpdated", "appRequestedDismissal", "finger", "hostRefusedDismissal",
    ]
    var missing: [String] = []
    for state in states {
      for kind in kinds where !seen.contains("\(state)/\(kind)") {
        missing.append("\(state)/\(kind)")
      }
    }
    // Pairs with no row: the host never begins a presentation over a shown sheet or a pending
    // dismissal, and a finger alone changes nothing until the engine reports it.
    let impossible: Set<String> = [
      "dismissalRequested/hostWillPresent", "dismissing/hostWillPresent",
      "dismissalRequested/hostTransitionDidEnd", "presenting/finger", "dismissalRequested/finger",
      "notPresented/hostWillPresent",
    ]
    #expect(missing.filter { !impossible.contains($0) } == [])
  }

  static func kind(of event: TransitionLifecycle.Event) -> String {
    switch event {
    case .hostWillPresent: return "hostWillPresent"
    case .hostWillDismiss: return "hostWillDismiss"
    case .hostTransitionStarted: return "hostTransitionStarted"
    case .hostTransitionDidEnd: return "hostTransitionDidEnd"
    case .hostRefusedDismissal: return "hostRefusedDismissal"
    case .engineUpdated: return "engineUpdated"
    case .appRequestedDismissal: return "appRequestedDismissal"
    case .fingerDown, .fingerUp: return "finger"
    }
  }

  @Test("the host's interactive percent follows the presentation progress")
  func transitionPercent() {
    let rows:
      [(line: UInt, setup: [TransitionLifecycle.Event], progress: Double, expected: Double?)] = [
        (#line, [], 0.5, nil),
        (#line, Self.presenting, 0.5, nil),  // no context yet
        (#line, Self.presentingWithContext, 0.25, 0.25),
        (#line, Self.presentingWithContext, 1.4, 1),
        (#line, Self.presentingWithContext, .nan, 0),
        (#line, Self.presentedResting, 1, nil),
        (#line, Self.requested, 0.8, nil),
        (#line, Self.dismissingUser, 0.75, 0.25),
      ]
    for row in rows {
      let machine = TransitionLifecycle(after: row.setup)
      #expect(
        machine.transitionPercent(presentationProgress: row.progress) == row.expected,
        sourceLocation: rowLocation(row.line))
    }
  }
}
