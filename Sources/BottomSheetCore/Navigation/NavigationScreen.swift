/// One screen of a navigation stack inside the sheet: its identity, the content height it
/// asks for, and the scroll view the app named to hand off with the sheet while it is on top.
public struct NavigationScreen: Sendable, Hashable {
  /// The screen's identity (the UIKit adapter derives it from the view controller).
  public var id: Int
  /// The content height the screen asks for, in points (its `preferredContentSize.height`).
  public var preferredHeight: Double
  /// The only scroll view that hands off while this screen is on top, when the app names one;
  /// nil lets the vertical scroll view under the finger hand off.
  public var scrollView: ScrollViewID?

  /// Creates a screen.
  public init(id: Int, preferredHeight: Double, scrollView: ScrollViewID? = nil) {
    self.id = id
    self.preferredHeight = preferredHeight
    self.scrollView = scrollView
  }
}
