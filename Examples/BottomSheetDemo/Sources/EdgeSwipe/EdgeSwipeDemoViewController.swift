#if os(iOS)
  import BottomSheet
  import UIKit

  /// Swipe up from the bottom edge: the sheet appears under the finger and, on release,
  /// finishes presenting or falls back with the engine's physics.
  final class EdgeSwipeDemoViewController: UIViewController {
    private var edgePresenter: BottomSheetEdgePresenter?

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      DemoLayout.stack(
        [
          DemoLayout.label("Swipe up from the bottom edge of the screen.", style: .title2),
          DemoLayout.button("Close", target: self, action: #selector(close)),
        ], in: view)
      edgePresenter = BottomSheetEdgePresenter(
        presentingViewController: self, configuration: .default
      ) {
        ResizableSheetViewController()
      }
    }

    // Without this the home indicator's swipe takes the bottom edge.
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }

    @objc private func close() {
      dismiss(animated: true)
    }
  }
#endif
