#if os(iOS)
  import BottomSheet
  import BottomSheetRules
  import SwiftUI
  import UIKit

  /// What the sheet's content asks for with the `bottomSheet…` content modifiers: the core's
  /// behaviour preferences plus the look and the selection binding only SwiftUI has.
  struct BottomSheetContentPreferences {
    var sheet = SheetPreferences()
    var background: BottomSheetBackground?
    var surfaceStyle: SheetSurfaceStyle?
    var placement: SheetPlacement?
    var selection: Binding<Detent?>?

    /// These preferences with what they leave unset taken from `outer` (self is closer to the
    /// content and wins).
    func filling(from outer: BottomSheetContentPreferences) -> BottomSheetContentPreferences {
      var merged = self
      merged.sheet = sheet.filling(from: outer.sheet)
      merged.background = background ?? outer.background
      merged.surfaceStyle = surfaceStyle ?? outer.surfaceStyle
      merged.placement = placement ?? outer.placement
      merged.selection = selection ?? outer.selection
      return merged
    }
  }

  extension BottomSheetContentPreferences {
    /// `base` with everything the content asks for applied: behaviour through the core's
    /// `SheetPreferences`, then the grabber, corners, background, surface style and placement,
    /// and the presenter's colour scheme for the sheet's chrome unless `base` names a style.
    func configuration(
      over base: BottomSheetConfiguration, environment: EnvironmentValues?
    ) -> BottomSheetConfiguration {
      var configuration = base
      // The sheet's UIKit chrome follows the presenter's colour scheme, as its content does,
      // unless the configuration names a style (`SettingPrecedence`).
      let presenter: SettingPrecedence.InterfaceStyle =
        switch environment?.colorScheme {
        case .dark?: .dark
        case .light?: .light
        default: .unspecified
        }
      configuration.appearance.userInterfaceStyle = UIUserInterfaceStyle(
        SettingPrecedence.interfaceStyle(
          configured: .init(base.appearance.userInterfaceStyle), presenter: presenter))
      configuration.engine = sheet.applied(to: base.engine)
      if let visible = sheet.grabberVisible {
        configuration.appearance.grabber.prefersVisible = visible
      }
      if let radius = sheet.cornerRadius {
        configuration.cornerRadius = CGFloat(radius)
      }
      if let background {
        configuration.appearance.background = background
      }
      if let surfaceStyle {
        configuration.surfaceStyle = surfaceStyle
      }
      if let placement {
        configuration.placement = placement
      }
      return configuration
    }

    /// Hands `sheet` `configuration` when it differs from its own (the sheet moves to new
    /// detents, with animation or at once, and re-selects when its detent went; the selection
    /// binding hears of that later, from `DetentBindingSync`).
    @MainActor
    static func apply(
      _ configuration: BottomSheetConfiguration, to sheet: any BottomSheetControlling,
      animated: Bool
    ) {
      var configuration = configuration
      // The initial detent only matters when a sheet appears; it is not a change.
      configuration.engine.initialDetent = sheet.configuration.engine.initialDetent
      if !sheet.configuration.hasSameSettings(as: configuration) {
        sheet.setConfiguration(configuration, animated: animated)
      }
    }
  }

  extension BottomSheetContentPreferences: Equatable {
    static func == (lhs: BottomSheetContentPreferences, rhs: BottomSheetContentPreferences)
      -> Bool
    {
      lhs.sheet == rhs.sheet && lhs.background == rhs.background
        && lhs.surfaceStyle == rhs.surfaceStyle && lhs.placement == rhs.placement
        && (lhs.selection == nil) == (rhs.selection == nil)
        && lhs.selection?.wrappedValue == rhs.selection?.wrappedValue
    }
  }

  // MARK: - Interface styles between UIKit and the core

  extension BottomSheetConfiguration {
    /// Whether the sheet's SwiftUI content keeps the sheet's own colour scheme: the
    /// configuration names a style (`SettingPrecedence.contentKeepsSheetStyle(configured:)`).
    var contentKeepsSheetStyle: Bool {
      SettingPrecedence.contentKeepsSheetStyle(configured: .init(appearance.userInterfaceStyle))
    }
  }

  extension SettingPrecedence.InterfaceStyle {
    /// The core's name for UIKit's `style` (a style UIKit adds later counts as unspecified).
    init(_ style: UIUserInterfaceStyle) {
      switch style {
      case .light: self = .light
      case .dark: self = .dark
      default: self = .unspecified
      }
    }
  }

  extension UIUserInterfaceStyle {
    /// UIKit's name for the core's `style`.
    init(_ style: SettingPrecedence.InterfaceStyle) {
      switch style {
      case .unspecified: self = .unspecified
      case .light: self = .light
      case .dark: self = .dark
      }
    }
  }

  // MARK: - The key the content modifiers write

  /// Collects the content's `bottomSheet…` modifiers; among siblings the first one wins, and a
  /// modifier closer to the content wins over one further out (each fills only what is unset).
  struct BottomSheetPreferenceKey: PreferenceKey {
    static var defaultValue: BottomSheetContentPreferences { BottomSheetContentPreferences() }

    static func reduce(
      value: inout BottomSheetContentPreferences,
      nextValue: () -> BottomSheetContentPreferences
    ) {
      value = value.filling(from: nextValue())
    }
  }
#endif
