/// The rules that keep one sheet in step with a SwiftUI binding (`isPresented` or `item`), as
/// SwiftUI's own `.sheet` does; the wrapper forwards each ``PresentationBindingEvent`` to
/// ``handle(_:)`` and carries out the ``PresentationBindingCommand``s in order.
///
/// - The binding asking for a sheet presents it as soon as the presenter can (in a window,
///   presenting nothing else); until then the request waits, checking again while the
///   presenter shows something else, with at most one check pending (``isRecheckPending``).
/// - Nothing is believed shown that was not: a presentation that could not happen
///   (``PresentationBindingEvent/presentationFailed(presenter:)``) waits again; after
///   ``maximumFailedPresentations`` in a row the rules give up and set the binding to nil, so a
///   presenter that can never present does not retry ten times a second forever. A dismissal
///   with no sheet (``PresentationBindingEvent/nothingToDismiss(presenter:)``) counts as the
///   sheet gone, so the rules always come back to a state that can present.
/// - The same identity with new content updates the sheet in place; another identity dismisses
///   the sheet and then presents the new one, as `.sheet(item:)` does.
/// - The binding letting go dismisses this sheet only.
/// - A sheet that goes away by itself (a swipe, a tap on the dimming, `dismiss` from inside)
///   writes nil back to the binding exactly once, and only while the binding still names it.
/// - The binding never disagrees with the screen: when a finger takes back a dismissal the
///   binding asked for, the binding is set to the sheet that stayed.
/// - The content's own dismiss action is the binding letting go: the binding is set to nil
///   and the sheet leaves.
/// - `onDismiss` runs once per sheet that was shown, when it is gone.
///
/// ```swift
/// var binding = PresentationBinding<Int>()
/// binding.handle(.stateChanged(wanted: 1, presenter: .ready))  // [.present(1)]
/// ```
package struct PresentationBinding<Identity: Hashable> {
  /// Where the sheet stands.
  package private(set) var state: PresentationBindingState<Identity> = .idle
  /// What the binding asked for last.
  package private(set) var wanted: Identity?
  /// Whether a ``PresentationBindingCommand/checkAgainLater`` was sent whose
  /// ``PresentationBindingEvent/recheckDue(wanted:presenter:)`` has not come yet.
  package private(set) var isRecheckPending = false
  /// How many presentations in a row could not happen; back to 0 once the binding asks for
  /// another sheet or a sheet was shown.
  package private(set) var failedPresentations = 0

  /// How many presentations in a row may fail before the rules give up on the sheet the
  /// binding asks for.
  package static var maximumFailedPresentations: Int { 3 }

  /// Creates the rules for a sheet that is not shown.
  package init() {}

  /// Applies `event` and returns what to do, in order.
  package mutating func handle(
    _ event: PresentationBindingEvent<Identity>
  ) -> [PresentationBindingCommand<Identity>] {
    switch event {
    case .stateChanged(let newWanted, let presenter):
      if newWanted != wanted { failedPresentations = 0 }
      wanted = newWanted
      return stateChanged(presenter: presenter)
    case .recheckDue(let newWanted, let presenter):
      isRecheckPending = false
      switch state {
      case .idle, .waiting:
        wanted = newWanted
        return stateChanged(presenter: presenter)
      case .shown, .dismissing:
        // The sheet is up or leaving: nothing waits for the presenter, so the chain ends.
        return []
      }
    case .presentationFailed(let presenter):
      guard case .shown = state else { return [] }
      // Nothing went up: wait and try again later (not at once, which could loop), unless it
      // failed too often in a row: then the binding is told no sheet is shown.
      failedPresentations += 1
      guard let wanted, failedPresentations < Self.maximumFailedPresentations else {
        state = .idle
        failedPresentations = 0
        guard wanted != nil else { return [] }
        self.wanted = nil
        return [.setBinding(nil)]
      }
      state = .waiting(wanted)
      return presenter == .notInWindow ? [] : checkAgainLater()
    case .nothingToDismiss(let presenter):
      guard case .dismissing = state else { return [] }
      // No sheet will report leaving: it is gone already.
      return handle(.sheetDidDismiss(presenter: presenter))
    case .contentRequestedDismissal:
      // The same as the binding letting go, and the binding is told.
      guard case .shown(let shown) = state else { return [] }
      state = .dismissing(shown, next: nil)
      wanted = nil
      return [.setBinding(nil), .dismiss(animated: true)]
    case .sheetDidPresent:
      guard case .dismissing(let shown, _) = state else { return [] }
      // A finger took the sheet back: the screen shows it, so the binding says so too.
      state = .shown(shown)
      wanted = shown
      return [.setBinding(shown)]
    case .sheetDidDismiss(let presenter):
      failedPresentations = 0
      switch state {
      case .shown(let shown):
        state = .idle
        guard wanted == shown else { return [.callOnDismiss] }
        wanted = nil
        return [.setBinding(nil), .callOnDismiss]
      case .dismissing(_, let next):
        state = .idle
        guard let next else { return [.callOnDismiss] }
        state = .waiting(next)
        return [.callOnDismiss] + presentIfPossible(presenter: presenter)
      case .idle, .waiting:
        return []
      }
    case .removed:
      switch state {
      case .shown, .dismissing:
        state = .idle
        return [.dismiss(animated: false), .callOnDismiss]
      case .waiting:
        state = .idle
        return []
      case .idle:
        return []
      }
    }
  }

  private mutating func stateChanged(
    presenter: PresenterAvailability
  ) -> [PresentationBindingCommand<Identity>] {
    switch state {
    case .idle, .waiting:
      guard let wanted else {
        state = .idle
        return []
      }
      state = .waiting(wanted)
      return presentIfPossible(presenter: presenter)
    case .shown(let shown):
      // The sheet is up: the presentation went through.
      failedPresentations = 0
      if wanted == shown { return [.update] }
      state = .dismissing(shown, next: wanted)
      return [.dismiss(animated: true)]
    case .dismissing(let shown, _):
      state = .dismissing(shown, next: wanted)
      return []
    }
  }

  private mutating func presentIfPossible(
    presenter: PresenterAvailability
  ) -> [PresentationBindingCommand<Identity>] {
    guard case .waiting(let identity) = state else { return [] }
    switch presenter {
    case .ready:
      state = .shown(identity)
      return [.present(identity)]
    case .presentingOther:
      return checkAgainLater()
    case .notInWindow:
      return []
    }
  }

  /// Asks for one check later, unless one is pending already.
  private mutating func checkAgainLater() -> [PresentationBindingCommand<Identity>] {
    guard !isRecheckPending else { return [] }
    isRecheckPending = true
    return [.checkAgainLater]
  }
}

extension PresentationBinding: Sendable where Identity: Sendable {}
