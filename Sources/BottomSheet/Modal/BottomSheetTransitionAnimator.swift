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
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        return
      }
      controller.transitionStarted(transitionContext)
    }
  }
#endif
