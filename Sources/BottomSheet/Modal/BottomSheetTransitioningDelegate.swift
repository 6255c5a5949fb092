#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import ObjectiveC
  import UIKit

  /// Makes UIKit present a view controller as a bottom sheet: what
  /// `presentBottomSheet(_:detents:configuration:delegate:animated:completion:)` and
  /// ``BottomSheetEdgePresenter`` install on the content (apps never name it). Every
  /// presentation creates a ``BottomSheetPresentationController`` with the current
  /// ``configuration`` and ``delegate``; the content then reaches it as its `bottomSheetPresentation`.
  ///
  /// A `UIAdaptivePresentationControllerDelegate` an app sets on the content's
  /// `presentationController` once the sheet is presented is asked as for the system sheet (its
  /// `presentationControllerShouldDismiss(_:)` is part of the sheet's one veto). Read before the
  /// sheet is presented, `presentationController` creates UIKit's own presentation controller for
  /// the style of that moment, which the bottom sheet can never replace: debug builds stop at an
  /// assertion when the presentation finds it (``presentationCompleted(of:)``), and release
  /// builds show the content without the sheet.
  ///
  /// ## Ownership
  ///
  /// One owner per object; every other reference is weak (`⇢`), so a dismissed sheet leaves
  /// nothing behind:
  ///
  /// ```
  /// UIKit (while presented) ──► BottomSheetPresentationController ──► presented view controller
  ///   presented view controller ──► BottomSheetTransitioningDelegate   (association, until release)
  ///   BottomSheetPresentationController ──► BottomSheetTransitioningDelegate   (until release)
  ///   BottomSheetPresentationController ──► completions (called at release), SheetDriver, views
  ///   BottomSheetPresentationController ⇢ delegate, sheetDelegate   (the app's, weak)
  ///   BottomSheetTransitioningDelegate ⇢ presentationController, delegate
  ///   SheetDriver ──► SheetEngine, SheetEventTarget, FrameTicker
  ///   SheetDriver ⇢ host (the presentation controller or container), container view, content
  ///   run loop ──► CADisplayLink ──► FrameTickerTarget ⇢ FrameTicker     (invalidated at rest)
  ///   gesture recognizer ──► SheetEventTarget ⇢ SheetDriver               (association)
  ///   NotificationCenter ⇢ SheetEventTarget                               (removed at detach)
  ///   SheetDriver ──► ContentInsetKeeper ──► NSKeyValueObservation ⇢ ContentInsetKeeper
  ///   ContentInsetKeeper ⇢ content      (its safe area; observation invalidated at detach)
  ///   app's view ──► edge-swipe recognizer ──► BottomSheetEdgePresenterTarget
  ///                                            ⇢ BottomSheetEdgePresenter
  ///   BottomSheetContainerViewController ──► SheetDriver, both children, views
  /// ```
  ///
  /// The release: when UIKit's dismissal completes (or its presentation is cancelled) and the
  /// sheet has posted `didDismiss`, the core's `TransitionLifecycle` sends `releaseSheet`; the
  /// presentation controller then detaches the driver (display link invalidated, keyboard and
  /// Reduce Motion observers removed, targets taken off the content's scroll views, the content's
  /// safe-area observation invalidated and its bottom inset share given back), removes its
  /// Escape key command, drops the transitioning delegate and its
  /// association. A dismissal the finger cancels releases nothing. After the release nothing
  /// that remains refers to the presented view controller, so it, its presentation controller,
  /// this delegate and the driver are freed as soon as UIKit and the app let go of them (a
  /// transitioning delegate kept for reuse lives on with its owner's reference). A persistent container's driver detaches when the container leaves the
  /// hierarchy, and takes its targets off from its `deinit` when the container is freed;
  /// ``BottomSheetEdgePresenter`` removes its recognizer from its `deinit`.
  ///
  /// Completions an app passes are stored with the sheet until they are called (at the latest
  /// at the release, then emptied).
  @MainActor
  final class BottomSheetTransitioningDelegate: NSObject,
    UIViewControllerTransitioningDelegate
  {
    /// Behaviour and appearance of the sheets this delegate presents.
    var configuration: BottomSheetConfiguration
    /// The delegate given to each presented sheet; held weakly.
    weak var delegate: (any BottomSheetDelegate)?
    /// The presentation controller of the sheet on screen, if any.
    private(set) weak var presentationController: BottomSheetPresentationController?

    /// A drag that started the presentation before UIKit created the presentation controller
    /// (the core decides what reaches the sheet, and when).
    private var deferredDrag = DeferredDrag()

    /// Creates a transitioning delegate for sheets with `configuration`, whose delegate is
    /// `delegate` (held weakly).
    init(configuration: BottomSheetConfiguration, delegate: (any BottomSheetDelegate)?) {
      self.configuration = configuration
      self.delegate = delegate
      super.init()
    }

    // MARK: - Keeping the delegate alive

    nonisolated(unsafe) private static var associationKey: UInt8 = 0
    /// The presentation style the view controller had before ``install(on:)``.
    private var styleBeforeInstall: UIModalPresentationStyle = .automatic

    /// Makes `viewController` present as a sheet through this delegate, which it keeps alive
    /// until the sheet is released (as an associated object: the view controller → this
    /// delegate, never the reverse). Reads nothing of `viewController`, so no presentation
    /// controller is created before UIKit asks this delegate for one.
    func install(on viewController: UIViewController) {
      if viewController.transitioningDelegate !== self {
        styleBeforeInstall = viewController.modalPresentationStyle
      }
      viewController.modalPresentationStyle = .custom
      viewController.transitioningDelegate = self
      objc_setAssociatedObject(
        viewController, &BottomSheetTransitioningDelegate.associationKey, self,
        .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The delegate ``install(on:)`` left on `viewController`, until its sheet is released.
    static func installed(on viewController: UIViewController) -> BottomSheetTransitioningDelegate?
    {
      objc_getAssociatedObject(viewController, &associationKey) as? BottomSheetTransitioningDelegate
    }

    /// Checks, once UIKit has presented `viewController` with this delegate installed, that the
    /// presentation is the bottom sheet's. It is not when the view controller's
    /// `presentationController` was read before (UIKit keeps the presentation controller it
    /// created then) or its class insists on another `modalPresentationStyle`; none of the
    /// sheet's configuration, delegate or veto applies then. Stops debug builds at an assertion
    /// that names the cause; release builds show the content as a plain presentation without
    /// animation (``BottomSheetTransitionAnimator``).
    func presentationCompleted(of viewController: UIViewController) {
      // Safe to read now: the presentation has happened, so the controller exists either way.
      guard viewController.presentingViewController != nil,
        !(viewController.presentationController is BottomSheetPresentationController)
      else { return }
      // The likelier cause first: a style the view controller insists on (an override of
      // `modalPresentationStyle`), else a presentation controller read before presenting.
      let cause =
        viewController.modalPresentationStyle != .custom
        ? "its modalPresentationStyle is \(viewController.modalPresentationStyle.rawValue), "
          + "not .custom (does the class override modalPresentationStyle?)"
        : "its presentationController was read before presentBottomSheet(_:), which fixes the "
          + "presentation UIKit uses; set an adaptive delegate in the presentation's completion"
      assertionFailure(
        "BottomSheet: \(type(of: viewController)) was not presented as a bottom sheet: \(cause).")
    }

    /// Undoes ``install(on:)`` once the sheet is gone, if `viewController` still holds this
    /// delegate (a later presentation may have installed another): the association goes, and
    /// the view controller gets back the presentation style it had, so a later plain
    /// `present(_:animated:)` of it is UIKit's own presentation, not a `.custom` one with no
    /// delegate left.
    func uninstall(from viewController: UIViewController) {
      let installed = objc_getAssociatedObject(
        viewController, &BottomSheetTransitioningDelegate.associationKey)
      guard installed as AnyObject? === self else { return }
      objc_setAssociatedObject(
        viewController, &BottomSheetTransitioningDelegate.associationKey, nil,
        .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      if viewController.transitioningDelegate === self {
        viewController.transitioningDelegate = nil
        viewController.modalPresentationStyle = styleBeforeInstall
      }
    }

    // MARK: - Interactive presentation by a drag

    /// A presenting drag began; the translation is down positive (negative when dragging up).
    func beginPresentingDrag(translation: CGFloat) {
      forward(.began(translation: Double(translation)))
    }

    /// The presenting drag moved.
    func presentingDragChanged(translation: CGFloat) {
      forward(.changed(translation: Double(translation)))
    }

    /// The presenting drag ended with `velocity` (points per second, down positive).
    func endPresentingDrag(velocity: CGFloat) {
      forward(.ended(velocity: Double(velocity)))
    }

    /// The system cancelled the presenting drag.
    func cancelPresentingDrag() {
      forward(.cancelled)
    }

    /// Hands a presenting drag's step to the core's `DeferredDrag`, which holds it until UIKit
    /// creates the presentation controller, and sends the sheet what it answers.
    private func forward(_ event: DeferredDrag.Event) {
      let inputs = deferredDrag.handle(event, sheetExists: presentationController != nil)
      for input in inputs { presentationController?.driver.handle(input) }
    }

    // MARK: - UIViewControllerTransitioningDelegate

    /// Creates the sheet's presentation controller with the current configuration and delegate
    /// (and a presenting drag, if one started the presentation).
    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      let controller = BottomSheetPresentationController(
        presentedViewController: presented, presenting: presenting,
        configuration: configuration)
      controller.sheetDelegate = delegate
      // Presented from inside a persistent sheet's container (its sheet or its background), or
      // from a screen a persistent sheet is laid over: that sheet is covered while this one is
      // up.
      controller.coveredContainer = BottomSheetContainerViewController.covered(bySheetFrom: source)
      controller.retainedTransitioningDelegate = self
      presentationController = controller
      for input in deferredDrag.sheetCreated() { controller.driver.handle(input) }
      return controller
    }

    /// The engine-driven animator of the presentation.
    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      BottomSheetTransitionAnimator(isPresentation: true)
    }

    /// The engine-driven animator of the dismissal.
    func animationController(
      forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      BottomSheetTransitionAnimator(isPresentation: false)
    }

    /// The same animator: every presentation is interactive, so it can be grabbed.
    func interactionControllerForPresentation(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      animator as? BottomSheetTransitionAnimator
    }

    /// The same animator: every dismissal is interactive, so it can be grabbed.
    func interactionControllerForDismissal(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      animator as? BottomSheetTransitionAnimator
    }
  }
#endif
