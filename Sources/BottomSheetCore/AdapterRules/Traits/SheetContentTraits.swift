/// The traits a sheet gives its chrome and its content on top of what they inherit from the
/// screen the sheet is on.
///
/// **The interface level.** UIKit draws presented content at the elevated level
/// (`UIUserInterfaceLevel.elevated`): in dark mode the system's background colours resolve to
/// lighter greys there, which is why the system's sheet is grey over a black screen. A modal
/// sheet is presented content, so it is ``InterfaceLevel/elevated``: its fill resolves at that
/// level and its content sees it in its trait collection. A persistent sheet is part of the
/// screen it sits on (a drawer over a map, never presented), so it keeps whatever level that
/// screen has (``InterfaceLevel/inherited``): base on a window's root screen, elevated when the
/// whole screen is itself presented. Forcing it to base would turn a persistent sheet black
/// inside a presented screen.
///
/// | Sheet | Interface level |
/// |---|---|
/// | modal (`isPersistent == false`), any detents or dimming | elevated |
/// | persistent | inherited |
package struct SheetContentTraits: Sendable, Hashable {
  /// The interface level the sheet's chrome and content get.
  package enum InterfaceLevel: Sendable, Hashable {
    /// The level of the screen the sheet is on; nothing is overridden.
    case inherited
    /// UIKit's elevated level, as for presented content.
    case elevated
  }

  /// The interface level the sheet's chrome resolves its colours at and its content gets.
  package let interfaceLevel: InterfaceLevel

  /// The traits of a sheet, modal or persistent.
  package init(isPersistent: Bool) {
    interfaceLevel = SheetContentTraits.interfaceLevel(isPersistent: isPersistent)
  }

  /// The interface level of a modal (elevated) or persistent (inherited) sheet.
  package static func interfaceLevel(isPersistent: Bool) -> InterfaceLevel {
    isPersistent ? .inherited : .elevated
  }
}
