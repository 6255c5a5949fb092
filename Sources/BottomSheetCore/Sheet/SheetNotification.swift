/// What the engine tells the app, each exactly once and in order.
///
/// Read them with ``SheetEngine/drainNotifications(_:)`` after each input or frame.
public enum SheetNotification: Sendable, Hashable {
  /// A presentation began (programmatic or by a drag from hidden).
  case willPresent
  /// The sheet came to rest at its detent after a presentation.
  case didPresent
  /// A dismissal began (programmatic, tap, drag release or accessibility escape).
  case willDismiss
  /// The sheet is hidden; the dismissal is complete.
  case didDismiss
  /// The selected detent changed, by a release, a programmatic selection or accessibility.
  case detentDidChange(from: Detent.Identifier, to: Detent.Identifier)
  /// The user tried to dismiss the sheet and the configuration's veto refused (UIKit's
  /// `presentationControllerDidAttemptToDismiss`).
  case didAttemptToDismiss
}
