#if canImport(UIKit)
  import UIKit

  extension UIScrollView {
    /// Whether a vertical pan on this scroll view is its own (so the sheet hands off through it
    /// instead of moving under its own pan): scrolling is on and the content is taller than the
    /// view or always bounces vertically. Horizontal-only scroll views answer false and are left
    /// alone.
    var pansVertically: Bool {
      guard isScrollEnabled else { return false }
      let inset = adjustedContentInset
      return alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height
    }

    /// The first vertically panning scroll view at or above `view`, up to (not including) `limit`.
    static func verticalScrollView(containing view: UIView?, below limit: UIView) -> UIScrollView? {
      var current = view
      while let candidate = current, candidate !== limit {
        if let scrollView = candidate as? UIScrollView, scrollView.pansVertically {
          return scrollView
        }
        current = candidate.superview
      }
      return nil
    }
  }
#endif
