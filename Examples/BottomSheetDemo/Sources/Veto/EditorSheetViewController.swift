#if os(iOS)
  import BottomSheet
  import UIKit

  /// An editor that vetoes user dismissals while it has unsaved changes and offers to discard
  /// them.
  final class EditorSheetViewController: UIViewController, BottomSheetDelegate {
    private let changesSwitch = UISwitch()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      preferredContentSize.height = 220
      let row = UIStackView(arrangedSubviews: [
        DemoLayout.label("Unsaved changes"), changesSwitch,
      ])
      row.axis = .horizontal
      row.spacing = 12
      DemoLayout.stack(
        [
          DemoLayout.label("Editor", style: .headline),
          row,
          DemoLayout.button("Save and close", target: self, action: #selector(save)),
        ], in: view)
    }

    @objc private func save() {
      changesSwitch.isOn = false
      dismiss(animated: true)
    }

    // MARK: - BottomSheetDelegate

    func bottomSheetShouldDismiss(_ sheet: any BottomSheetControlling) -> Bool {
      !changesSwitch.isOn
    }

    func bottomSheetDidAttemptToDismiss(_ sheet: any BottomSheetControlling) {
      let alert = UIAlertController(
        title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
      alert.addAction(
        UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
          self?.dismiss(animated: true)
        })
      alert.addAction(UIAlertAction(title: "Keep editing", style: .cancel))
      alert.popoverPresentationController?.sourceView = changesSwitch
      present(alert, animated: true)
    }
  }
#endif
