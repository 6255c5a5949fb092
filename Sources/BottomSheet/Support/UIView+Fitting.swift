#if os(iOS)
  import UIKit

  extension UIView {
    /// The height this view's Auto Layout constraints need at `width`, in points (their
    /// compressed height, UIView.h `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`),
    /// without its safe area: constraints to the safe area or the margins measure the view's
    /// current top and bottom insets too (the bar above a screen in a navigation stack, the
    /// home indicator below), and the sheet adds the bar and the bottom inset itself. So the
    /// height does not follow the insets either.
    func sheetFittingHeight(atWidth width: CGFloat) -> Double {
      let fitted = systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      ).height
      let insets = safeAreaInsets
      return Double(max(0, fitted - insets.top - insets.bottom))
    }
  }
#endif
