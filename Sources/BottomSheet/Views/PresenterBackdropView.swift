#if os(iOS)
  import QuartzCore
  import UIKit

  /// What a modal sheet's container shows around and over the receding presenter: opaque black
  /// where the scaled presenter no longer covers the screen, and a black shade of the core's
  /// alpha over the presenter itself (`PresenterRecession.dimmingAlpha`).
  ///
  /// It lies in the sheet's container, under the dimming view and above the presenter (the
  /// container is above the presenter in the window), and takes no touches. Its two shape
  /// layers are redrawn only when the recession changes, with implicit animations off, so a
  /// frame costs two path assignments and no layout.
  @MainActor
  final class PresenterBackdropView: UIView {
    /// Black everywhere but inside the receded presenter (an even-odd cut-out).
    private let margins = CAShapeLayer()
    /// The shade over the receded presenter.
    private let shade = CAShapeLayer()

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      isHidden = true
      margins.fillRule = .evenOdd
      margins.fillColor = UIColor.black.cgColor
      shade.fillColor = UIColor.black.cgColor
      layer.addSublayer(margins)
      layer.addSublayer(shade)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    /// Shows the presenter receded into `rect` (container points) with corners of `radius`
    /// and a shade of `shadeAlpha`; hidden when `rect` is nil.
    func show(presenterRect rect: CGRect?, cornerRadius radius: CGFloat, shadeAlpha: CGFloat) {
      guard let rect else {
        isHidden = true
        return
      }
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      let presenter = UIBezierPath(roundedRect: rect, cornerRadius: radius)
      let outline = UIBezierPath(rect: bounds)
      outline.append(presenter)
      margins.path = outline.cgPath
      shade.path = presenter.cgPath
      shade.opacity = Float(shadeAlpha)
      CATransaction.commit()
      isHidden = false
    }
  }
#endif
