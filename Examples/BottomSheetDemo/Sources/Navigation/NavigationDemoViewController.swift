#if os(iOS)
  import BottomSheet
  import UIKit

  /// Presents a navigation stack whose screens have different heights: push, pop, pop to root
  /// and the edge swipe all animate the sheet's height with the slide.
  final class NavigationDemoViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Navigation"
      view.backgroundColor = .systemBackground
      DemoLayout.stack(
        [
          DemoLayout.label("Each screen asks for its own height. Swipe from the left edge to pop."),
          DemoLayout.button("Present", target: self, action: #selector(presentSheet)),
        ], in: view)
    }

    @objc private func presentSheet() {
      let navigation = BottomSheetNavigationController(
        rootViewController: NavigationStepViewController(step: 1))
      presentBottomSheet(navigation, detents: [.fitting, .large])
    }
  }
#endif
