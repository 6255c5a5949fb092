#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  extension SheetContentTraits {
    /// The traits to lay over the content's inherited ones (a presentation controller's
    /// `overrideTraitCollection`, a container's `setOverrideTraitCollection(_:forChild:)`), or
    /// nil when the sheet adds none. Both APIs exist from iOS 8; the iOS 26 SDK deprecates them
    /// from iOS 17 in favour of `traitOverrides`, which the iOS 15 floor cannot use alone.
    var overrideCollection: UITraitCollection? {
      var traits: [UITraitCollection] = []
      if interfaceLevel == .elevated {
        traits.append(UITraitCollection(userInterfaceLevel: .elevated))
      }
      if hasCompactWidth {
        traits.append(UITraitCollection(horizontalSizeClass: .compact))
      }
      return traits.isEmpty ? nil : UITraitCollection(traitsFrom: traits)
    }
  }

  extension SheetContentTraits.InterfaceLevel {
    /// `color` as the sheet's chrome draws it: resolved at this level, whatever the level of
    /// the view it is drawn in (a modal sheet's chrome lives in the transition's container, at
    /// the window's base level). It stays dynamic: light, dark and contrast still follow the
    /// view's traits.
    func chromeColor(_ color: UIColor) -> UIColor {
      switch self {
      case .inherited:
        return color
      case .elevated:
        return UIColor { traits in
          color.resolvedColor(
            with: UITraitCollection(traitsFrom: [
              traits, UITraitCollection(userInterfaceLevel: .elevated),
            ]))
        }
      }
    }
  }
#endif
