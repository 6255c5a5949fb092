#if os(iOS)
  import BottomSheet
  import UIKit

  /// Presents a list at half height: dragging the list up grows the sheet first, then scrolls;
  /// dragging down at the top moves the sheet, all in one gesture.
  final class ScrollingListDemoViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Scrolling list"
      view.backgroundColor = .systemBackground
      DemoLayout.stack(
        [
          DemoLayout.label("Drag the list: the sheet and the list share one finger."),
          DemoLayout.button("Present", target: self, action: #selector(presentSheet)),
        ], in: view)
    }

    @objc private func presentSheet() {
      presentBottomSheet(ListSheetViewController(), detents: [.medium, .large])
    }
  }
#endif
