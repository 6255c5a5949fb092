import BottomSheetCore

/// What rows 38 and 39 hold a keyboard to when the sheet holding its field is dismissed (by
/// the app, by the escape gesture): the field stops editing within a few frames, the keyboard
/// announces that it leaves within a few frames, and it is down by the time the sheet is gone.
/// Times are seconds since the dismissal began; the keyboard's "down" is its announcement plus
/// the animation duration it announced.
///
/// ```swift
/// DeviceCheckKeyboardDismissal.announcedLeavingInTime(at: 0.02)   // true
/// DeviceCheckKeyboardDismissal.isDownInTime(at: 0.31, sheetGoneAt: 0.3)   // true (one frame)
/// ```
@_spi(SelfCheck) public enum DeviceCheckKeyboardDismissal {
  /// How soon after the dismissal begins the keyboard must announce that it leaves, in seconds:
  /// 0.1. Source: chosen here, a few frames (UIKit announces it within the call that ends
  /// editing), well before a dismissal ends (the sheet's dismissal spring takes 0.3 s or more).
  @_spi(SelfCheck) public static let leaveLatency = 0.1
  /// How soon after the dismissal begins the field must no longer be first responder, in
  /// seconds: 0.1. Source: chosen here, a few frames (the sheet ends editing in the call that
  /// begins the dismissal), well before UIKit takes the field out of the window.
  @_spi(SelfCheck) public static let editingEndLatency = 0.1
  /// Slack on "down by the time the sheet is gone", in seconds: one frame at 60 Hz.
  @_spi(SelfCheck) public static let downSlack = 1.0 / 60

  /// Whether the keyboard announced that it leaves (`at`, nil when it never did) within
  /// ``leaveLatency``.
  @_spi(SelfCheck) public static func announcedLeavingInTime(at seconds: Double?) -> Bool {
    guard let seconds, seconds.isFinite else { return false }
    return seconds <= leaveLatency
  }

  /// Whether the keyboard was down (`at`, nil when it never announced leaving) by the time the
  /// sheet was gone, within ``downSlack``.
  @_spi(SelfCheck) public static func isDownInTime(at seconds: Double?, sheetGoneAt gone: Double)
    -> Bool
  {
    guard let seconds, seconds.isFinite, gone.isFinite else { return false }
    return seconds <= gone + downSlack
  }
}
