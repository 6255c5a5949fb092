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

  /// Whether a sheet hides what lies under its container from VoiceOver
  /// (`accessibilityElementsHidden` on the views before the container among its superview's
  /// subviews: the screen and any lower sheets): exactly while it blocks the background
  /// (`passesTouchesThrough` false), whatever lies above it. Those views lie under its dimming,
  /// out of a finger's reach; what is presented later (an upper sheet, an alert, a system
  /// sheet) lies after the container and stays reachable. Each sheet of a stack hides what lies
  /// between it and the sheet under it (``SharedHiding`` keeps a view hidden while any sheet
  /// wants it), so the screen stays hidden while any sheet over it blocks, and a sheet that lets
  /// touches through leaves the sheets under it reachable: VoiceOver reaches what a finger
  /// reaches. This is how a modal sheet keeps VoiceOver to itself: it is never a modal view
  /// (``isModalView(passesTouchesThrough:hasAnythingAbove:)``).
  package static func hidesWhatLiesUnder(passesTouchesThrough: Bool) -> Bool {
    !passesTouchesThrough
  }

  /// Whether a persistent sheet's own view is VoiceOver's modal view
  /// (`accessibilityViewIsModal`): while it blocks and nothing lies above it (no bottom sheet
  /// covers it, nothing is presented over its container).
  ///
  /// Apple's documentation of `accessibilityViewIsModal`: VoiceOver ignores the elements of the
  /// modal view's *siblings*, not of views elsewhere in the window. That suits a persistent
  /// sheet, whose view is the sibling of the background it covers, and not a modal sheet, whose
  /// views lie inside UIKit's container (a modal container would hide an alert presented from
  /// the sheet, its sibling in the window). With something above it, the sheet is no modal view,
  /// so it never competes with what covers it.
  package static func isModalView(passesTouchesThrough: Bool, hasAnythingAbove: Bool) -> Bool {
    !passesTouchesThrough && !hasAnythingAbove
  }

  /// Which sheet of a stack refuses a user's dismissal of its bottom sheet, asking each sheet's
  /// veto once, from the top sheet down to the sheet itself (`vetoes` in that order): a
  /// dismissal takes the sheets above down first (``hostDismissal(hasPresentationAbove:)``),
  /// so the top sheet's content is the first to be asked. The index of the first refusal in
  /// `vetoes` (later vetoes are not asked), or nil when all allow it. The refusing sheet is the
  /// one told of the attempt (`presentationControllerDidAttemptToDismiss(_:)`: its content is
  /// the one that can say why).
  package static func refusal(askingTopDown vetoes: [() -> Bool]) -> Int? {
    for (index, veto) in vetoes.enumerated() where !veto() { return index }
    return nil
  }

  /// How a sheet asks its host to dismiss it.
  package enum HostDismissal: Sendable, Hashable {
    /// Take what is presented above the sheet's content down first, without animation, then
    /// ask again: the sheet then leaves with its own transition, as asked.
    case removeAboveFirst
    /// Dismiss the sheet itself.
    case dismissSheet
  }

  /// How a sheet with something presented above its content when `hasPresentationAbove` asks
  /// its host to dismiss it. UIKit's documentation of `dismiss(animated:completion:)` animates
  /// only the top-most view controller of a stack and removes the ones between, leaving a
  /// lower custom presentation's own transition unsaid; taking the stack down one level at a
  /// time, top first, gives every sheet one transition of its own that ends once.
  package static func hostDismissal(hasPresentationAbove: Bool) -> HostDismissal {
    hasPresentationAbove ? .removeAboveFirst : .dismissSheet
  }

  /// The persistent sheet a modal sheet covers while it is up: the one whose container encloses
  /// the view controller the presentation came from (`enclosing`, its sheet or its background);
  /// else the first of `overlays`, the persistent sheets laid over the screens around that view
  /// controller, nearest first (a SwiftUI `.persistentBottomSheet` is an overlay beside the
  /// screen, so a `.bottomSheet` on the map is not inside it, yet it is what the card covers);
  /// else none.
  package static func coveredSheet<Sheet>(enclosing: Sheet?, overlays: [Sheet]) -> Sheet? {
    enclosing ?? overlays.first
  }
}
