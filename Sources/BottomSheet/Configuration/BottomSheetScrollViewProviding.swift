#if os(iOS)
  import UIKit

  /// A sheet's screen that names the one scroll view whose drags hand off to the sheet.
  ///
  /// Without it the sheet hands off through the vertical scroll view under the finger, chosen
  /// anew at every touch-down, so several scroll views in one screen each work, and horizontal
  /// ones are left alone. Name one when only it should move the sheet (a list under a search
  /// field's suggestions, say):
  ///
  /// ```swift
  /// extension ResultsViewController: BottomSheetScrollViewProviding {
  ///   var bottomSheetScrollView: UIScrollView? { tableView }
  /// }
  /// ```
  ///
  /// Adopt it on the sheet's content: a presented sheet's view controller, a
  /// ``BottomSheetContainerViewController``'s sheet view controller, or a screen of a
  /// ``BottomSheetNavigationController`` (the top screen's counts). It is read once the
  /// screen's view is loaded, and again on layout passes and at every touch-down on the sheet,
  /// so a scroll view created late or replaced is the one tracked.
  @MainActor
  public protocol BottomSheetScrollViewProviding: AnyObject {
    /// The only scroll view that hands off with the sheet while this screen is shown; nil lets
    /// the one under the finger hand off.
    var bottomSheetScrollView: UIScrollView? { get }
  }
#endif
