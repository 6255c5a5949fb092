import BottomSheetCore

/// A notification with the time it was drained, in seconds.
public struct TimedNotification: Sendable, Hashable {
  /// When the engine produced it, in seconds.
  public var time: Double
  /// What the engine said.
  public var notification: SheetNotification

  /// Creates a timed notification.
  public init(time: Double, notification: SheetNotification) {
    self.time = time
    self.notification = notification
  }
}
