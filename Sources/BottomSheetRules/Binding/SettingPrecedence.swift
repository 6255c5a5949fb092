import BottomSheetCore

/// Which place wins when two set the same thing for a SwiftUI sheet: the modifier that presents
/// it (`.bottomSheet`, `.persistentBottomSheet`, and the configuration it is given), the view
/// that presents it (its colour scheme), and the sheet's own content (the `bottomSheet…`
/// content modifiers).
///
/// | Setting | Wins | Else |
/// |---|---|---|
/// | The selection binding (``selection(content:modifier:)``) | the content's (`bottomSheetDetents(_:selection:)`) | the modifier's `selection` |
/// | The interface style (``interfaceStyle(configured:presenter:)``) | the configuration's explicit style | the presenting view's colour scheme |
/// | The content's SwiftUI colour scheme (``contentKeepsSheetStyle(configured:)``) | the sheet's own (its chrome's style), when the configuration names one | the presenter's, forwarded with its environment |
///
/// The content is closer to what the sheet shows, so its selection wins, as its detents do
/// (``SheetPreferences``); an app that wrote a style into the configuration chose it, so the
/// presenter's colour scheme does not overwrite it.
///
/// ```swift
/// SettingPrecedence.selection(content: nil, modifier: 1)                  // 1
/// SettingPrecedence.interfaceStyle(configured: .dark, presenter: .light)  // .dark
/// ```
package enum SettingPrecedence {
  /// The selection binding in force: the content's when it gives one, else the modifier's.
  package static func selection<Selection>(content: Selection?, modifier: Selection?)
    -> Selection?
  {
    content ?? modifier
  }

  /// The interface style the sheet's chrome and its UIKit-backed content use: the one the
  /// configuration names, unless it leaves it unspecified; then the presenting view's.
  package static func interfaceStyle(configured: InterfaceStyle, presenter: InterfaceStyle)
    -> InterfaceStyle
  {
    configured == .unspecified ? presenter : configured
  }

  /// Whether the sheet's SwiftUI content keeps the sheet's own colour scheme instead of the
  /// presenter's forwarded one: when the configuration names a style, so `.primary` text
  /// reads on the chrome that style gives.
  package static func contentKeepsSheetStyle(configured: InterfaceStyle) -> Bool {
    configured != .unspecified
  }

  /// An interface style, as UIKit's `UIUserInterfaceStyle` names them.
  package enum InterfaceStyle: Sendable, Hashable, CaseIterable {
    /// Whatever the surroundings use.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
  }
}
