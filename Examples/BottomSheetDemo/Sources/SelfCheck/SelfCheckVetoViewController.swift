#if os(iOS)
  import UIKit

  /// A sheet's content that refuses every user dismissal through the system sheet's delegate,
  /// as `docs/uikit.md` sets it up, and counts the questions and attempts.
  final class SelfCheckVetoViewController: UIViewController,
    UIAdaptivePresentationControllerDelegate
  {
    private(set) var asked = 0
    private(set) var attempts = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .secondarySystemBackground
      preferredContentSize.height = 220
      DemoLayout.stack([DemoLayout.label("Unsaved edits: a swipe is refused.")], in: view)
    }

    // MARK: - UIAdaptivePresentationControllerDelegate

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      asked += 1
      return false
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      attempts += 1
    }
  }
#endif
