import BottomSheetCore
import BottomSheetRules

/// A navigation event with the tick at which it was drained, in seconds.
package struct TimedNavigationEvent: Sendable, Hashable {
  /// When, in seconds.
  package var time: Double
  /// The event.
  package var event: NavigationEvent

  /// Creates a timed event.
  package init(time: Double, event: NavigationEvent) {
    self.time = time
    self.event = event
  }
}
