#if os(iOS)
  import BottomSheet
  import UIKit

  /// A navigation stack laid out right to left: pushes slide in from the left and the edge pop
  /// starts at the sheet's right edge.
  final class RightToLeftNavigationDemoViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Right to left"
      view.backgroundColor = .systemBackground
      DemoLayout.stack(
        [
          DemoLayout.label("Swipe from the sheet's right edge to pop."),
          DemoLayout.button("Present", target: self, action: #selector(presentSheet)),
        ], in: view)
    }

    @objc private func presentSheet() {
      let navigation = BottomSheetNavigationController(
        rootViewController: NavigationStepViewController(step: 1))
      navigation.view.semanticContentAttribute = .forceRightToLeft
      navigation.navigationBar.semanticContentAttribute = .forceRightToLeft
      presentBottomSheet(navigation, detents: [.fitting, .large])
    }
  }
#endif
