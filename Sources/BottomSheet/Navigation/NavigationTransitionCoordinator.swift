#if os(iOS)
  import UIKit

  /// The navigation controller's delegate: vends the sheet-driven animator for every push and
  /// pop while the controller sits in a sheet, and forwards every other delegate call to the
  /// app's own delegate (``appDelegate``), so setting `delegate` on the navigation controller
  /// works as usual.
  ///
  /// Holds its navigation controller and the app's delegate weakly (the controller owns it).
  @MainActor
  final class NavigationTransitionCoordinator: NSObject, UINavigationControllerDelegate {
    private weak var owner: BottomSheetNavigationController?
    /// The delegate the app set on the navigation controller. Read from `responds(to:)`, which
    /// is not main-actor isolated; written on the main actor only.
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
      // iOS 26's content back swipe: UIKit's own interactive pop, the height following it.
      if operation == .pop, owner.systemContentPopTakesOver() { return nil }
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

    // MARK: - The app's delegate

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      owner?.observeTransition(navigationController.transitionCoordinator)
      appDelegate?.navigationController?(
        navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      appDelegate?.navigationController?(
        navigationController, didShow: viewController, animated: animated)
    }

    func navigationControllerSupportedInterfaceOrientations(
      _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask {
      appDelegate?.navigationControllerSupportedInterfaceOrientations?(navigationController)
        ?? navigationController.topViewController?.supportedInterfaceOrientations ?? .all
    }

    func navigationControllerPreferredInterfaceOrientationForPresentation(
      _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation {
      appDelegate?.navigationControllerPreferredInterfaceOrientationForPresentation?(
        navigationController)
        ?? navigationController.topViewController?.preferredInterfaceOrientationForPresentation
        ?? .portrait
    }

    /// The two orientation methods answer only when the app's delegate implements them, so
    /// UIKit otherwise keeps its own orientation rules; every other method is implemented
    /// above and forwards with optional chaining, so nothing is sent to a delegate that is gone.
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
      let orientationSelectors = [
        #selector(
          UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:)),
        #selector(
          UINavigationControllerDelegate
            .navigationControllerPreferredInterfaceOrientationForPresentation(_:)),
      ]
      guard let aSelector, orientationSelectors.contains(aSelector) else {
        return super.responds(to: aSelector)
      }
      return appDelegate?.responds(to: aSelector) ?? false
    }
  }
#endif
