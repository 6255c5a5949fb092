#if os(iOS)
  import UIKit

  /// Opaque black behind the receded presenter, where the scaled view no longer covers the
  /// screen: a plain black view placed under the presenter's view in its superview, over the
  /// area the untransformed presenter covers. The presenter's own rounded clipping
  /// (`layer.cornerRadius` with `masksToBounds`) cuts the rounded corners out of it, so nothing
  /// is drawn per frame.
  @MainActor
  final class PresenterMarginsView: UIView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .black
      isUserInteractionEnabled = false
      isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    /// Places the margins under `presenterView` in its superview, over the area it covers when
    /// untransformed (its `bounds` about its `center`, which a transform leaves as they are).
    func place(under presenterView: UIView) {
      guard let superview = presenterView.superview else {
        removeFromSuperview()
        return
      }
      if self.superview !== superview {
        superview.insertSubview(self, belowSubview: presenterView)
      }
      if bounds != presenterView.bounds { bounds = presenterView.bounds }
      if center != presenterView.center { center = presenterView.center }
    }
  }
#endif
