import BottomSheetCore

/// When editing inside a sheet ends: as its dismissal begins, so the keyboard goes down with
/// the sheet instead of staying up until UIKit removes the sheet's views.
///
/// The engine posts ``SheetNotification/willDismiss`` once at the start of every dismissal,
/// whoever starts it: a release toward hidden, a tap on the dimming, the accessibility escape
/// (after the veto allowed it), the app's `dismiss` (UIKit's or the sheet's own, animated or
/// not), a persistent sheet hidden by the app, a presentation dragged back down. The adapter
/// ends editing in the sheet's content there (UIKit: `view.endEditing(true)`, which resigns only
/// a first responder inside that view, so a field behind the sheet keeps its keyboard).
///
/// Nothing brings editing back: a dismissal caught by a finger and pulled back up
/// (``SheetNotification/willPresent`` again) leaves the keyboard down, as Apple's sheet does;
/// the user taps the field again. A vetoed dismissal (``SheetNotification/didAttemptToDismiss``)
/// never began, so the keyboard stays.
///
/// | Notification | Ends editing in the sheet |
/// |---|---|
/// | `willDismiss` | yes |
/// | `willPresent`, `didPresent`, `didDismiss`, `detentDidChange`, `didAttemptToDismiss` | no |
///
/// ```swift
/// engine.drainNotifications { notification in
///   if DismissalEditing.endsEditing(after: notification) { content.view.endEditing(true) }
/// }
/// ```
package enum DismissalEditing {
  /// Whether the adapter ends editing inside the sheet once it has posted `notification`.
  package static func endsEditing(after notification: SheetNotification) -> Bool {
    switch notification.kind {
    case .willDismiss:
      return true
    case .willPresent, .didPresent, .didDismiss, .detentDidChange, .didAttemptToDismiss:
      return false
    }
  }
}
