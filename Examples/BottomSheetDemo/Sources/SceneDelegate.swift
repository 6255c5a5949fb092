#if os(iOS)
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
      window.rootViewController = UINavigationController(
        rootViewController: DemoListViewController())
      window.makeKeyAndVisible()
      self.window = window
    }
  }
#endif
