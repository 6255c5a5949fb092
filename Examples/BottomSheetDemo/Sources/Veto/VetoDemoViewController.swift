#if os(iOS)
  import BottomSheet
  import UIKit

  /// A sheet with unsaved changes refuses to be dragged or tapped away and asks for
  /// confirmation instead.
  final class VetoDemoViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Vetoed dismissal"
      view.backgroundColor = .systemBackground
      DemoLayout.stack(
        [
          DemoLayout.label("Turn on “Unsaved changes”, then try to drag the sheet away."),
          DemoLayout.button("Present", target: self, action: #selector(presentSheet)),
        ], in: view)
    }

    @objc private func presentSheet() {
      let editor = EditorSheetViewController()
      presentBottomSheet(editor, detents: [.fitting, .large], delegate: editor)
    }
  }
#endif
