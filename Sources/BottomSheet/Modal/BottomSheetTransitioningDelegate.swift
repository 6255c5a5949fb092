#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import ObjectiveC
  import UIKit

  /// Makes UIKit present a view controller as a bottom sheet.
  ///
  /// ```swift
  /// let transitioning = BottomSheetTransitioningDelegate(
  ///   configuration: .default, presentationControllerDelegate: editor)
  /// editor.modalPresentationStyle = .custom
  /// editor.transitioningDelegate = transitioning  // UIKit holds it weakly: keep a reference
  /// present(editor, animated: true)
  /// ```
  ///
  /// `presentBottomSheet(_:detents:configuration:delegate:presentationControllerDelegate:callbacks:animated:completion:)`
  /// does all of this and keeps the delegate alive for you. Every presentation creates a
  /// ``BottomSheetPresentationController`` with the current ``configuration``, ``delegate``,
  /// ``presentationControllerDelegate`` and ``callbacks``.
  ///
  /// ## A dismissal veto for the system sheet's delegate
  ///
  /// Pass a `UIAdaptivePresentationControllerDelegate` as ``presentationControllerDelegate``
  /// (or to `presentBottomSheet`): the sheet's presentation controller gets it the moment UIKit
  /// creates it. Do not read the content's `presentationController` before the sheet is
  /// installed: UIKit then creates a presentation controller for the `modalPresentationStyle`
  /// of that moment (the system's), and a delegate set on it never hears from the bottom sheet.
  /// Setting `delegate` on the bottom sheet's own presentation controller after `present` (for
  /// example in the presentation's completion) works too.
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
  ///   BottomSheetPresentationController ──► callbacks (emptied at release), SheetDriver, views
  ///   BottomSheetPresentationController ⇢ delegate, sheetDelegate   (the app's, weak)
  ///   BottomSheetTransitioningDelegate ⇢ presentationController, delegate,
  ///                                      presentationControllerDelegate
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
  /// Escape key command, empties its callbacks and drops the transitioning delegate and its
  /// association. A dismissal the finger cancels releases nothing. After the release nothing
  /// that remains refers to the presented view controller, so it, its presentation controller,
  /// this delegate and the driver are freed as soon as UIKit and the app let go of them (a
  /// transitioning delegate the app keeps for reuse lives on with the app's reference, and so do
  /// its ``callbacks``). A persistent container's driver detaches when the container leaves the
  /// hierarchy, and takes its targets off from its `deinit` when the container is freed;
  /// ``BottomSheetEdgePresenter`` removes its recognizer from its `deinit`.
  ///
  /// Your own closures are stored with the sheet until the release (and in a transitioning
  /// delegate you keep, for as long as you keep it): capture the sheet's content and your view
  /// controllers `[weak …]` in them, as with any UIKit closure.
  @MainActor
  public final class BottomSheetTransitioningDelegate: NSObject,
    UIViewControllerTransitioningDelegate
  {
    /// Behaviour and appearance of the sheets this delegate presents.
    public var configuration: BottomSheetConfiguration
    /// The delegate given to each presented sheet; held weakly.
    public weak var delegate: (any BottomSheetDelegate)?
    /// The `UIAdaptivePresentationControllerDelegate` each sheet's presentation controller gets
    /// when UIKit creates it (its `presentationControllerShouldDismiss(_:)` vetoes user
    /// dismissals, as for the system sheet); held weakly, as UIKit's own `delegate` is.
    public weak var presentationControllerDelegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The callbacks given to each presented sheet.
    public var callbacks: BottomSheetCallbacks
    /// The presentation controller of the sheet on screen, if any.
    public private(set) weak var presentationController: BottomSheetPresentationController?

    /// A drag that started the presentation before UIKit created the presentation controller
    /// (the core decides what reaches the sheet, and when).
    private var deferredDrag = DeferredDrag()

    /// Creates a transitioning delegate.
    ///
    /// - Parameters:
    ///   - configuration: Behaviour and appearance.
    ///   - delegate: Hears about each sheet's life; held weakly.
    ///   - presentationControllerDelegate: Becomes the `delegate` of each sheet's presentation
    ///     controller as UIKit creates it, so `presentationControllerShouldDismiss(_:)` can veto
    ///     user dismissals; held weakly.
    ///   - callbacks: Closures called alongside the delegate.
    public init(
      configuration: BottomSheetConfiguration = .default,
      delegate: (any BottomSheetDelegate)? = nil,
      presentationControllerDelegate: (any UIAdaptivePresentationControllerDelegate)? = nil,
      callbacks: BottomSheetCallbacks = BottomSheetCallbacks()
    ) {
      self.configuration = configuration
      self.delegate = delegate
      self.presentationControllerDelegate = presentationControllerDelegate
      self.callbacks = callbacks
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

    /// Creates the sheet's presentation controller with the current configuration, delegates and
    /// callbacks (and a presenting drag, if one started the presentation).
    public func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      let controller = BottomSheetPresentationController(
        presentedViewController: presented, presenting: presenting,
        configuration: configuration)
      controller.sheetDelegate = delegate
      controller.delegate = presentationControllerDelegate
      controller.callbacks = callbacks
      controller.retainedTransitioningDelegate = self
      presentationController = controller
      for input in deferredDrag.sheetCreated() { controller.driver.handle(input) }
      return controller
    }

    /// The engine-driven animator of the presentation.
    public func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      BottomSheetTransitionAnimator(isPresentation: true)
    }

    /// The engine-driven animator of the dismissal.
    public func animationController(
      forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      BottomSheetTransitionAnimator(isPresentation: false)
    }

    /// The same animator: every presentation is interactive, so it can be grabbed.
    public func interactionControllerForPresentation(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      animator as? BottomSheetTransitionAnimator
    }

    /// The same animator: every dismissal is interactive, so it can be grabbed.
    public func interactionControllerForDismissal(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      animator as? BottomSheetTransitionAnimator
    }
  }
#endif
