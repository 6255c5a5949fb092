import BottomSheetCore
import BottomSheetRules
import Testing

/// The rules always come back to a state that can present: a presentation that could not happen
/// waits again, a dismissal with no sheet counts as the sheet gone, and a presenter blocked by an
/// alert has at most one re-check pending, which ends once the sheet is shown or no longer
/// wanted.
@Suite("PresentationBinding: never wedged, one re-check at most")
struct PresentationBindingRecoveryTests {
  typealias Event = PresentationBinding<Int>.Event
  typealias Command = PresentationBinding<Int>.Command
  typealias State = PresentationBinding<Int>.State

  @Test func everyRecoveryRow() {
    let show1: Event = .stateChanged(wanted: 1, presenter: .ready)
    let block1: Event = .stateChanged(wanted: 1, presenter: .presentingOther)
    let letGo: Event = .stateChanged(wanted: nil, presenter: .presentingOther)
    let replaceWith2: Event = .stateChanged(wanted: 2, presenter: .presentingOther)

    let rows:
      [(
        line: UInt, before: [Event], event: Event, commands: [Command], state: State,
        pending: Bool
      )] = [
        // Blocked by an alert: one check later, and no second one while it is pending.
        (#line, [], block1, [.checkAgainLater], .waiting(1), true),
        (#line, [block1], block1, [], .waiting(1), true),
        (
          #line, [block1, block1], .stateChanged(wanted: 2, presenter: .presentingOther), [],
          .waiting(2), true
        ),
        // The check comes: still blocked, one more; free, the sheet goes up and the chain ends.
        (
          #line, [block1], .recheckDue(wanted: 1, presenter: .presentingOther),
          [.checkAgainLater], .waiting(1), true
        ),
        (
          #line, [block1], .recheckDue(wanted: 1, presenter: .ready), [.present(1)], .shown(1),
          false
        ),
        // No longer wanted: the chain ends.
        (
          #line, [block1, .stateChanged(wanted: nil, presenter: .presentingOther)],
          .recheckDue(wanted: nil, presenter: .presentingOther), [], .idle, false
        ),
        // Shown by a re-render before the check came: the check does nothing.
        (
          #line, [block1, show1], .recheckDue(wanted: 1, presenter: .presentingOther), [],
          .shown(1), false
        ),
        // A new wait after the check came may ask again.
        (
          #line,
          [
            block1, .recheckDue(wanted: 1, presenter: .ready), letGo,
            .sheetDidDismiss(presenter: .ready),
          ], block1, [.checkAgainLater], .waiting(1), true
        ),
        // Nothing could be presented: wait again, and check later (not at once, which could
        // loop); outside a window the presenter's appearance reports again.
        (
          #line, [show1], .presentationFailed(presenter: .ready), [.checkAgainLater],
          .waiting(1), true
        ),
        (
          #line, [show1], .presentationFailed(presenter: .presentingOther), [.checkAgainLater],
          .waiting(1), true
        ),
        (#line, [show1], .presentationFailed(presenter: .notInWindow), [], .waiting(1), false),
        (#line, [], .presentationFailed(presenter: .ready), [], .idle, false),
        (
          #line, [show1, letGo], .presentationFailed(presenter: .ready), [],
          .dismissing(1, next: nil), false
        ),
        // No sheet to dismiss: it is gone, so the next one can come.
        (
          #line, [show1, letGo], .nothingToDismiss(presenter: .ready), [.callOnDismiss], .idle,
          false
        ),
        (
          #line, [show1, replaceWith2], .nothingToDismiss(presenter: .ready),
          [.callOnDismiss, .present(2)], .shown(2), false
        ),
        (
          #line, [show1, replaceWith2], .nothingToDismiss(presenter: .presentingOther),
          [.callOnDismiss, .checkAgainLater], .waiting(2), true
        ),
        (#line, [show1], .nothingToDismiss(presenter: .ready), [], .shown(1), false),
        (#line, [], .nothingToDismiss(presenter: .ready), [], .idle, false),
        // The wedge the wrapper used to cause: identity without content, then a let-go.
        (#line, [show1, .presentationFailed(presenter: .notInWindow)], letGo, [], .idle, false),
        (
          #line, [show1, .presentationFailed(presenter: .notInWindow), letGo], show1,
          [.present(1)], .shown(1), false
        ),
      ]
    for row in rows {
      let location = rowLocation(row.line)
      var binding = PresentationBinding<Int>()
      for event in row.before { _ = binding.handle(event) }
      #expect(binding.handle(row.event) == row.commands, sourceLocation: location)
      #expect(binding.state == row.state, sourceLocation: location)
      #expect(binding.isRecheckPending == row.pending, sourceLocation: location)
    }
  }
}
