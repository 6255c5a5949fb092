#if os(iOS)
  import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import UIKit

  /// Gives each window scene the demo's list of screens.
  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      // `--self-check` runs every check at start, writes the results to the console and to
      // Documents/self-check.log, and exits with 0 only if the run succeeded (nothing failed,
      // every skip expected by an `--expect-skip=NAME` argument; docs/uikit.md, "Checking on a
      // device").
      let root: UIViewController =
        DeviceCheckSummary.isRequested(by: ProcessInfo.processInfo.arguments)
        ? SelfCheckViewController(exitsWhenDone: true) : DemoListViewController()
      window.rootViewController = UINavigationController(rootViewController: root)
      window.makeKeyAndVisible()
      self.window = window
    }
  }
#endif
