import BottomSheetCore

/// The rules that keep one sheet in step with a SwiftUI binding (`isPresented` or `item`), as
/// SwiftUI's own `.sheet` does; the wrapper forwards each ``PresentationBinding.Event`` to
/// ``handle(_:)`` and carries out the ``PresentationBinding.Command``s in order.
///
/// - The binding asking for a sheet presents it as soon as the presenter can (in a window,
///   presenting nothing else); until then the request waits, checking again while the
///   presenter shows something else, with at most one check pending (``isRecheckPending``).
/// - Nothing is believed shown that was not: a presentation that could not happen
///   (``PresentationBinding.Event/presentationFailed(presenter:)``) waits again; after
///   ``maximumFailedPresentations`` in a row the rules give up and set the binding to nil, so a
///   presenter that can never present does not retry ten times a second forever. A dismissal
///   with no sheet (``PresentationBinding.Event/nothingToDismiss(presenter:)``) counts as the
///   sheet gone, so the rules always come back to a state that can present.
/// - The same identity with new content updates the sheet in place; another identity dismisses
///   the sheet and then presents the new one, as `.sheet(item:)` does.
/// - The binding letting go dismisses this sheet only.
/// - A sheet that goes away by itself (a swipe, a tap on the dimming, `dismiss` from inside)
///   writes nil back to the binding exactly once, and only while the binding still names it.
/// - The app's last word wins, as for the selected detent (``DetentBindingSync``): while a
///   finger holds the sheet (a drag, or a finger that caught the sheet the binding let go of
///   as it left), what the binding asks for waits, and when the finger lifts it is carried out
///   (the sheet leaves, or makes way for another); a caught sheet whose release settles it
///   back after the lift is carried out when it arrives. The binding is never written back to a sheet
///   it let go of.
/// - The content's own dismiss action is the binding letting go: the binding is set to nil
///   and the sheet leaves.
/// - `onDismiss` runs once per sheet that was shown, when it is gone.
/// - Each presented sheet has a number (``sheetNumber``); what a sheet that is no longer the
///   current one reports (its content's dismiss action, its preferences) has no say
///   (``isCurrent(sheet:)``).
/// - The modified view leaving takes its sheet with it, and the binding is set to nil.
/// - The wrapper carries ``PresentationBinding.Command/setBinding(_:)`` and
///   ``PresentationBinding.Command/callOnDismiss`` out of the view update
///   (``PresentationWriteback``).
///
/// ```swift
/// var binding = PresentationBinding<Int>()
/// binding.handle(.stateChanged(wanted: 1, presenter: .ready))  // [.present(1)]
/// ```
package struct PresentationBinding<Identity: Hashable> {
  /// Where the sheet stands.
  package private(set) var state: State = .idle
  /// What the binding asked for last.
  package private(set) var wanted: Identity?
  /// Whether a ``PresentationBinding.Command/checkAgainLater`` was sent whose
  /// ``PresentationBinding.Event/recheckDue(wanted:presenter:)`` has not come yet.
  package private(set) var isRecheckPending = false
  /// How many presentations in a row could not happen; back to 0 once the binding asks for
  /// another sheet or a sheet was shown.
  package private(set) var failedPresentations = 0
  /// Whether a finger holds the sheet (``PresentationBinding.Event/sheetHeld(_:)``).
  package private(set) var isHeld = false
  /// The number of the latest sheet presented: 0 before the first, one more at each
  /// ``PresentationBinding.Command/present(_:)``.
  package private(set) var sheetNumber = 0

  /// How long to wait before checking again whether the presenter is free
  /// (``PresentationBinding.Command/checkAgainLater``), in seconds: 0.1. Source: chosen here.
  /// A presenter's alert or another sheet goes away with an animation of about 0.3 s; checking
  /// ten times a second presents the sheet within a frame or six of it being free, and costs
  /// nothing while it is not.
  package static var recheckInterval: Double { 0.1 }

  /// How many presentations in a row may fail before the rules give up on the sheet the
  /// binding asks for.
  package static var maximumFailedPresentations: Int { 3 }

  /// Creates the rules for a sheet that is not shown.
  package init() {}

  /// Whether what sheet `number` reports still counts: it is the latest sheet presented.
  package func isCurrent(sheet number: Int) -> Bool {
    number == sheetNumber
  }

  /// Applies `event` and returns what to do, in order.
  package mutating func handle(
    _ event: Event
  ) -> [Command] {
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
    case .contentRequestedDismissal(let number):
      // The same as the binding letting go, and the binding is told.
      guard isCurrent(sheet: number), case .shown(let shown) = state else { return [] }
      state = .dismissing(shown, next: nil)
      wanted = nil
      return [.setBinding(nil), .dismiss(animated: true)]
    case .sheetDidPresent:
      guard case .dismissing(let shown, _) = state else { return [] }
      // A finger took back the dismissal the binding asked for. While it holds the sheet, what
      // the binding asks for is carried out when it lifts (``Event/sheetHeld(_:)``); if it
      // lifted already (the release settled the sheet back), it is carried out now.
      state = .shown(shown)
      guard !isHeld, wanted != shown else { return [] }
      return stateChanged(presenter: .notInWindow)
    case .sheetHeld(let held):
      guard held != isHeld else { return [] }
      isHeld = held
      guard !held, case .shown(let shown) = state, wanted != shown else { return [] }
      // The finger lifted from a sheet the binding no longer asks for: the app's word now.
      return stateChanged(presenter: .notInWindow)
    case .sheetDidDismiss(let presenter):
      failedPresentations = 0
      isHeld = false
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
      isHeld = false
      switch state {
      case .shown, .dismissing:
        state = .idle
        // The binding no longer names a sheet that is shown (the writes wait for the next
        // turn: `PresentationWriteback`).
        guard wanted != nil else { return [.dismiss(animated: false), .callOnDismiss] }
        wanted = nil
        return [.dismiss(animated: false), .setBinding(nil), .callOnDismiss]
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
  ) -> [Command] {
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
      // A finger holds it: the binding's word waits until it lifts.
      guard !isHeld else { return [] }
      state = .dismissing(shown, next: wanted)
      return [.dismiss(animated: true)]
    case .dismissing(let shown, _):
      state = .dismissing(shown, next: wanted)
      return []
    }
  }

  private mutating func presentIfPossible(
    presenter: PresenterAvailability
  ) -> [Command] {
    guard case .waiting(let identity) = state else { return [] }
    switch presenter {
    case .ready:
      state = .shown(identity)
      isHeld = false
      sheetNumber += 1
      return [.present(identity)]
    case .presentingOther:
      return checkAgainLater()
    case .notInWindow:
      return []
    }
  }

  /// Asks for one check later, unless one is pending already.
  private mutating func checkAgainLater() -> [Command] {
    guard !isRecheckPending else { return [] }
    isRecheckPending = true
    return [.checkAgainLater]
  }
}

extension PresentationBinding: Sendable where Identity: Sendable {}

extension PresentationBinding {
  /// Something that happened to a binding-driven sheet (see ``PresentationBinding``).
  package enum Event: Hashable {
    /// The view's state was read: the binding asks for the sheet with `wanted`'s identity (nil:
    /// no sheet), and `presenter` says whether the presenting view can present it now. Sent at
    /// every update of the view and when the presenter appears.
    case stateChanged(wanted: Identity?, presenter: PresenterAvailability)
    /// The check asked for by ``PresentationBinding.Command/checkAgainLater`` is due: the same as
    /// ``stateChanged(wanted:presenter:)``, and no check is pending any more.
    case recheckDue(wanted: Identity?, presenter: PresenterAvailability)
    /// The wrapper could not carry out ``PresentationBinding.Command/present(_:)``: there was no
    /// content for that identity, no presenter, or UIKit refused. Nothing is on screen.
    case presentationFailed(presenter: PresenterAvailability)
    /// The wrapper could not carry out ``PresentationBinding.Command/dismiss(animated:)``: there
    /// was no sheet to dismiss, so none will report leaving.
    case nothingToDismiss(presenter: PresenterAvailability)
    /// The content of sheet `sheet` (a ``PresentationBinding/sheetNumber``) asked to be
    /// dismissed (the wrapper's dismiss action); ignored unless it is the current sheet.
    case contentRequestedDismissal(sheet: Int)
    /// The sheet finished arriving, or came back after a finger took back its dismissal.
    case sheetDidPresent
    /// The sheet was drawn held by a finger or not (its frame's phase is `.dragging`); sent
    /// for every frame, only a change counts.
    case sheetHeld(Bool)
    /// The sheet is gone, whoever dismissed it; `presenter` as for
    /// ``stateChanged(wanted:presenter:)``.
    case sheetDidDismiss(presenter: PresenterAvailability)
    /// The modified view left the hierarchy.
    case removed
  }

}

extension PresentationBinding.Event: Sendable where Identity: Sendable {}

extension PresentationBinding {
  /// What the SwiftUI wrapper does for a binding-driven sheet (see ``PresentationBinding``).
  package enum Command: Hashable {
    /// Present a new sheet for the identity, with the latest content. A new sheet starts afresh:
    /// nothing the wrapper kept for an earlier sheet (the content's preferences, the binding's
    /// value to write back) carries over. When nothing can be presented, report
    /// ``PresentationBinding.Event/presentationFailed(presenter:)``.
    case present(Identity)
    /// Give the sheet on screen the latest content and settings (same identity).
    case update
    /// Dismiss this sheet (and whatever it presents), never anything the presenter showed by
    /// other means. When there is no sheet, report
    /// ``PresentationBinding.Event/nothingToDismiss(presenter:)``.
    case dismiss(animated: Bool)
    /// Write the binding: nil (or false) after the sheet went away by itself or its content
    /// dismissed it.
    case setBinding(Identity?)
    /// Call the `onDismiss` closure.
    case callOnDismiss
    /// Report ``PresentationBinding.Event/recheckDue(wanted:presenter:)`` after
    /// ``PresentationBinding/recheckInterval``: a sheet waits for the presenter to finish
    /// presenting something else. Never sent while such a check is pending
    /// (``PresentationBinding/isRecheckPending``), so at most one timer runs per presenter, and
    /// the chain ends once the sheet is shown or no longer wanted.
    case checkAgainLater
  }

}

extension PresentationBinding.Command: Sendable where Identity: Sendable {}

extension PresentationBinding {
  /// Where a binding-driven sheet stands (see ``PresentationBinding``).
  package enum State: Hashable {
    /// No sheet, and none asked for.
    case idle
    /// The binding asks for the sheet with this identity, but nothing can present it yet (the
    /// presenting view is not in a window, or is presenting something else).
    case waiting(Identity)
    /// The sheet with this identity is on screen, arriving or resting.
    case shown(Identity)
    /// The sheet with this identity is leaving because the binding let go of it; `next` is shown
    /// once it is gone.
    case dismissing(Identity, next: Identity?)
  }

}

extension PresentationBinding.State: Sendable where Identity: Sendable {}
