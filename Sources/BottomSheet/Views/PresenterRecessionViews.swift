#if os(iOS)
  import UIKit

  // MARK: - Over the presenter: the shade

  /// The black shade of the core's alpha (`PresenterRecession.dimmingAlpha`) over the receding
  /// presenter: a plain black view filling the sheet's container, whose `alpha` is the only
  /// thing that changes per frame (no path, no layer rasterised again, no allocation).
  ///
  /// It lies in the sheet's container, under the dimming view and above the presenter (the
  /// container is above the presenter in the window), and takes no touches. It shades the
  /// black margins around the receded presenter too, which changes nothing there. The margins
  /// themselves are ``PresenterMarginsView``, behind the presenter.
  @MainActor
  final class PresenterBackdropView: UIView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .black
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      isHidden = true
      // Through a rotation it resizes with the container.
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    /// Shows the shade at `alpha`; hidden when `alpha` is nil.
    func show(shadeAlpha alpha: CGFloat?) {
      guard let alpha else {
        isHidden = true
        return
      }
      if self.alpha != alpha { self.alpha = alpha }
      if isHidden { isHidden = false }
    }
  }

  // MARK: - Behind the presenter: the margins

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
      // Through a rotation it resizes with the presenter's superview, as the presenter does.
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
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
