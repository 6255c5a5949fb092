#if os(iOS)
  import UIKit

  /// The navigation controller's delegate: vends the sheet-driven animator for every push and
  /// pop while the controller sits in a sheet, and gates the edge swipe.
  ///
  /// Holds its navigation controller weakly (the controller owns it).
  @MainActor
  final class NavigationTransitionCoordinator: NSObject, UINavigationControllerDelegate,
    UIGestureRecognizerDelegate
  {
    private weak var owner: BottomSheetNavigationController?

    init(owner: BottomSheetNavigationController) {
      self.owner = owner
      super.init()
    }

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      guard let owner, owner.drivesTransitions, operation != .none else { return nil }
      return NavigationTransitionAnimator(owner: owner)
    }

    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      animationController as? NavigationTransitionAnimator
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      owner?.edgePanShouldBegin() ?? false
    }
  }
#endif
