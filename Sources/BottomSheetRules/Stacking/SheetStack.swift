import BottomSheetCore

/// How a modal sheet relates to what lies under it when sheets stack: what recedes, where
/// touches that pass through it go, which sheet VoiceOver keeps to, and how a dismissal of a
/// sheet with sheets above it asks their vetoes.
///
/// The UIKit adapter finds the facts (the presenting view controller's chain, the presenter's
/// size) and carries out the answers; the answers are here.
package enum SheetStack {
  /// What lies right under a modal sheet.
  package enum Below: Sendable, Hashable {
    /// A screen that covers the sheet's container: it recedes as a presenter
    /// (``PresenterRecession``), with anything in it (a persistent sheet included).
    case screen
    /// Another modal bottom sheet, whose content presented this one: the lower sheet's chrome
    /// recedes as a whole (``StackedSheetRecession``), never its content view.
    case modalSheet
    /// A view that covers only part of the container (a presentation context, a popover): it
    /// is left alone.
    case partialView
  }

  /// What lies under a sheet whose presenting view controller is (or lies inside) the content
  /// of another modal bottom sheet when `presenterIsInModalSheet`, and whose presenter's view
  /// covers the container when `presenterCoversContainer`.
  package static func below(presenterIsInModalSheet: Bool, presenterCoversContainer: Bool)
    -> Below
  {
    if presenterIsInModalSheet { return .modalSheet }
    return presenterCoversContainer ? .screen : .partialView
  }

  /// Where a touch that passes through a sheet's dimming goes.
  package enum TouchTarget: Sendable, Hashable {
    /// The presenting view controller's view.
    case presenterView
    /// The lower sheet's whole container (its sheet and its dimming, which may pass it on to
    /// the screen below in turn), not only the content that presented this sheet.
    case lowerSheetContainer
  }

  /// Where touches passing through a sheet over `below` go.
  package static func touchTarget(over below: Below) -> TouchTarget {
    below == .modalSheet ? .lowerSheetContainer : .presenterView
  }

  /// Whether a sheet's container is VoiceOver's modal view: when the sheet blocks the
  /// background (`passesTouchesThrough` false) and no sheet is stacked above it. Only the top
  /// sheet is modal, so VoiceOver never reads a covered sheet; a covered sheet's flag comes
  /// back when the sheet above it goes.
  package static func isAccessibilityModal(passesTouchesThrough: Bool, hasSheetAbove: Bool)
    -> Bool
  {
    !passesTouchesThrough && !hasSheetAbove
  }

  /// Whether the user may dismiss a sheet with sheets stacked above it, asking each sheet's
  /// veto once, from the top sheet down to the sheet itself (`vetoes` in that order): UIKit
  /// dismisses the stack top first, so the top sheet's content is the first to be asked. The
  /// first refusal ends the question; later vetoes are not asked.
  package static func allowsDismissal(askingTopDown vetoes: [() -> Bool]) -> Bool {
    for veto in vetoes where !veto() { return false }
    return true
  }
}
