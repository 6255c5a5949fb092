#if os(iOS)
  import BottomSheet
  import UIKit

  /// Presents a sheet that fits its content; buttons in the sheet change the content's
  /// preferred height and the sheet animates to it.
  final class ResizeDemoViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Resize"
      view.backgroundColor = .systemBackground
      DemoLayout.stack(
        [
          DemoLayout.label("The sheet fits its content's preferredContentSize.height."),
          DemoLayout.button("Present", target: self, action: #selector(presentSheet)),
        ], in: view)
    }

    @objc private func presentSheet() {
      presentBottomSheet(ResizableSheetViewController(), detents: [.fitting, .large])
    }
  }
#endif
