#if os(iOS)
  import UIKit

  /// The demo app: a list of screens, one per behaviour of the sheet.
  @main
  final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = UINavigationController(
        rootViewController: DemoListViewController())
      window.makeKeyAndVisible()
      self.window = window
      return true
    }
  }
#endif
