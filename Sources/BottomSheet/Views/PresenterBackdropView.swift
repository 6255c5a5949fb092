#if os(iOS)
  import UIKit

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
#endif
