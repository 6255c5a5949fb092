#if os(iOS)
  import BottomSheetCore
  import UIKit

  extension SheetDriver {
    // MARK: - The display the surface follows

    /// The display corner radius to give the core for `container`, in points: UIKit has no
    /// public API for it, so a phone whose window keeps a bottom safe area (the home indicator
    /// of a display with rounded corners) gets `LayoutContext.estimatedRoundedDisplayCornerRadius`,
    /// anything else 0. On iOS 26 the chrome draws the floating bottom corners with
    /// `UICornerRadius.containerConcentric(minimum:)`, which follows the real display and takes
    /// this number only as its least value.
    static func displayCornerRadius(of container: UIView) -> Double {
      guard container.traitCollection.userInterfaceIdiom == .phone,
        let window = container.window, window.safeAreaInsets.bottom > 0
      else { return 0 }
      return LayoutContext.estimatedRoundedDisplayCornerRadius
    }
  }
#endif
