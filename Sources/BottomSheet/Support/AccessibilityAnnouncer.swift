#if os(iOS)
  // `@preconcurrency`: the iOS 16 SDK exposes `UIAccessibility.Notification.announcement` and
  // `.layoutChanged` as mutable globals without concurrency annotations; newer SDKs need no
  // exemption.
  @preconcurrency import UIKit

  /// Tells VoiceOver what the core decided it should hear.
  @MainActor
  enum AccessibilityAnnouncer {
    /// Asks VoiceOver to say `text` (nothing happens while VoiceOver is off).
    static func announce(_ text: String) {
      UIAccessibility.post(notification: .announcement, argument: text)
    }

    /// Tells VoiceOver that the screen's layout changed (a persistent sheet began or ceased to
    /// hide the background from it), moving its focus to `element` when one is given.
    static func layoutChanged(focusing element: Any?) {
      UIAccessibility.post(notification: .layoutChanged, argument: element)
    }
  }
#endif
