#if os(iOS)
  import UIKit

  /// Content of the interruptible demo's sheet, with a button that dismisses it slowly.
  final class InterruptibleSheetViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      preferredContentSize.height = 280
      DemoLayout.stack(
        [
          DemoLayout.label("Dismiss, then catch the sheet before it leaves."),
          DemoLayout.button("Dismiss slowly", target: self, action: #selector(close)),
        ], in: view)
    }

    @objc private func close() {
      dismiss(animated: true)
    }
  }
#endif
