#if os(iOS)
  import BottomSheet
  import UIKit

  /// Edits a profile in a sheet that refuses the swipe while the form has unsaved changes,
  /// with the system sheet's `UIAdaptivePresentationControllerDelegate` handed to
  /// `presentBottomSheet` up front (reading the form's `presentationController` first would
  /// give the delegate to a presentation controller that is thrown away).
  final class UnsavedFormDemoViewController: UIViewController {
    private var profile = ProfileFormSheetViewController.Profile(name: "Ada", city: "London")
    private let profileLabel = DemoLayout.label("")
    private let eventLabel = DemoLayout.label("", style: .footnote)

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Unsaved form"
      view.backgroundColor = .systemBackground
      DemoLayout.stack(
        [
          profileLabel,
          DemoLayout.label("Edit a field, then try to swipe the sheet down or tap outside."),
          DemoLayout.button("Edit profile", target: self, action: #selector(editProfile)),
          eventLabel,
        ], in: view)
      showProfile()
    }

    private func showProfile() {
      profileLabel.text = "\(profile.name), \(profile.city)"
    }

    @objc private func editProfile() {
      let form = ProfileFormSheetViewController(profile: profile)
      // The form and this screen are captured weakly: the sheet keeps its callbacks until it
      // is gone, and a strong capture of `form` would keep the form alive with them.
      form.onSave = { [weak self] edited in
        self?.profile = edited
        self?.showProfile()
      }
      var callbacks = BottomSheetCallbacks()
      callbacks.didAttemptToDismiss = { [weak self] in
        self?.eventLabel.text = "Swipe refused: the form has unsaved changes"
      }
      callbacks.didDismiss = { [weak self] in
        self?.eventLabel.text = "Sheet closed"
      }
      eventLabel.text = ""
      presentBottomSheet(
        form, detents: [.fitting, .large], presentationControllerDelegate: form,
        callbacks: callbacks)
    }
  }
#endif
