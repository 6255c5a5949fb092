#if os(iOS)
  import BottomSheet
  import UIKit

  /// A form in a sheet: the sheet rests on the keyboard while it is up.
  final class KeyboardFormDemoViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Keyboard"
      view.backgroundColor = .systemBackground
      DemoLayout.stack(
        [
          DemoLayout.label("The sheet rides on top of the keyboard."),
          DemoLayout.button("Present", target: self, action: #selector(presentSheet)),
        ], in: view)
    }

    @objc private func presentSheet() {
      presentBottomSheet(FormSheetViewController(), detents: [.fitting])
    }
  }
#endif
