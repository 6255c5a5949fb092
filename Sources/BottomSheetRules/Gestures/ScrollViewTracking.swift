import BottomSheetCore

/// Which scroll view the sheet's scroll handoff follows: the one the app names
/// (`BottomSheetScrollViewProviding` in UIKit), for every kind of content.
///
/// The rules:
/// - a navigation stack inside the sheet decides for itself: its top screen's named scroll view
///   (``NavigationSizing/trackedScrollView``, nil while it slides), whatever else names one;
/// - any other content (a modal sheet's screen, a persistent container's sheet) is tracked
///   through the scroll view it names;
/// - a screen is asked only once its view is loaded (asking earlier may load it out of turn, or
///   read an outlet that is not connected yet): until then nothing is named and the scroll view
///   under the finger hands off. The adapter asks again when the content's view loads or lays
///   out, and at each touch-down, so a scroll view named late or replaced is the one tracked.
///
/// ```swift
/// handoff.trackedScrollView = ScrollViewTracking.trackedScrollView(
///   stack: nil, content: ScrollViewTracking.named(viewIsLoaded: true) { tableID })
/// ```
package enum ScrollViewTracking {
  /// The scroll view a screen names: `read()` once its view is loaded, else nil (`read` is not
  /// called then).
  package static func named(viewIsLoaded: Bool, read: () -> ScrollViewID?) -> ScrollViewID? {
    viewIsLoaded ? read() : nil
  }

  /// The scroll view the handoff follows; nil lets the vertical scroll view under the finger
  /// hand off.
  ///
  /// - Parameters:
  ///   - stack: The navigation stack that drives the sheet's content, if any.
  ///   - content: The scroll view the sheet's content names (see ``named(viewIsLoaded:read:)``).
  package static func trackedScrollView(
    stack: NavigationSizing?, content: ScrollViewID?
  ) -> ScrollViewID? {
    if let stack { return stack.trackedScrollView }
    return content
  }
}
