#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  // MARK: - Sizes

  extension CGSize {
    /// The UIKit size for a core size (points, Double → CGFloat).
    init(_ size: Size) {
      self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
  }

  extension Size {
    /// The core size for a UIKit size (points, CGFloat → Double).
    init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  // MARK: - Rectangles

  extension CGRect {
    /// The UIKit rectangle for a core rectangle (points, Double → CGFloat).
    init(_ rect: Rect) {
      self.init(
        x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width),
        height: CGFloat(rect.height))
    }
  }

  extension Rect {
    /// The core rectangle for a UIKit rectangle (points, CGFloat → Double).
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
        height: Double(rect.height))
    }
  }

  // MARK: - Insets

  extension Insets {
    /// The core insets for UIKit edge insets (points, CGFloat → Double).
    init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }

  // MARK: - Scroll views

  extension ScrollViewID {
    /// The identity of `scrollView` for as long as it lives.
    @MainActor
    init(_ scrollView: UIScrollView) {
      self.init(Int(bitPattern: ObjectIdentifier(scrollView)))
    }
  }

  extension ScrollMetrics {
    /// The vertical geometry of `scrollView`, as the handoff reads it.
    @MainActor
    init(_ scrollView: UIScrollView) {
      let inset = scrollView.adjustedContentInset
      self.init(
        contentOffset: Double(scrollView.contentOffset.y),
        contentHeight: Double(scrollView.contentSize.height),
        boundsHeight: Double(scrollView.bounds.height),
        insetTop: Double(inset.top),
        insetBottom: Double(inset.bottom))
    }
  }
#endif
