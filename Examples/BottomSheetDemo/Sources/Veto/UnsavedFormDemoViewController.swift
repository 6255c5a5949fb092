#if os(iOS)
  import BottomSheet
  import UIKit

  /// Edits a profile in a sheet that refuses the swipe while the form has unsaved changes: this
  /// screen is the sheet's delegate, so it answers the one veto every user dismissal asks and
  /// hears of refused attempts and of the dismissal.
  final class UnsavedFormDemoViewController: UIViewController, BottomSheetDelegate {
    private var profile = ProfileFormSheetViewController.Profile(name: "Ada", city: "London")
    private let profileLabel = DemoLayout.label("")
    private let eventLabel = DemoLayout.label("", style: .footnote)
    /// The form on screen, if any (the sheet owns it).
    private weak var form: ProfileFormSheetViewController?

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
      // This screen is captured weakly: the form keeps its closure as long as it lives.
      form.onSave = { [weak self] edited in
        self?.profile = edited
        self?.showProfile()
      }
      self.form = form
      eventLabel.text = ""
      presentBottomSheet(form, detents: [.fitting, .large], delegate: self)
    }

    // MARK: - BottomSheetDelegate

    func bottomSheetShouldDismiss(_ sheet: any BottomSheetControlling) -> Bool {
      form?.hasChanges != true
    }

    func bottomSheetDidAttemptToDismiss(_ sheet: any BottomSheetControlling) {
      eventLabel.text = "Swipe refused: the form has unsaved changes"
      form?.confirmDiscard()
    }

    func bottomSheetDidDismiss(_ sheet: any BottomSheetControlling) {
      eventLabel.text = "Sheet closed"
    }
  }
#endif
