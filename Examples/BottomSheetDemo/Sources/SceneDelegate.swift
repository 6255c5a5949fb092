#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
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
      // `--self-check` runs every check at start, prints the results and exits with 0 only if
      // all pass (`xcrun simctl launch --console-pty <device> dev.bottomsheet.demo --self-check`).
      let root: UIViewController =
        DeviceCheckSummary.isRequested(by: ProcessInfo.processInfo.arguments)
        ? SelfCheckViewController(exitsWhenDone: true) : DemoListViewController()
      window.rootViewController = UINavigationController(rootViewController: root)
      window.makeKeyAndVisible()
      self.window = window
    }
  }
#endif
