import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import PropertyBased
import Testing

/// A finger holding a dismissing sheet has not committed the dismissal: it may still pull the
/// sheet back. So an engine report of a held dismissing sheet (``PresentationState/dismissing``
/// while ``SheetPhase/dragging``) leaves ``TransitionLifecycle/isPresentedForBinding`` as it was
/// — a binding that said "presented" keeps saying it — and asks nothing of the host: no
/// dismissal request, no user dismissal, no engine dismissal. Only letting go toward hidden
/// commits the dismissal (the binding turns false, the host is asked once); pulling the sheet
/// back keeps it presented.
@Suite("TransitionLifecycle: a held dismissing sheet is still presented for the binding")
struct HeldDismissalBindingTests {
  /// The engine statuses of the lifecycle's table (``TransitionLifecycleTableTests``).
  typealias Status = TransitionLifecycleTableTests

  static let presentingStart = Status.engine(.presenting, .presenting, extent: 0)
  static let presentingHalfway = Status.presentingHalfway
  static let presentingArrived = Status.presentingArrived
  static let resting = Status.resting
  static let draggingPresented = Status.draggingPresented
  static let leaving = Status.leaving

  /// The host is presenting; the binding says presented.
  static let presenting: [TransitionLifecycle.Event] = [
    .hostWillPresent(animated: true), presentingStart, .hostTransitionStarted, presentingHalfway,
  ]
  /// The host has presented, the engine still springs in.
  static let arrived = presenting + [presentingArrived]
  /// At rest.
  static let presented = arrived + [resting]
  /// A finger holds the presented sheet.
  static let held = presented + [.fingerDown, draggingPresented]
  /// The app dismissed through the host: the dismissal is committed.
  static let appDismissing =
    presented + [
      .hostWillDismiss(animated: true), leaving, .hostTransitionStarted,
    ]

  /// Whether `commands` take the sheet away or ask the host to.
  static func dismisses(_ commands: [TransitionLifecycle.Command]) -> Bool {
    commands.contains { command in
      switch command {
      case .requestHostDismissal, .userDismissalWillBegin, .dismissSheet: true
      default: false
      }
    }
  }

  @Test func aReportOfAHeldDismissingSheetChangesNothing() {
    // (setup, extent of the held sheet, the binding before and after).
    let rows: [(line: UInt, setup: [TransitionLifecycle.Event], extent: Double, binding: Bool)] = [
      (#line, Self.presented, 200, true),
      (#line, Self.presented, 0.2, true),  // held out of sight: still the finger's
      (#line, Self.held, 120, true),
      (#line, Self.arrived, 250, true),
      (#line, Self.presenting, 100, true),
      (#line, Self.appDismissing, 150, false),  // committed before the grab: stays false
    ]
    for row in rows {
      let location = rowLocation(row.line)
      var machine = TransitionLifecycle(after: row.setup)
      #expect(machine.isPresentedForBinding == row.binding, "before", sourceLocation: location)
      let requests = machine.dismissalRequests
      let commands = machine.handle(Status.engine(.dismissing, .dragging, extent: row.extent))
      #expect(machine.isPresentedForBinding == row.binding, "after", sourceLocation: location)
      #expect(!Self.dismisses(commands), "\(commands)", sourceLocation: location)
      #expect(machine.dismissalRequests == requests, sourceLocation: location)
    }
  }

  @Test func theOutcomeDecidesOnlyOnceTheFingerLetsGo() {
    // From a held dismissing sheet: (what the engine reports next, the binding, whether the
    // host is asked to dismiss).
    let rows: [(line: UInt, next: [TransitionLifecycle.Event], binding: Bool, requested: Bool)] = [
      (#line, [Status.engine(.dismissing, .dragging, extent: 90)], true, false),  // still held
      (#line, [Status.engine(.presenting, .settling, extent: 220)], true, false),  // pulled back
      (#line, [Status.engine(.presenting, .settling, extent: 220), Self.resting], true, false),
      (#line, [.fingerUp, Self.leaving], false, true),  // let go toward hidden
      (#line, [Self.leaving], false, true),
    ]
    for row in rows {
      let location = rowLocation(row.line)
      var machine = TransitionLifecycle(after: Self.held)
      _ = machine.handle(Status.engine(.dismissing, .dragging, extent: 200))
      var commands: [TransitionLifecycle.Command] = []
      for event in row.next { commands += machine.handle(event) }
      #expect(machine.isPresentedForBinding == row.binding, sourceLocation: location)
      #expect(
        commands.contains(.requestHostDismissal(animated: true)) == row.requested,
        "\(commands)", sourceLocation: location)
      #expect(machine.dismissalRequests == (row.requested ? 1 : 0), sourceLocation: location)
    }
  }

  /// One random event for the bare machine: which, a flag and an extent. Kinds 9 and 10 are
  /// reports of a held dismissing sheet, so they come often.
  static let eventGenerator = zip(
    Gen.int(in: 0...10), Gen.bool, Gen.double(in: 0...400), Gen.int(in: 0...3),
    Gen.int(in: 0...5))

  static func event(
    _ kind: Int, _ flag: Bool, _ extent: Double, _ state: Int, _ phase: Int
  ) -> TransitionLifecycle.Event {
    let states: [PresentationState] = [.dismissed, .presenting, .presented, .dismissing]
    let phases: [SheetPhase] = [.hidden, .presenting, .resting, .dragging, .settling, .dismissing]
    switch kind {
    case 0: return .hostWillPresent(animated: flag)
    case 1: return .hostWillDismiss(animated: flag)
    case 2: return .hostTransitionStarted
    case 3: return .hostTransitionDidEnd(completed: flag)
    case 4: return .hostRefusedDismissal
    case 5: return .appRequestedDismissal(animated: flag)
    case 6: return flag ? .fingerDown : .fingerUp
    case 7, 8: return Status.engine(states[state], phases[phase], extent: extent)
    default: return Status.engine(.dismissing, .dragging, extent: extent)
    }
  }

  @Test("in any sequence, a report of a held dismissing sheet keeps the binding and the host")
  func heldReportsNeverCommit() async {
    var live = 0
    await seededPropertyCheck(count: 300, input: Self.eventGenerator.array(of: 1...40)) {
      events in
      var machine = TransitionLifecycle()
      for (kind, flag, extent, state, phase) in events {
        let event = Self.event(kind, flag, extent, state, phase)
        let before = machine.isPresentedForBinding
        let requests = machine.dismissalRequests
        let commands = machine.handle(event)
        guard kind >= 9 else { continue }
        if before { live += 1 }
        #expect(machine.isPresentedForBinding == before, "after \(events)")
        #expect(!Self.dismisses(commands), "\(commands) after \(events)")
        #expect(machine.dismissalRequests == requests)
      }
    }
    // The property was tested where it matters: held reports while the binding said true.
    #expect(live > 100)
  }

  @Test func aFlickDownAndARegrabInOneFrameKeepTheSheetPresented() {
    // The adapter reports the engine once per update; a release toward hidden and a new touch
    // that land in the same update reach the machine as one report of a held dismissing sheet.
    for pullsBack in [true, false] {
      var rig = Phone.rig()
      rig.appPresents(animated: false, at: 0)
      rig.fingerDown(at: 1)
      rig.fingerMoved(translation: 60, at: 1.05)
      rig.engine.handle(.dragEnded(velocity: 2_400), at: 1.06)
      rig.engine.handle(.dragBegan, at: 1.06)
      rig.sync(at: 1.06)
      #expect(rig.engine.presentationState == .dismissing)
      #expect(rig.engine.phase == .dragging)
      #expect(rig.lifecycle.isPresentedForBinding, "pulls back: \(pullsBack)")
      #expect(rig.lifecycle.dismissalRequests == 0)
      #expect(rig.lifecycle.hostState == .presented)
      rig.fingerMoved(translation: pullsBack ? -80 : 40, at: 1.1)
      rig.fingerUp(velocity: pullsBack ? -600 : 2_400, at: 1.12)
      rig.advance(to: 3)
      #expect(rig.lifecycle.isPresentedForBinding == pullsBack)
      #expect(rig.engine.presentationState == (pullsBack ? .presented : .dismissed))
      #expect(rig.lifecycle.dismissalRequests == (pullsBack ? 0 : 1))
      #expect(rig.hostShowsSheet == pullsBack)
      #expect(rig.log.contractViolations == [])
    }
  }
}
