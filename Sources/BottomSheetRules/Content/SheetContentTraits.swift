import BottomSheetCore

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
///
/// **The horizontal size class.** A card on a wide screen (``SheetPlacement/leading(_:)`` or
/// ``SheetPlacement/trailing(_:)``, 320–375 pt wide by default) sits in a regular-width window,
/// but its content has a phone's width: it gets the compact horizontal size class, so it lays
/// out for the width it has (a split view collapses, a form uses one column). The rule reads
/// the sheet's width (`SheetFrame.layoutRect`), not the content's: the content is narrower
/// than the sheet while its surface floats and spans it once attached
/// (`SheetFrame.contentRect`), and a size class that followed that would change between
/// detents. Narrower than ``compactWidthLimit`` is compact; at or above it, or before the
/// sheet has a width, the content keeps the window's class. On a phone in portrait the sheet spans a window that is
/// already compact, so the override changes nothing there.
///
/// | Sheet width | Horizontal size class |
/// |---|---|
/// | 0, negative, NaN, infinite (no layout yet) | inherited |
/// | > 0 and < ``compactWidthLimit`` (a card, a phone) | compact |
/// | ≥ ``compactWidthLimit`` (the wide automatic sheet) | inherited |
package struct SheetContentTraits: Sendable, Hashable {
  /// The interface level the sheet's chrome and content get.
  package enum InterfaceLevel: Sendable, Hashable {
    /// The level of the screen the sheet is on; nothing is overridden.
    case inherited
    /// UIKit's elevated level, as for presented content.
    case elevated
  }

  /// Content narrower than this gets the compact horizontal size class, in points: the width of
  /// the automatic sheet on a wide container (`SheetLayout.wideSheetWidth`, a regular-width form
  /// sheet's 540 pt plus margins). Every default card (at most 375 pt) and every phone width (at
  /// most 440 pt) is below it; the wide automatic sheet keeps the window's class.
  package static let compactWidthLimit: Double = SheetLayout.wideSheetWidth

  /// The interface level the sheet's chrome resolves its colours at and its content gets.
  package let interfaceLevel: InterfaceLevel
  /// Whether the content gets the compact horizontal size class (false: it keeps the window's).
  package let hasCompactWidth: Bool

  /// The traits of a sheet, modal or persistent, `sheetWidth` points wide
  /// (`SheetFrame.layoutRect`).
  package init(isPersistent: Bool, sheetWidth: Double) {
    interfaceLevel = SheetContentTraits.interfaceLevel(isPersistent: isPersistent)
    hasCompactWidth = SheetContentTraits.hasCompactWidth(sheetWidth: sheetWidth)
  }

  /// The interface level of a modal (elevated) or persistent (inherited) sheet.
  package static func interfaceLevel(isPersistent: Bool) -> InterfaceLevel {
    isPersistent ? .inherited : .elevated
  }

  /// Whether the content of a sheet `sheetWidth` points wide gets the compact horizontal size
  /// class.
  package static func hasCompactWidth(sheetWidth: Double) -> Bool {
    sheetWidth > 0 && sheetWidth < compactWidthLimit
  }
}
