#if os(iOS)
  // `@preconcurrency`: the iOS 16 SDK exposes `UIAccessibility.Notification.announcement` as a
  // mutable global without concurrency annotations; newer SDKs need no exemption.
  @preconcurrency import UIKit

  /// Speaks the core's announcements through VoiceOver.
  @MainActor
  enum AccessibilityAnnouncer {
    /// Asks VoiceOver to say `text` (nothing happens while VoiceOver is off).
    static func announce(_ text: String) {
      UIAccessibility.post(notification: .announcement, argument: text)
    }
  }
#endif
