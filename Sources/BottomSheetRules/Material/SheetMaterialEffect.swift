import BottomSheetCore

/// The translucent effect a sheet draws under its fill layer (``SheetMaterial/effect``).
package enum SheetMaterialEffect: String, Sendable, Hashable {
  /// Liquid Glass (UIKit's `UIGlassEffect`, iOS 26 and later).
  case glass
  /// A blur of what lies behind the sheet (UIKit's `UIBlurEffect`).
  case blur
  /// No effect: only the fill layer, if any, shows.
  case none
  /// The effect the app set on the presentation (``SheetMaterialStyle/presentationEffect``),
  /// whatever it is (glass, a blur, a vibrancy).
  case presentationEffect
}
