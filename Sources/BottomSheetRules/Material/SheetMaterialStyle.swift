import BottomSheetCore

/// What an app asks the sheet to draw behind its content, without the platform's colour or blur
/// values: the core's side of the UIKit adapter's `BottomSheetBackground`.
///
/// ``SheetMaterialRule`` turns a style, what the system offers and the accessibility settings
/// into the ``SheetMaterial`` to draw at each frame.
package enum SheetMaterialStyle: String, Sendable, Hashable, CaseIterable {
  /// The system sheet's background: glass on a system whose design uses Liquid Glass (iOS 26
  /// and later, unless the app keeps the earlier design), the opaque system background before.
  case automatic
  /// Glass where the system has it (iOS 26 and later), else a blur.
  case glass
  /// A blur of what lies behind the sheet, in the style the adapter was given.
  case blur
  /// A colour the adapter was given, drawn as it is (opaque or not).
  case color
  /// Nothing: the sheet's content draws its own background.
  case none
  /// The effect the app set on the presentation itself (UIKit's
  /// `UIPresentationController.backgroundEffect`, iOS 26.1, which the header leaves to custom
  /// presentations to implement): it replaces the sheet's background and is drawn as given.
  case presentationEffect
}
