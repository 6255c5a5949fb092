import BottomSheetCore

/// Checks that a notification sequence follows the life-cycle rules of ``PresentationState``:
/// every `will` is followed by its own `did` or by the opposite `will`, no `did` comes without
/// its `will`, and nothing is reported twice in a row.
package enum NotificationOrder {
  /// The first violation in `sequence`, described in English, or nil when it is valid.
  ///
  /// - Parameter initial: The life-cycle state before the first notification.
  package static func violation(
    in sequence: [SheetNotification], from initial: PresentationState = .dismissed
  ) -> String? {
    var state = initial
    for (index, notification) in sequence.enumerated() {
      switch notification.kind {
      case .willPresent:
        guard state == .dismissed || state == .dismissing else {
          return "#\(index) willPresent while \(state)"
        }
        state = .presenting
      case .didPresent:
        guard state == .presenting else { return "#\(index) didPresent while \(state)" }
        state = .presented
      case .willDismiss:
        guard state == .presenting || state == .presented else {
          return "#\(index) willDismiss while \(state)"
        }
        state = .dismissing
      case .didDismiss:
        guard state == .dismissing else { return "#\(index) didDismiss while \(state)" }
        state = .dismissed
      case .detentDidChange(let from, let to):
        guard from != to else { return "#\(index) detentDidChange from \(from) to itself" }
        guard state != .dismissed else { return "#\(index) detentDidChange while dismissed" }
      case .didAttemptToDismiss:
        guard state == .presented || state == .presenting else {
          return "#\(index) didAttemptToDismiss while \(state)"
        }
      }
    }
    return nil
  }

  /// The life-cycle state after `sequence`, assuming it is valid.
  package static func finalState(
    of sequence: [SheetNotification], from initial: PresentationState = .dismissed
  ) -> PresentationState {
    var state = initial
    for notification in sequence {
      switch notification.kind {
      case .willPresent: state = .presenting
      case .didPresent: state = .presented
      case .willDismiss: state = .dismissing
      case .didDismiss: state = .dismissed
      case .detentDidChange, .didAttemptToDismiss: break
      }
    }
    return state
  }
}
