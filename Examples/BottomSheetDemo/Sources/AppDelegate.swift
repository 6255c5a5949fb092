#if os(iOS)
  import UIKit

  /// The demo app: a list of screens, one per behaviour of the sheet. Windows come from
  /// ``SceneDelegate`` (the scene-based life cycle).
  @main
  final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      true
    }

    func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(
        name: "Default Configuration", sessionRole: connectingSceneSession.role)
      configuration.delegateClass = SceneDelegate.self
      return configuration
    }
  }
#endif
