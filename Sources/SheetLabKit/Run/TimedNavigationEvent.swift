import BottomSheetCore

/// A navigation event with the tick at which it was drained, in seconds.
public struct TimedNavigationEvent: Sendable, Hashable {
  /// When, in seconds.
  public var time: Double
  /// The event.
  public var event: NavigationEvent

  /// Creates a timed event.
  public init(time: Double, event: NavigationEvent) {
    self.time = time
    self.event = event
  }
}
