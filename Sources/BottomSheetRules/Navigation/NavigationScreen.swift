import BottomSheetCore

/// One screen of a navigation stack inside the sheet: its identity, the content height it
/// asks for, and the scroll view the app named to hand off with the sheet while it is on top.
package struct NavigationScreen: Sendable, Hashable {
  /// The screen's identity (the UIKit adapter derives it from the view controller).
  package var id: Int
  /// The content height the screen asks for, in points (its `preferredContentSize.height`).
  package var preferredHeight: Double
  /// The only scroll view that hands off while this screen is on top, when the app names one;
  /// nil lets the vertical scroll view under the finger hand off.
  package var scrollView: ScrollViewID?

  /// The height a screen asks for: its preferred height when it gives one (above 0), else the
  /// height its layout needs (`fitting`, evaluated only then; in UIKit the constraints'
  /// compressed height at the sheet's width), in points, never negative or NaN.
  package static func height(preferred: Double, fitting: () -> Double) -> Double {
    if preferred.isFinite, preferred > 0 { return preferred }
    let fitted = fitting()
    return fitted.isFinite && fitted > 0 ? fitted : 0
  }

  /// Creates a screen.
  package init(id: Int, preferredHeight: Double, scrollView: ScrollViewID? = nil) {
    self.id = id
    self.preferredHeight = preferredHeight
    self.scrollView = scrollView
  }
}
