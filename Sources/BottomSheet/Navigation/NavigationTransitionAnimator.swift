#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  /// Animator and interaction controller of a push or pop inside a sheet: UIKit hands over the
  /// transition context and the navigation controller drives it with the core's navigation
  /// sizing (timed slide, or the finger during an edge swipe).
  @MainActor
  final class NavigationTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning
  {
    private weak var owner: BottomSheetNavigationController?

    init(owner: BottomSheetNavigationController) {
      self.owner = owner
      super.init()
    }

    func transitionDuration(
      using transitionContext: (any UIViewControllerContextTransitioning)?
    ) -> TimeInterval {
      NavigationSizing.transitionDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      begin(transitionContext)
    }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
      begin(transitionContext)
    }

    private func begin(_ transitionContext: any UIViewControllerContextTransitioning) {
      guard let owner else {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        return
      }
      owner.beginTransition(transitionContext)
    }
  }
#endif
