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

  /// What is stacked right above a sheet, as VoiceOver sees it.
  package enum Above: Sendable, Hashable {
    /// No sheet: this one is the top sheet.
    case nothing
    /// A sheet whose dimming blocks what lies under it (it hides this one from VoiceOver).
    case blockingSheet
    /// A sheet resting at or below its largest undimmed detent, which lets touches through to
    /// this one (so it is no modal view).
    case passThroughSheet
    /// Something other than a bottom sheet of this package, presented from the sheet's content
    /// or from a view controller it lies in: an alert, a system sheet, a popover. It keeps
    /// VoiceOver as it sees fit; this sheet is no modal view meanwhile (read as UIAccessibility.h
    /// words it, "elements outside this view will be ignored", a modal sheet would hide it).
    case otherPresentation

    /// What lies above a sheet with a sheet above it that passes touches through when
    /// `sheetAbovePassesTouchesThrough`, or with none above it when that is nil, while
    /// `presentsSomethingElse`: a view controller is presented above it (UIKit's
    /// `presentedViewController`). A bottom sheet above says more than that fact, so it wins.
    package init(sheetAbovePassesTouchesThrough: Bool?, presentsSomethingElse: Bool) {
      switch sheetAbovePassesTouchesThrough {
      case nil: self = presentsSomethingElse ? .otherPresentation : .nothing
      case true?: self = .passThroughSheet
      case false?: self = .blockingSheet
      }
    }
  }

  /// What VoiceOver may reach around one sheet of a stack.
  package struct Accessibility: Sendable, Hashable {
    /// Whether the sheet is VoiceOver's modal view (`accessibilityViewIsModal`).
    ///
    /// Apple's documentation of `accessibilityViewIsModal`: VoiceOver ignores the elements of
    /// the modal view's *siblings*, not of views elsewhere in the window. So it suits a
    /// persistent sheet, whose view is the sibling of the background it covers, and not a modal
    /// sheet, whose views lie inside UIKit's container, or anything presented above the sheet
    /// (an alert's container is a sibling of the sheet's) would be hidden by a modal container.
    package var isModal: Bool
    /// Whether the views that lie under the sheet's container (before it among its
    /// superview's subviews: the screen and any lower sheets) are hidden from VoiceOver
    /// (`accessibilityElementsHidden`): they lie under the sheet's dimming, out of a finger's
    /// reach. What is presented later, above the sheet, lies after it and stays reachable.
    /// A modal sheet keeps VoiceOver to itself this way.
    package var hidesWhatLiesUnder: Bool
  }

  /// What VoiceOver may reach around a sheet that blocks the background unless
  /// `passesTouchesThrough`, with `above` stacked on it: a sheet that blocks hides what lies
  /// under it, whatever is above it (each sheet of a stack hides what lies between it and the
  /// sheet under it, so the screen stays hidden while any sheet over it blocks, and a sheet
  /// that lets touches through leaves the sheets under it reachable, as a finger reaches them);
  /// a sheet is a modal view only while it blocks with nothing above it, so no two modal views
  /// ever hide each other.
  ///
  /// | above | the sheet | modal | what lies under hidden |
  /// | --- | --- | --- | --- |
  /// | nothing | blocks | yes | yes |
  /// | nothing | passes touches | no | no (a finger reaches it too) |
  /// | a sheet or another presentation | blocks | no (what is above must stay reachable) | yes |
  /// | a sheet or another presentation | passes touches | no | no |
  package static func accessibility(passesTouchesThrough: Bool, above: Above) -> Accessibility {
    Accessibility(
      isModal: !passesTouchesThrough && above == .nothing,
      hidesWhatLiesUnder: !passesTouchesThrough)
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
