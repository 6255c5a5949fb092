/// The persistent sheet began or ceased to block the view behind it (touches and VoiceOver),
/// as ``BackgroundBlockingWatch`` reports it.
package enum BackgroundBlockingChange: Sendable, Hashable {
  /// The sheet came to rest above its largest undimmed detent: the background is dimmed and out
  /// of reach, so VoiceOver's focus belongs in the sheet.
  case began
  /// The sheet came to rest at or below its largest undimmed detent, or was hidden: the
  /// background is reachable again.
  case ended
}
