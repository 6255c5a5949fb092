#if os(iOS)
  import BottomSheetCore
  import UIKit

  /// The part of the layout the container view dictates, remembered so an unchanged layout pass
  /// sends nothing to the engine.
  struct ContainerGeometry: Equatable {
    /// The container's size, in points.
    var size: Size
    /// The container's safe-area insets, in points.
    var safeAreaInsets: Insets
    /// The grabber strip reserved above the content, in points.
    var grabberHeight: Double
    /// The display's corner radius, in points (`LayoutContext.displayCornerRadius`).
    var displayCornerRadius: Double
    /// Which way the container reads (its `effectiveUserInterfaceLayoutDirection`).
    var layoutDirection: SheetLayoutDirection
  }

  // MARK: - The display the surface follows

  extension SheetDriver {
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
