#if os(iOS)
  import UIKit

  /// Animator and interaction controller of a sheet's presentation or dismissal.
  ///
  /// Every sheet transition is interactive from its start: UIKit hands the transition context to
  /// ``startInteractiveTransition(_:)`` and the sheet's ``BottomSheetPresentationController``
  /// drives it with the engine (`updateInteractiveTransition`, then `finish`/`cancel` and
  /// `completeTransition`), so a finger can grab the sheet mid-present or mid-dismiss and the
  /// transition finishes or cancels with it.
  @MainActor
  final class BottomSheetTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning
  {
    /// The duration UIKit is told for alongside animations, in seconds: the default spring's
    /// duration (SwiftUI's `.snappy`, 0.5 s). The engine's spring decides the real timing.
    static let nominalDuration: TimeInterval = 0.5

    /// Whether this transition presents (else it dismisses).
    let isPresentation: Bool

    init(isPresentation: Bool) {
      self.isPresentation = isPresentation
      super.init()
    }

    // MARK: - UIViewControllerAnimatedTransitioning

    func transitionDuration(
      using transitionContext: (any UIViewControllerContextTransitioning)?
    ) -> TimeInterval {
      BottomSheetTransitionAnimator.nominalDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      // Only called if UIKit runs the transition without the interaction controller.
      begin(transitionContext)
    }

    // MARK: - UIViewControllerInteractiveTransitioning

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
      begin(transitionContext)
    }

    private func begin(_ transitionContext: any UIViewControllerContextTransitioning) {
      let key: UITransitionContextViewControllerKey = isPresentation ? .to : .from
      guard
        let controller = transitionContext.viewController(forKey: key)?.presentationController
          as? BottomSheetPresentationController
      else {
        // Not the bottom sheet's presentation: UIKit kept a presentation controller created
        // before the sheet was installed (`BottomSheetTransitioningDelegate.presentationCompleted(of:)`
        // stops debug builds there). Carried out as a plain transition without animation, as
        // UIViewControllerTransitioning.h asks of an animator: the presented view is added to the
        // container (or taken out), so the content shows and nothing is left covering the screen.
        finishPlainly(transitionContext)
        return
      }
      controller.transitionStarted(transitionContext)
    }

    private func finishPlainly(_ transitionContext: any UIViewControllerContextTransitioning) {
      // The view coming in (the presented one, or on dismissal the presenter's, when UIKit took
      // it out for a full-screen style), at its final frame when UIKit knows it (the header:
      // CGRectZero when unknown).
      if let view = transitionContext.view(forKey: .to),
        let controller = transitionContext.viewController(forKey: .to)
      {
        let frame = transitionContext.finalFrame(for: controller)
        if frame != .zero { view.frame = frame }
        if isPresentation {
          transitionContext.containerView.addSubview(view)
        } else {
          transitionContext.containerView.insertSubview(view, at: 0)
        }
      }
      if !isPresentation { transitionContext.view(forKey: .from)?.removeFromSuperview() }
      if transitionContext.isInteractive { transitionContext.finishInteractiveTransition() }
      transitionContext.completeTransition(true)
    }
  }
#endif
