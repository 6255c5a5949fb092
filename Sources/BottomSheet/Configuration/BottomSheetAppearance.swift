#if os(iOS)
  import UIKit

  /// How a sheet looks. The defaults match the system sheet.
  public struct BottomSheetAppearance: Equatable, Sendable {
    /// What fills the sheet behind the content: ``BottomSheetBackground/automatic`` by default,
    /// the system sheet's material on each system.
    public var background: BottomSheetBackground
    /// The grabber at the top of the sheet.
    public var grabber: BottomSheetGrabberStyle
    /// A shadow around the sheet, drawn outside its surface only; nil for none (the system sheet
    /// has none).
    public var shadow: BottomSheetShadow?
    /// The colour of the dimming view. Its strength comes from `engine.dimming.maximumAlpha`
    /// (0.4 like UIKit), so give an opaque colour.
    public var dimmingColor: UIColor
    /// Light or dark for the sheet's own chrome (background, grabber), whatever the window
    /// uses; `.unspecified` (the default) follows the window. The SwiftUI wrapper sets it from
    /// the presenting view's colour scheme.
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// Creates an appearance; every parameter defaults to the system sheet's look.
    public init(
      background: BottomSheetBackground = .automatic,
      grabber: BottomSheetGrabberStyle = .automatic,
      shadow: BottomSheetShadow? = nil,
      dimmingColor: UIColor = .black
    ) {
      self.background = background
      self.grabber = grabber
      self.shadow = shadow
      self.dimmingColor = dimmingColor
    }

    /// The system sheet: the system's material (glass on iOS 26, `systemBackground` before), grabber
    /// when resizable, no shadow.
    public static var system: BottomSheetAppearance {
      BottomSheetAppearance()
    }

    /// A sheet floating over live content (a map), the persistent preset's look: the system
    /// sheet's material (``BottomSheetBackground/automatic``: glass on iOS 26 like the modal
    /// sheet, `systemBackground` before), always a grabber, and a soft shadow drawn only outside
    /// the sheet's surface, so it never greys a translucent material.
    public static var floating: BottomSheetAppearance {
      BottomSheetAppearance(background: .automatic, grabber: .visible, shadow: .standard)
    }
  }
#endif
