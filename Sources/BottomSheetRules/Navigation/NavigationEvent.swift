import BottomSheetCore

/// What a navigation stack inside the sheet reports when a transition ends.
package enum NavigationEvent: Sendable, Hashable {
  /// The transition finished and `screen` is on top (UIKit's `didShow`).
  case didShow(screen: Int)
  /// An interactive pop was cancelled; `screen` stays on top.
  case didCancel(screen: Int)
}
