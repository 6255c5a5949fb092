import BottomSheetCore

/// Whether the display a window fills has rounded corners, and their estimated radius: the
/// `LayoutContext.displayCornerRadius` the UIKit adapter gives the core.
///
/// No public UIKit API reports the display's shape, so the rule reads it from what UIKit does
/// report, the device's idiom and the window's safe-area insets. A display with rounded corners
/// has a home indicator, which keeps a bottom inset in every orientation; a phone's sensor
/// housing also keeps side insets in landscape. A display with square corners (a phone or an
/// iPad with a home button) has no bottom or side inset, only the status bar's top one. All
/// zero insets (a window not laid out yet, or not filling the display) tell nothing: square,
/// the safe answer, until the next layout pass says more.
///
/// | Idiom | Window's safe-area insets | Radius |
/// |---|---|---|
/// | phone | bottom > 0 (home indicator), or left or right > 0 (landscape housing) | `LayoutContext.estimatedRoundedDisplayCornerRadius` (44 pt) |
/// | phone | top only, or none | 0 |
/// | pad | bottom > 0 (home indicator) | ``estimatedPadCornerRadius`` (18 pt) |
/// | pad | top only, or none | 0 |
/// | any other (Mac, TV, CarPlay, …) | any | 0 |
package enum DisplayCorners {
  /// The kind of device, as UIKit's `userInterfaceIdiom` says.
  package enum Idiom: Sendable, Hashable {
    case phone
    case pad
    /// Anything else: no rounded display the sheet should follow.
    case other
  }

  /// The display corner radius assumed on an iPad with a home indicator, in points: 18. Apple
  /// publishes neither the value nor an API; 18 pt matches the rounded displays of the iPad Pro,
  /// Air and mini since 2018.
  package static let estimatedPadCornerRadius: Double = 18

  /// The display corner radius for a window on a device of `idiom` whose safe-area insets are
  /// `windowInsets`, in points; 0 for square corners.
  package static func radius(idiom: Idiom, windowInsets: Insets) -> Double {
    // `> 0` is false for NaN: a bad inset never makes corners round.
    let hasHomeIndicator = windowInsets.bottom > 0
    switch idiom {
    case .phone:
      let hasHousing = windowInsets.left > 0 || windowInsets.right > 0
      return hasHomeIndicator || hasHousing
        ? LayoutContext.estimatedRoundedDisplayCornerRadius : 0
    case .pad:
      return hasHomeIndicator ? estimatedPadCornerRadius : 0
    case .other:
      return 0
    }
  }
}
