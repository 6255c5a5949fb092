#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
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
    /// The display corner radius to give the core for `container`, in points: the core's
    /// `DisplayCorners` decides from the device's idiom and the window's safe-area insets (UIKit
    /// has no public API for the display's shape); no window, no rounded corners. On iOS 26 the
    /// chrome draws the floating bottom corners with `UICornerRadius.containerConcentric(minimum:)`,
    /// which follows the real display and takes this number only as its least value.
    static func displayCornerRadius(of container: UIView) -> Double {
      guard let window = container.window else { return 0 }
      let idiom: DisplayCorners.Idiom
      switch container.traitCollection.userInterfaceIdiom {
      case .phone: idiom = .phone
      case .pad: idiom = .pad
      default: idiom = .other
      }
      return DisplayCorners.radius(idiom: idiom, windowInsets: Insets(window.safeAreaInsets))
    }
  }
#endif
