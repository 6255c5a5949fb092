/// Where the sheet is in its present/dismiss life cycle, as the app is told through
/// ``SheetNotification``s.
///
/// A transition in progress is cancelled by the opposite one: a presentation abandoned by a drag
/// back down reads `willPresent, willDismiss, didDismiss`, and a dismissal grabbed and pulled back
/// up reads `willDismiss, willPresent, didPresent`. Every `will` is therefore followed by its own
/// `did` or by the opposite `will`, never by nothing.
package enum PresentationState: Sendable, Hashable {
  /// Not presented; `didDismiss` was the last transition notification (or none was sent).
  case dismissed
  /// `willPresent` was sent; `didPresent` will follow unless a dismissal cancels it.
  case presenting
  /// `didPresent` was sent.
  case presented
  /// `willDismiss` was sent; `didDismiss` will follow unless a presentation cancels it.
  case dismissing
}
