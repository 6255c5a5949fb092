#if os(iOS)
  import UIKit

  /// What fills a sheet behind its content: a colour or a blur.
  ///
  /// ```swift
  /// configuration.appearance.background = .blur(.systemThinMaterial)
  /// ```
  public struct BottomSheetBackground: Equatable {
    enum Representation: Equatable {
      case color(UIColor)
      case blur(UIBlurEffect.Style)
    }

    let representation: Representation

    /// A solid colour.
    public static func color(_ color: UIColor) -> BottomSheetBackground {
      BottomSheetBackground(representation: .color(color))
    }

    /// A `UIVisualEffectView` blurring what lies behind the sheet.
    public static func blur(_ style: UIBlurEffect.Style) -> BottomSheetBackground {
      BottomSheetBackground(representation: .blur(style))
    }

    /// UIKit's `systemBackground`, the system sheet's background.
    public static var systemBackground: BottomSheetBackground {
      .color(.systemBackground)
    }

    /// The adaptable `systemMaterial` blur (iOS 13).
    public static var systemMaterial: BottomSheetBackground {
      .blur(.systemMaterial)
    }
  }
#endif
