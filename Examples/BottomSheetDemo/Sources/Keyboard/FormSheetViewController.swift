#if os(iOS)
  import UIKit

  /// A small form with a text field.
  final class FormSheetViewController: UIViewController {
    private let nameField = UITextField()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      preferredContentSize.height = 200
      nameField.placeholder = "Your name"
      nameField.borderStyle = .roundedRect
      DemoLayout.stack(
        [
          DemoLayout.label("New contact", style: .headline),
          nameField,
          DemoLayout.button("Done", target: self, action: #selector(done)),
        ], in: view)
    }

    @objc private func done() {
      nameField.resignFirstResponder()
      dismiss(animated: true)
    }
  }
#endif
