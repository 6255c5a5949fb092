#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  /// Sheets that stack: a sheet presented from a sheet's content (with `presentBottomSheet`,
  /// SwiftUI's `.bottomSheet`, or UIKit's own `present(_:animated:)` of a bottom sheet), and a
  /// sheet presented from inside a persistent sheet's container.
  ///
  /// The upper sheet finds what lies under it from its presenting view controller chain when
  /// its presentation begins, and the core's ``SheetStack`` says what follows:
  /// - over a modal sheet, the lower sheet's chrome (surface, grabber and content together, never
  ///   its content view alone) takes the core's ``StackedSheetRecession`` as a transform,
  ///   computed from the upper sheet's frame and the lower sheet's own whenever either draws, so
  ///   the lower sheet follows the upper one frame by frame and never lays out for it; the upper
  ///   sheet's shade (its backdrop) darkens it under the upper sheet's dimming;
  /// - touches that pass through the upper sheet's dimming go to the lower sheet's whole
  ///   container (its sheet and its dimming), not to the content that presented it;
  /// - VoiceOver reaches what a finger reaches: each sheet that blocks hides what lies under its
  ///   container in the window (the screen, lower sheets' containers) from VoiceOver, and what is
  ///   presented later (an upper sheet, an alert, a system sheet) lies above it and stays
  ///   reachable (``SheetStack/hidesWhatLiesUnder(passesTouchesThrough:)``); VoiceOver's escape
  ///   and the Escape key go to the top sheet;
  /// - a user dismissal of a sheet with sheets above it asks their vetoes first, top down, each
  ///   once;
  /// - a persistent sheet whose container encloses the view controller the presentation came
  ///   from is covered while the upper sheet is up (the core's ``CoveredPersistentSheet``).
  extension BottomSheetPresentationController {
    /// The modal bottom sheet whose content is `presenting` (the view controller UIKit presents
    /// from, which is the presented view controller of the sheet that shows it), if any.
    static func modalSheet(presenting: UIViewController?)
      -> BottomSheetPresentationController?
    {
      // Only a view controller that is itself presented has a presentation controller to read:
      // reading another's (a child's: its `presentingViewController` is its farthest
      // ancestor's presenter, UIViewController.h) would create one for its style.
      guard let presenting,
        presenting.presentingViewController?.presentedViewController === presenting,
        let sheet = presenting.presentationController as? BottomSheetPresentationController,
        sheet.presentedViewController === presenting
      else { return nil }
      return sheet
    }

    /// What lies right under this sheet (the core's ``SheetStack/below(presenterIsInModalSheet:presenterCoversContainer:)``).
    var stackBelow: SheetStack.Below {
      guard let container = containerView, let presenterView = presentingViewController.viewIfLoaded
      else { return lowerSheet == nil ? .partialView : .modalSheet }
      return SheetStack.below(
        presenterIsInModalSheet: lowerSheet != nil,
        presenterCoversContainer: PresenterRecession.applies(
          toPresenterOfSize: Size(presenterView.bounds.size),
          inContainerOfSize: Size(container.bounds.size)))
    }

    /// The presentation begins: joins the stack under it (a lower sheet, a covered persistent
    /// sheet) and sends touches that pass through the dimming where the core says.
    func joinStack() {
      lowerSheet = BottomSheetPresentationController.modalSheet(
        presenting: presentingViewController)
      lowerSheet?.sheetAbove = self
      switch SheetStack.touchTarget(over: stackBelow) {
      case .lowerSheetContainer:
        dimmingView.touchForwardingView = lowerSheet?.containerView
      case .presenterView:
        dimmingView.touchForwardingView = presentingViewController.view
      }
      coveredContainer?.modalCoverBegan()
    }

    /// The sheet is gone: it lets go of what it hid from VoiceOver, whatever its last frame
    /// said (the lower sheet's own wish is untouched); the lower sheet comes back as it was (no
    /// transform), and a covered persistent sheet hears that the cover ended.
    func leaveStack() {
      sheetAbove = nil
      hideFromVoiceOver([])
      if let lowerSheet, lowerSheet.sheetAbove === self {
        lowerSheet.sheetAbove = nil
        lowerSheet.applyStackedRecession()
      }
      lowerSheet = nil
      coveredContainer?.modalCoverEnded()
      coveredContainer = nil
    }

    /// As a lower sheet: shows the recession the sheet above it gives (none without one), as a
    /// transform of the whole chrome about its centre, without laying anything out. Returns it.
    /// Only inside a container size change's animation block is the change `animated` (with
    /// the change, as the sheets' frames are); everywhere else it is set as it is, never
    /// caught by another animation block (a keyboard's).
    @discardableResult
    func applyStackedRecession(animated: Bool = false) -> StackedSheetRecession {
      let recession =
        sheetAbove.map {
          StackedSheetRecession(upper: $0.sheetFrame.presenterRecessionInput, lower: sheetFrame)
        } ?? .none
      let transform =
        recession.isReceded
        ? CGAffineTransform(
          a: CGFloat(recession.scale), b: 0, c: 0, d: CGFloat(recession.scale), tx: 0,
          ty: CGFloat(recession.translationY))
        : .identity
      if sheetView.transform != transform {
        if animated {
          sheetView.transform = transform
        } else {
          UIView.performWithoutAnimation { sheetView.transform = transform }
        }
      }
      return recession
    }

    /// As an upper sheet: the sheet under it recedes by this one's frame, and this sheet's
    /// backdrop shades it; `animated` only inside a container size change's animation block
    /// (``applyStackedRecession(animated:)``).
    func applyLowerSheetRecession(animated: Bool = false) {
      let recession = lowerSheet?.applyStackedRecession(animated: animated) ?? .none
      let shade = recession.isReceded ? CGFloat(recession.shadeAlpha) : nil
      if animated {
        recedingPresenter.backdrop.show(shadeAlpha: shade)
      } else {
        UIView.performWithoutAnimation { recedingPresenter.backdrop.show(shadeAlpha: shade) }
      }
    }

    /// Inside a container size change's animation block, after this sheet's layout followed
    /// the new size: both recessions this sheet takes part in (its own as a lower sheet, the
    /// one it gives the sheet under it) animate with the change, so a stack rotated into a
    /// width where nothing recedes (or back) eases there instead of snapping; whichever
    /// sheet's block runs last sees both sheets' new layouts, and the drawn frames after it
    /// find the transform already where the core says.
    func animateStackRecessionsWithSizeChange() {
      if lowerSheet != nil { applyLowerSheetRecession(animated: true) }
      sheetAbove?.applyLowerSheetRecession(animated: true)
    }

    /// Carries out what the core's ``SheetStack/hidesWhatLiesUnder(passesTouchesThrough:)``
    /// says for this sheet's frame now about the views under its container in the window (the
    /// screen, lower sheets' containers): whether it wants them hidden from VoiceOver, with the
    /// other sheets' wishes (a view stays hidden while any sheet wants it). A modal sheet is
    /// never a modal view (``SheetStack/isModalView(passesTouchesThrough:hasAnythingAbove:)``
    /// says why). Called when the sheet's frames change whether it lets touches through, and
    /// when it leaves (``leaveStack()``, which lets go of everything).
    func updateAccessibilityModality() {
      var under: [UIView] = []
      if SheetStack.hidesWhatLiesUnder(passesTouchesThrough: sheetFrame.passesTouchesThrough),
        let container = containerView, let superview = container.superview
      {
        under = Array(superview.subviews.prefix { $0 !== container })
      }
      hideFromVoiceOver(under)
    }

    /// This sheet wants exactly `views` hidden from VoiceOver from now on (none: it lets go),
    /// with the other sheets' wishes (``VoiceOverHiding``).
    func hideFromVoiceOver(_ views: [UIView]) {
      VoiceOverHiding.set(self, hides: views)
    }

    /// The sheets stacked above this one, top first.
    var sheetsAbove: [BottomSheetPresentationController] {
      var sheets: [BottomSheetPresentationController] = []
      var above = sheetAbove
      while let sheet = above, !sheets.contains(where: { $0 === sheet }) {
        sheets.insert(sheet, at: 0)
        above = sheet.sheetAbove
      }
      return sheets
    }
  }

  extension BottomSheetContainerViewController {
    /// The persistent sheet a modal sheet presented from `source` covers (the core's
    /// ``SheetStack/coveredSheet(enclosing:overlays:)``): the container enclosing `source`,
    /// else an overlay container (``init(overlaying:configuration:)``, what SwiftUI's
    /// `.persistentBottomSheet` lays beside the screen) among the descendants of `source`'s
    /// ancestors, nearest ancestor first, that is on screen.
    static func covered(bySheetFrom source: UIViewController) -> BottomSheetContainerViewController?
    {
      var overlays: [BottomSheetContainerViewController] = []
      var ancestor: UIViewController? = source.parent
      while let current = ancestor, overlays.isEmpty {
        overlays = current.children.flatMap(visibleOverlays(in:))
        ancestor = current.parent
      }
      return SheetStack.coveredSheet(enclosing: enclosing(source), overlays: overlays)
    }

    /// The overlay containers on screen in `viewController` and its descendants.
    private static func visibleOverlays(in viewController: UIViewController)
      -> [BottomSheetContainerViewController]
    {
      if let container = viewController as? BottomSheetContainerViewController {
        return container.isOverlay && container.viewIfLoaded?.window != nil ? [container] : []
      }
      return viewController.children.flatMap(visibleOverlays(in:))
    }

    /// The persistent sheet's container that encloses `viewController` (itself or an ancestor),
    /// if any: a sheet presented from there covers its persistent sheet.
    static func enclosing(_ viewController: UIViewController) -> BottomSheetContainerViewController?
    {
      var candidate: UIViewController? = viewController
      while let current = candidate {
        if let container = current as? BottomSheetContainerViewController { return container }
        candidate = current.parent
      }
      return nil
    }
  }
#endif
