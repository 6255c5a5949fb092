#if os(iOS)
  import QuartzCore
  import UIKit

  /// The full-screen screen the checks present from while they run: a plain view that names
  /// the running check, so a sheet's presenter is known and hit-testable.
  final class SelfCheckStageViewController: UIViewController {
    private let label = DemoLayout.label("Self-check", style: .headline)

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      DemoLayout.stack([label], in: view)
    }

    /// The last size transition (a rotation) UIKit announced: when `viewWillTransition(to:with:)`
    /// was called, on `CACurrentMediaTime()`'s clock, and the coordinator's duration, both in
    /// seconds.
    private(set) var lastSizeTransition: (start: CFTimeInterval, duration: TimeInterval)?

    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      lastSizeTransition = (CACurrentMediaTime(), coordinator.transitionDuration)
    }

    /// Shows which check runs.
    func show(_ name: String) {
      label.text = "Running: \(name)"
    }

    /// Takes away whatever the last check left: its presentations and its embedded children.
    func clear() async {
      if presentedViewController != nil {
        dismiss(animated: false)
      }
      for child in children {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
      }
      view.endEditing(true)
      let context = SelfCheckContext(stage: self, timeout: 3)
      _ = await context.waitUntil("the stage to clear") { presentedViewController == nil }
      _ = await context.pause(0.2)
    }
  }
#endif
