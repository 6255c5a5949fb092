#if os(iOS)
  import UIKit

  /// The navigation controller's delegate: vends the sheet-driven animator for every push and
  /// pop while the controller sits in a sheet, gates the edge swipe, and forwards every other
  /// delegate call to the app's own delegate (``appDelegate``), so setting `delegate` on the
  /// navigation controller works as usual.
  ///
  /// Holds its navigation controller and the app's delegate weakly (the controller owns it).
  @MainActor
  final class NavigationTransitionCoordinator: NSObject, UINavigationControllerDelegate,
    UIGestureRecognizerDelegate
  {
    private weak var owner: BottomSheetNavigationController?
    /// The delegate the app set on the navigation controller. Read from the Objective-C
    /// runtime's forwarding hooks, which are not main-actor isolated; written on the main actor
    /// only.
    nonisolated(unsafe) weak var appDelegate: (any UINavigationControllerDelegate)?

    init(owner: BottomSheetNavigationController) {
      self.owner = owner
      super.init()
    }

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      guard let owner, owner.drivesTransitions, operation != .none else {
        return appDelegate?.navigationController?(
          navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
      }
      return NavigationTransitionAnimator(owner: owner)
    }

    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      if let ours = animationController as? NavigationTransitionAnimator { return ours }
      return appDelegate?.navigationController?(
        navigationController, interactionControllerFor: animationController)
    }

    // MARK: - Forwarding the rest to the app's delegate

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || (appDelegate?.responds(to: aSelector) ?? false)
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
      guard let target = appDelegate, target.responds(to: aSelector) else { return nil }
      return target
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
      return owner?.edgePanShouldBegin(pan) ?? false
    }
  }
#endif
