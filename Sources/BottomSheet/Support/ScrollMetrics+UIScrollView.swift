#if os(iOS)
  import BottomSheetCore
  import UIKit

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
