#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  /// What fills a sheet behind its content: the system's material, glass, a blur, a colour or
  /// nothing.
  ///
  /// Which material is drawn at each frame is the core's rule (`SheetMaterialRule`): on iOS 26
  /// glass is clear while the sheet floats and turns opaque as it reaches its full height, Reduce
  /// Transparency makes glass and blurs opaque, and Increase Contrast thickens them.
  ///
  /// ```swift
  /// configuration.appearance.background = .glass              // iOS 26 glass, a blur before
  /// configuration.appearance.background = .blur(.systemThinMaterial)
  /// ```
  public struct BottomSheetBackground: Equatable, Sendable {
    enum Kind: Equatable {
      case automatic
      case glass
      case blur(UIBlurEffect.Style)
      case color(UIColor)
      case none
    }

    /// The blur a ``glass`` background falls back to before iOS 26: `systemMaterial`, the
    /// adaptable material closest to glass in weight.
    package static let glassFallbackBlurStyle: UIBlurEffect.Style = .systemMaterial

    let kind: Kind

    /// The system sheet's background on the running system (the default): Liquid Glass on iOS
    /// 26 and later, clear while the sheet floats and opaque once it is attached at its full
    /// height, as the system's sheet is; `systemBackground` before iOS 26 and in an app that
    /// keeps the earlier design (`UIDesignRequiresCompatibility`).
    public static var automatic: BottomSheetBackground {
      BottomSheetBackground(kind: .automatic)
    }

    /// Liquid Glass (`UIGlassEffect`, iOS 26) on iOS 26 in an app built with the iOS 26 SDK,
    /// turning opaque as the sheet attaches at its full height; otherwise a
    /// `systemMaterial` blur.
    public static var glass: BottomSheetBackground {
      BottomSheetBackground(kind: .glass)
    }

    /// Nothing: the sheet's content draws its own background (the grabber and the clip to the
    /// sheet's shape remain).
    public static var clear: BottomSheetBackground {
      BottomSheetBackground(kind: .none)
    }

    /// A solid colour.
    public static func color(_ color: UIColor) -> BottomSheetBackground {
      BottomSheetBackground(kind: .color(color))
    }

    /// A `UIVisualEffectView` blurring what lies behind the sheet.
    public static func blur(_ style: UIBlurEffect.Style) -> BottomSheetBackground {
      BottomSheetBackground(kind: .blur(style))
    }

    /// The core's style for this background.
    var materialStyle: SheetMaterialStyle {
      switch kind {
      case .automatic: return .automatic
      case .glass: return .glass
      case .blur: return .blur
      case .color: return .color
      case .none: return .none
      }
    }

    /// The blur drawn where the core answers a blur: the given style, or the glass fallback.
    var blurStyle: UIBlurEffect.Style {
      if case .blur(let style) = kind { return style }
      return BottomSheetBackground.glassFallbackBlurStyle
    }

    /// The colour of the fill layer: the given colour, else `systemBackground` (what glass turns
    /// into as the sheet attaches, and what Reduce Transparency shows). A blur that is always
    /// dark or always light keeps its tone: its fill is `systemBackground` in that appearance,
    /// so text made for the blur stays readable.
    var fillColor: UIColor {
      switch kind {
      case .color(let color):
        return color
      case .blur(let style):
        guard let tone = BottomSheetBackground.fixedTone(of: style) else {
          return .systemBackground
        }
        return UIColor.systemBackground.resolvedColor(
          with: UITraitCollection(userInterfaceStyle: tone))
      case .automatic, .glass, .none:
        return .systemBackground
      }
    }

    /// The appearance a blur style always has (the `…Dark` and `…Light` materials and the
    /// classic styles), or nil for one that follows the system's.
    static func fixedTone(of style: UIBlurEffect.Style) -> UIUserInterfaceStyle? {
      switch style {
      case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
        .systemThickMaterialDark, .systemChromeMaterialDark:
        return .dark
      case .light, .extraLight, .systemUltraThinMaterialLight, .systemThinMaterialLight,
        .systemMaterialLight, .systemThickMaterialLight, .systemChromeMaterialLight:
        return .light
      default:
        return nil
      }
    }
  }
#endif
