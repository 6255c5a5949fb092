#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  extension UIScrollView {
    /// Whether this scroll view's own pan carries vertical drags, so the sheet hands off through
    /// it; the core decides from the raw geometry (`ScrollViewAxes`). Short, horizontal-only or
    /// disabled scroll views answer false and leave the drag to the sheet's pan.
    var handsOff: Bool { axes.handsOff }

    /// The core's view of which ways this scroll view scrolls, from its raw geometry.
    var axes: ScrollViewAxes {
      ScrollViewAxes(
        contentSize: Size(contentSize), boundsSize: Size(bounds.size),
        insets: Insets(adjustedContentInset), alwaysBouncesVertically: alwaysBounceVertical,
        alwaysBouncesHorizontally: alwaysBounceHorizontal, isScrollEnabled: isScrollEnabled)
    }

    /// The first vertically panning scroll view at or above `view`, up to (not including) `limit`.
    static func verticalScrollView(containing view: UIView?, below limit: UIView) -> UIScrollView? {
      var current = view
      while let candidate = current, candidate !== limit {
        if let scrollView = candidate as? UIScrollView, scrollView.handsOff {
          return scrollView
        }
        current = candidate.superview
      }
      return nil
    }
  }
#endif
