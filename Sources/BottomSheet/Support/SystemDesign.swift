#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import Foundation

  /// What the running system's design offers the sheet's chrome: the inputs of the core's
  /// material rule (`SheetMaterialRule`) and of the grabber's look.
  enum SystemDesign {
    /// Whether glass can be drawn: iOS 26 and later, built with an SDK that declares
    /// `UIGlassEffect` (UIKit 9000 and later; the iOS 16.5 SDK's UIKit is 6441).
    static var glassAvailable: Bool {
      #if canImport(UIKit, _version: 9000)
        if #available(iOS 26.0, *) { return true }
      #endif
      return false
    }

    /// Whether the system's own design uses Liquid Glass for this app: glass is available and
    /// the app does not keep the earlier design with the `UIDesignRequiresCompatibility`
    /// Info.plist key (Apple documents it as running the app with the appearance of earlier
    /// releases). An app built with an SDK before iOS 26 keeps the earlier design as well. The
    /// key's value is read as the plist stores it, a Boolean, a number or a string (`"YES"`), by
    /// the core's `InfoPlistBoolean`.
    static var usesGlassDesign: Bool {
      guard glassAvailable else { return false }
      let value = Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility")
      return !InfoPlistBoolean.value(
        bool: (value as? NSNumber)?.boolValue, string: value as? String)
    }
  }
#endif
