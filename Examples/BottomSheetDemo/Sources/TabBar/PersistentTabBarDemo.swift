#if os(iOS)
  import BottomSheet
  import UIKit

  /// A persistent sheet inside a tab bar controller: its lowest detent (a `.height`, which counts
  /// from the safe area, and so from the top of the tab bar) stays fully visible above the bar,
  /// and the part of the sheet behind the bar stays under it. The background has a text field
  /// whose keyboard does not lift the sheet (only fields inside the sheet do, by default).
  @MainActor
  enum PersistentTabBarDemo {
    /// The collapsed detent: a 56 pt strip above the tab bar and home indicator.
    static let collapsed = Detent.height(56, identifier: "collapsed")

    static func makeViewController() -> UIViewController {
      let container = BottomSheetContainerViewController(
        backgroundViewController: SearchFieldBackgroundViewController(),
        sheetViewController: PlacesSheetViewController(),
        configuration: .persistent(
          detents: [collapsed, .medium, .large], largestUndimmedDetent: .medium))
      container.tabBarItem = UITabBarItem(title: "Places", image: nil, tag: 0)
      let other = UIViewController()
      other.view.backgroundColor = .systemBackground
      other.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 1)
      let tabs = UITabBarController()
      tabs.viewControllers = [container, other]
      let navigation = UINavigationController(rootViewController: tabs)
      tabs.navigationItem.title = "Tab bar with a persistent sheet"
      tabs.navigationItem.leftBarButtonItem = UIBarButtonItem(
        barButtonSystemItem: .close, target: navigation,
        action: #selector(UIViewController.dismissDemo))
      return navigation
    }
  }
#endif
