#if os(iOS)
  import BottomSheet
  import UIKit

  /// A form that edits a profile. While it has unsaved edits its sheet's delegate refuses the
  /// swipe, the tap outside and the escape gesture (``hasChanges``), and the form asks whether
  /// to discard them (``confirmDiscard()``).
  final class ProfileFormSheetViewController: UIViewController {
    /// What the form edits.
    struct Profile {
      var name: String
      var city: String
    }

    /// Called with the edited profile when the user saves.
    var onSave: ((Profile) -> Void)?

    private let saved: Profile
    private let nameField = UITextField()
    private let cityField = UITextField()
    private let statusLabel = DemoLayout.label("No changes", style: .footnote)
    private lazy var saveButton = DemoLayout.button("Save", target: self, action: #selector(save))

    init(profile: Profile) {
      saved = profile
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    /// The form as the user left it.
    private var edited: Profile {
      Profile(name: nameField.text ?? "", city: cityField.text ?? "")
    }

    /// Whether the form differs from the saved profile.
    /// Whether the form holds edits that are not saved.
    var hasChanges: Bool {
      edited.name != saved.name || edited.city != saved.city
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      preferredContentSize.height = 300
      for (field, placeholder, text) in [
        (nameField, "Name", saved.name), (cityField, "City", saved.city),
      ] {
        field.placeholder = placeholder
        field.text = text
        field.borderStyle = .roundedRect
        field.addTarget(self, action: #selector(fieldChanged), for: .editingChanged)
      }
      let discardButton = DemoLayout.button(
        "Cancel", target: self, action: #selector(cancel))
      let buttons = UIStackView(arrangedSubviews: [discardButton, saveButton])
      buttons.distribution = .fillEqually
      DemoLayout.stack(
        [
          DemoLayout.label("Edit profile", style: .headline),
          nameField, cityField, statusLabel, buttons,
        ], in: view)
      fieldChanged()
    }

    @objc private func fieldChanged() {
      statusLabel.text =
        hasChanges ? "Unsaved changes: swiping down asks first" : "No changes: swipe down to close"
      saveButton.isEnabled = hasChanges
    }

    @objc private func save() {
      view.endEditing(true)
      onSave?(edited)
      dismiss(animated: true)
    }

    @objc private func cancel() {
      if hasChanges {
        confirmDiscard(from: statusLabel)
      } else {
        dismiss(animated: true)
      }
    }

    /// Asks whether to discard the unsaved edits (after a refused dismissal).
    func confirmDiscard() {
      confirmDiscard(from: statusLabel)
    }

    private func confirmDiscard(from source: UIView) {
      view.endEditing(true)
      let alert = UIAlertController(
        title: "Discard your changes?", message: nil, preferredStyle: .actionSheet)
      alert.addAction(
        UIAlertAction(title: "Discard changes", style: .destructive) { [weak self] _ in
          self?.dismiss(animated: true)
        })
      alert.addAction(UIAlertAction(title: "Keep editing", style: .cancel))
      alert.popoverPresentationController?.sourceView = source
      present(alert, animated: true)
    }
  }
#endif
