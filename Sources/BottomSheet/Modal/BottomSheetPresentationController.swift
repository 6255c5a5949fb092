#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  /// Presents a view controller as a bottom sheet: dimming view (tap to dismiss), grabber,
  /// rounded top corners, keyboard avoidance, drag and scroll handoff, and interactive,
  /// interruptible presentation and dismissal driven by the core's engine.
  ///
  /// Apps never name it: `presentBottomSheet(_:detents:configuration:delegate:animated:completion:)`
  /// creates it through ``BottomSheetTransitioningDelegate``, and the content reaches it as its
  /// `bottomSheetPresentation` (``BottomSheetPresentation``).
  ///
  /// The content's `preferredContentSize.height` feeds the `.fitting` detent (without one, its
  /// Auto Layout constraints' height at the sheet's width, measured with the sheet's traits, and
  /// again on ``invalidateDetents()``); changing it animates the sheet. The sheet extends under
  /// the home indicator; the content gets the matching bottom safe-area inset.
  ///
  /// Ownership: see ``BottomSheetTransitioningDelegate``, which draws the whole graph. When the
  /// dismissal completes (or the presentation is cancelled) and `didDismiss` has been posted,
  /// this controller lets go of everything it holds for the sheet (the core's
  /// `TransitionLifecycle` decides when): its driver detaches (display link invalidated,
  /// observers and scroll-view targets removed), waiting completions are called, and the
  /// transitioning delegate is released. Its `delegate` (UIKit's, weak) and ``sheetDelegate``
  /// (weak) are left as they are.
  @MainActor
  package final class BottomSheetPresentationController: UIPresentationController,
    BottomSheetPresentation
  {
    /// Hears about the sheet's life and answers its veto; held weakly.
    package weak var sheetDelegate: (any BottomSheetDelegate)?

    let driver: SheetDriver
    let sheetView = SheetChromeView()
    let dimmingView = SheetDimmingView()
    /// Tells when the sheet comes to rest on the other side of blocking the presenter (the
    /// core's answer), so VoiceOver reads the screen again.
    var blockingWatch = BackgroundBlockingWatch()
    /// Pushes the presenting view back as the sheet nears the top (the core's
    /// `SheetFrame.presenterRecession`) and restores it when the sheet is gone.
    let recedingPresenter = RecedingPresenter()

    /// The status bar style the sheet recommends for the screen behind it now
    /// (``BottomSheetPresentation/recommendedStatusBarStyle``).
    package private(set) var recommendedStatusBarStyle: UIStatusBarStyle = .default
    /// Decides when UIKit's transitions finish or cancel and when a user dismissal becomes a
    /// UIKit dismissal (the core's ``TransitionLifecycle``).
    var lifecycle = TransitionLifecycle()
    /// The context of UIKit's open transition: the token the lifecycle's finish and cancel
    /// commands are carried out on.
    var transitionContext: (any UIViewControllerContextTransitioning)?
    /// Escape on a hardware keyboard, added to the presented view controller (the sheet's own
    /// views are not in its responder chain) while the sheet is presented.
    let escapeKeyCommand = UIKeyCommand(
      input: UIKeyCommand.inputEscape, modifierFlags: [],
      action: #selector(UIViewController.bottomSheetEscapeKeyPressed))
    /// Keeps the transitioning delegate alive while UIKit uses it (UIKit holds it weakly), until
    /// the sheet is released.
    var retainedTransitioningDelegate: BottomSheetTransitioningDelegate?
    /// The traits last given the content (`applyContentTraits(sheetWidth:)`), so an unchanged
    /// answer sets nothing.
    var appliedContentTraits: SheetContentTraits?
    /// The modal sheet whose content presented this one, while this one is up (its chrome
    /// recedes behind this sheet: the Stacking extension).
    weak var lowerSheet: BottomSheetPresentationController?
    /// The modal sheet presented from this one's content, while it is up.
    weak var sheetAbove: BottomSheetPresentationController?
    /// The persistent sheet's container the presentation came from, covered while this sheet
    /// is up.
    weak var coveredContainer: BottomSheetContainerViewController?
    /// The sheet above this one whose veto refused the user's dismissal just asked, the one
    /// told of the attempt instead of this one.
    weak var refusingSheetAbove: BottomSheetPresentationController?

    /// Creates a presentation controller for a sheet.
    ///
    /// - Parameters:
    ///   - presentedViewController: The sheet's content.
    ///   - presentingViewController: The view controller presenting it.
    ///   - configuration: Behaviour and appearance.
    package init(
      presentedViewController: UIViewController,
      presenting presentingViewController: UIViewController?,
      configuration: BottomSheetConfiguration = .default
    ) {
      driver = SheetDriver(configuration: configuration)
      super.init(
        presentedViewController: presentedViewController, presenting: presentingViewController)
      driver.host = self
      sheetView.driver = driver
      sheetView.apply(configuration)
      applyContentTraits(sheetWidth: 0)
      driver.installSheetPan(on: sheetView)
      driver.installDimmingTap(on: dimmingView)
      dimmingView.backgroundColor = configuration.appearance.dimmingColor
    }

    // MARK: - BottomSheetControlling

    /// The sheet's content.
    package var sheetViewController: UIViewController { presentedViewController }

    /// The configuration in force; setting it re-resolves the detents and animates there
    /// (``setConfiguration(_:animated:)`` with `animated` true).
    package var configuration: BottomSheetConfiguration {
      get { driver.configuration }
      set { setConfiguration(newValue, animated: true) }
    }

    /// Replaces the configuration: the detents are resolved again and the sheet moves to its
    /// detent's new extent (re-selecting the nearest when its detent went), with its settle
    /// spring when `animated`, else at once. A presentation, dismissal or finger under way
    /// carries on either way.
    ///
    /// ```swift
    /// var configuration = sheet.configuration
    /// configuration.detents = [.medium]
    /// sheet.setConfiguration(configuration, animated: false)
    /// ```
    package func setConfiguration(_ configuration: BottomSheetConfiguration, animated: Bool) {
      sheetView.apply(configuration)
      dimmingView.backgroundColor = configuration.appearance.dimmingColor
      driver.updateConfiguration(configuration, animated: animated)
      applyContentTraits(sheetWidth: driver.engine.currentFrame.layoutRect.width)
    }

    /// The detent the sheet rests at or is heading for; nil while hidden.
    package var selectedDetent: Detent.Identifier? { driver.engine.selectedDetent }

    /// The sheet's live geometry.
    package var sheetFrame: SheetFrame { driver.engine.currentFrame }

    /// Everything the sheet's engine was told since the sheet was created, when
    /// ``BottomSheetConfiguration/recordsInteraction`` was on then; nil otherwise.
    package var recording: SheetRecording? { driver.engine.recording }

    /// Moves the sheet to the detent named `identifier`; `completion` is called as
    /// ``BottomSheetControlling/selectDetent(_:animated:completion:)`` says (the core's
    /// `MoveCompletions`).
    package func selectDetent(
      _ identifier: Detent.Identifier, animated: Bool,
      completion: (@MainActor (_ finished: Bool) -> Void)?
    ) {
      let handled = driver.handle(.selectDetent(identifier, animated: animated))
      driver.addCompletion(.rest(at: identifier), handled: handled, completion)
    }

    /// Measures the content and resolves the detents again
    /// (``BottomSheetControlling/invalidateDetents()``).
    package func invalidateDetents() {
      driver.invalidateDetents()
    }

    /// Puts the sheet where an app's animation says the move under way is: the core's
    /// `SheetInput.paceMove(progress:time:)`, for the SwiftUI wrapper, which samples a
    /// transaction's animation frame by frame where the app asks it to follow that animation;
    /// `time` is the animation's own time at the sample.
    package func paceMove(progress: Double, time: TimeInterval) {
      driver.handle(.paceMove(progress: progress, time: time))
    }

    /// Escape on a hardware keyboard: the same route as VoiceOver's escape gesture (the veto is
    /// asked), on the top sheet of a stack; nothing when another view controller (not a bottom
    /// sheet) is presented on top of the sheet.
    func escapeKeyPressed() {
      _ = voiceOverEscape()
    }

    /// VoiceOver's escape gesture, and the Escape key: the top sheet of a stack takes it (found
    /// from a lower sheet's content, where a field keeps the focus, or where VoiceOver reaches a
    /// lower sheet under one that lets touches through); nothing, and false, while another view
    /// controller (not a bottom sheet) is presented on top of the sheet, whose own escape it is.
    func voiceOverEscape() -> Bool {
      if let top = sheetsAbove.first { return top.voiceOverEscape() }
      guard presentedViewController.presentedViewController == nil else { return false }
      return driver.performAccessibilityEscape()
    }

    /// Dismisses the sheet programmatically (never vetoed), then calls `completion` when UIKit
    /// has let go of it (``BottomSheetPresentation/dismiss(animated:completion:)``).
    package func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
      // Registered first: a dismissal without animation can release the sheet inside `send`.
      // On a sheet released already it is called at once (the core's `MoveCompletions`).
      if let completion { driver.addCompletion(.released, handled: true) { _ in completion() } }
      send(.appRequestedDismissal(animated: animated))
    }

    /// Gives the presented content the traits of a sheet `sheetWidth` points wide (the core's `SheetContentTraits`: the elevated interface level UIKit gives
    /// presented content, and the compact horizontal size class in a card), through the
    /// presentation controller's `overrideTraitCollection`, which the presented view controller
    /// inherits. Sets it only when the core's answer changed.
    func applyContentTraits(sheetWidth: Double) {
      let traits = SheetContentTraits(
        isPersistent: driver.configuration.engine.isPersistent, sheetWidth: sheetWidth)
      guard traits != appliedContentTraits else { return }
      appliedContentTraits = traits
      overrideTraitCollection = traits.overrideCollection
    }

    // MARK: - UIPresentationController

    /// The sheet's chrome, which holds the presented view controller's view.
    package override var presentedView: UIView? { sheetView }

    /// The sheet's rect as the engine draws it now.
    package override var frameOfPresentedViewInContainerView: CGRect {
      CGRect(driver.engine.currentFrame.layoutRect)
    }

    /// The presenting view stays: the sheet covers it only partly.
    package override var shouldRemovePresentersView: Bool { false }

    package override func presentationTransitionWillBegin() {
      super.presentationTransitionWillBegin()
      guard let container = containerView else { return }
      dimmingView.frame = container.bounds
      dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      // Touches that pass through the dimming (the core's `SheetFrame.passesTouchesThrough`)
      // go to the presenting view controller's view, or over a sheet to the lower sheet's
      // container (`joinStack()`, the core's `SheetStack`): the container, which fills the
      // screen above it, would take them otherwise. Whether VoiceOver may reach that view
      // follows the same frames (`sheetDriver(_:render:)`).
      joinStack()
      sheetView.escape = { [weak self] in self?.voiceOverEscape() ?? false }
      recedingPresenter.backdrop.frame = container.bounds
      recedingPresenter.backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.addSubview(recedingPresenter.backdrop)
      container.addSubview(dimmingView)
      container.addSubview(sheetView)
      if let contentView = presentedViewController.view {
        sheetView.embed(contentView)
      }
      driver.attach(to: container, content: presentedViewController)
      presentedViewController.addKeyCommand(escapeKeyCommand)
      send(.hostWillPresent(animated: isTransitionAnimated))
      driver.render()
    }

    package override func presentationTransitionDidEnd(_ completed: Bool) {
      super.presentationTransitionDidEnd(completed)
      send(.hostTransitionDidEnd(completed: completed))
    }

    package override func dismissalTransitionWillBegin() {
      super.dismissalTransitionWillBegin()
      send(.hostWillDismiss(animated: isTransitionAnimated))
    }

    package override func dismissalTransitionDidEnd(_ completed: Bool) {
      super.dismissalTransitionDidEnd(completed)
      send(.hostTransitionDidEnd(completed: completed))
    }

    /// Whether UIKit animates the transition that is beginning.
    private var isTransitionAnimated: Bool {
      presentedViewController.transitionCoordinator?.isAnimated ?? true
    }

    package override func containerViewWillLayoutSubviews() {
      super.containerViewWillLayoutSubviews()
      driver.updateLayout()
      driver.refreshTrackedScrollView()
      driver.render()
    }

    package override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      // UIKit resizes the presenting view for the new size: its model must not be transformed
      // then (UIView.h: a transformed view's frame is undefined). On screen its recession
      // animates with the rotation to the one of the sheet resting in the new container (the
      // core's preview, with the new safe area the layout pass gave the container), and the
      // model takes over from there when the change completes (RecedingPresenter, "Through a
      // rotation").
      recedingPresenter.beginContainerSizeChange()
      driver.containerWillTransition(to: size, with: coordinator)
      let duration = coordinator.transitionDuration
      let curve = coordinator.completionCurve
      coordinator.animate(
        alongsideTransition: { [weak self] _ in
          guard let self else { return }
          self.driver.updateLayout()
          self.animateStackRecessionsWithSizeChange()
          self.driver.render()
          self.recedingPresenter.animateContainerSizeChange(
            toward: self.driver.engine.restingPresenterRecession(inContainerOfSize: Size(size)),
            duration: duration, timing: RecedingPresenter.timing(of: curve))
        },
        completion: { [weak self] _ in
          guard let self else { return }
          self.recedingPresenter.endContainerSizeChange()
          self.driver.render()
        })
    }

    /// Applies the presenter's recession for `frame`, then asks for a new status bar style when
    /// ``recommendedStatusBarStyle`` changes with it.
    func applyRecession(of frame: SheetFrame, in container: UIView) {
      switch stackBelow {
      case .modalSheet:
        // The lower sheet recedes as a whole; this sheet's backdrop shades it.
        applyLowerSheetRecession()
      case .screen, .partialView:
        recedingPresenter.apply(
          frame.presenterRecession, settled: !frame.isAnimating,
          to: presentingViewController.viewIfLoaded, in: container)
      }
      updateStatusBarAppearance()
    }

    /// Follows the recession on screen with ``recommendedStatusBarStyle``.
    func updateStatusBarAppearance() {
      let style: UIStatusBarStyle =
        recedingPresenter.applied.prefersLightStatusBar ? .lightContent : .default
      guard style != recommendedStatusBarStyle else { return }
      recommendedStatusBarStyle = style
      presentingViewController.setNeedsStatusBarAppearanceUpdate()
    }

    /// The sheet content's size in the new layout, before a rotation starts, so it lays out
    /// once for it.
    package override func size(
      forChildContentContainer container: any UIContentContainer,
      withParentContainerSize parentSize: CGSize
    ) -> CGSize {
      guard container === presentedViewController else {
        return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
      }
      return driver.restingContentSize(inParentOfSize: parentSize)
    }

    package override func preferredContentSizeDidChange(
      forChildContentContainer container: any UIContentContainer
    ) {
      super.preferredContentSizeDidChange(forChildContentContainer: container)
      guard container === presentedViewController else { return }
      driver.contentDidChange()
    }

    /// The content's Auto Layout constraints now fit another size: a `.fitting` sheet whose
    /// content gives no `preferredContentSize` measures it again and follows.
    package override func systemLayoutFittingSizeDidChange(
      forChildContentContainer container: any UIContentContainer
    ) {
      super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
      guard container === presentedViewController else { return }
      driver.contentDidChange()
    }

    /// Lets go of everything held for the sheet once it is gone (the lifecycle's
    /// `releaseSheet`): the driver's display link, observers and scroll-view targets, the
    /// Escape key command and the transitioning delegate (and its tie to the presented view
    /// controller), after putting the presenting view back as it was; then calls the waiting
    /// completions (a dismissal's with `true`).
    func releaseSheet() {
      recedingPresenter.restore()
      leaveStack()
      refusingSheetAbove = nil
      updateStatusBarAppearance()
      presentedViewController.removeKeyCommand(escapeKeyCommand)
      driver.detach()
      transitionContext = nil
      retainedTransitioningDelegate?.uninstall(from: presentedViewController)
      retainedTransitioningDelegate = nil
      // Last, so a completion that presents something new finds the sheet gone.
      driver.releaseCompletions()
    }
  }

  // MARK: - The Escape key command's action

  extension UIViewController {
    /// The action of a sheet's Escape key command: found on the presented view controller (or
    /// a child of it) in the responder chain, it hands the key to the sheet that presents it.
    @objc func bottomSheetEscapeKeyPressed() {
      // The presented view controller is this one or an ancestor: only its presentation
      // controller is read (a child's would be created for its style).
      var candidate: UIViewController? = self
      while let viewController = candidate {
        if let sheet = BottomSheetPresentationController.modalSheet(presenting: viewController) {
          sheet.escapeKeyPressed()
          return
        }
        candidate = viewController.parent
      }
    }
  }
#endif
