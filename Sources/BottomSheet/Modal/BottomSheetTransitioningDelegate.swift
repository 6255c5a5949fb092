#if os(iOS)
  import BottomSheetCore
  import ObjectiveC
  import UIKit

  /// Makes UIKit present a view controller as a bottom sheet.
  ///
  /// ```swift
  /// let transitioning = BottomSheetTransitioningDelegate(configuration: .default)
  /// content.modalPresentationStyle = .custom
  /// content.transitioningDelegate = transitioning  // UIKit holds it weakly: keep a reference
  /// present(content, animated: true)
  /// ```
  ///
  /// `presentBottomSheet(_:detents:configuration:delegate:callbacks:animated:completion:)`
  /// does all of this and keeps the delegate alive for you. Every presentation creates a
  /// ``BottomSheetPresentationController`` with the current ``configuration``, ``delegate`` and
  /// ``callbacks``; the presentation controller keeps this object alive while it is on screen.
  @MainActor
  public final class BottomSheetTransitioningDelegate: NSObject,
    UIViewControllerTransitioningDelegate
  {
    /// Behaviour and appearance of the sheets this delegate presents.
    public var configuration: BottomSheetConfiguration
    /// The delegate given to each presented sheet; held weakly.
    public weak var delegate: (any BottomSheetDelegate)?
    /// The callbacks given to each presented sheet.
    public var callbacks: BottomSheetCallbacks
    /// The presentation controller of the sheet on screen, if any.
    public private(set) weak var presentationController: BottomSheetPresentationController?

    /// A drag that started the presentation before UIKit created the presentation controller.
    var pendingDrag: PendingDrag?

    /// Creates a transitioning delegate.
    ///
    /// - Parameters:
    ///   - configuration: Behaviour and appearance.
    ///   - delegate: Hears about each sheet's life; held weakly.
    ///   - callbacks: Closures called alongside the delegate.
    public init(
      configuration: BottomSheetConfiguration = .default,
      delegate: (any BottomSheetDelegate)? = nil,
      callbacks: BottomSheetCallbacks = BottomSheetCallbacks()
    ) {
      self.configuration = configuration
      self.delegate = delegate
      self.callbacks = callbacks
      super.init()
    }

    // MARK: - Keeping the delegate alive

    nonisolated(unsafe) private static var associationKey: UInt8 = 0

    /// Makes `viewController` present as a sheet through this delegate, which it keeps alive
    /// (as an associated object: the view controller → this delegate, never the reverse).
    func install(on viewController: UIViewController) {
      viewController.modalPresentationStyle = .custom
      viewController.transitioningDelegate = self
      objc_setAssociatedObject(
        viewController, &BottomSheetTransitioningDelegate.associationKey, self,
        .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    // MARK: - Interactive presentation by a drag

    /// A presenting drag began; the translation is down positive (negative when dragging up).
    func beginPresentingDrag(translation: CGFloat) {
      if let controller = presentationController {
        controller.driver.beginDrag(translation: translation)
      } else {
        pendingDrag = PendingDrag(translation: translation)
      }
    }

    /// The presenting drag moved.
    func presentingDragChanged(translation: CGFloat) {
      if let controller = presentationController {
        controller.driver.dragChanged(translation: translation)
      } else {
        pendingDrag?.translation = translation
      }
    }

    /// The presenting drag ended with `velocity` (points per second, down positive).
    func endPresentingDrag(velocity: CGFloat) {
      if let controller = presentationController {
        controller.driver.endDrag(velocity: velocity)
      } else {
        pendingDrag?.endVelocity = velocity
      }
    }

    /// The system cancelled the presenting drag.
    func cancelPresentingDrag() {
      if let controller = presentationController {
        controller.driver.cancelDrag()
      } else {
        pendingDrag?.isCancelled = true
      }
    }

    // MARK: - UIViewControllerTransitioningDelegate

    /// Creates the sheet's presentation controller with the current configuration, delegate and
    /// callbacks (and a presenting drag, if one started the presentation).
    public func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      let controller = BottomSheetPresentationController(
        presentedViewController: presented, presenting: presenting,
        configuration: configuration)
      controller.sheetDelegate = delegate
      controller.callbacks = callbacks
      controller.retainedTransitioningDelegate = self
      presentationController = controller
      if let drag = pendingDrag {
        pendingDrag = nil
        controller.driver.beginDrag(translation: drag.translation)
        if drag.isCancelled {
          controller.driver.cancelDrag()
        } else if let velocity = drag.endVelocity {
          controller.driver.endDrag(velocity: velocity)
        }
      }
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
