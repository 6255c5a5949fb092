#if os(iOS)
  import BottomSheet
  import UIKit

  /// Listens to the keyboard's will-show and will-hide notifications.
  @MainActor
  final class SelfCheckKeyboardWatch: NSObject {
    /// The last keyboard frame announced, in screen coordinates.
    private(set) var endFrame: CGRect?
    private(set) var notifications = 0
    private(set) var isHidden = true

    func start() {
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(willShow(_:)), name: UIResponder.keyboardWillShowNotification,
        object: nil)
      center.addObserver(
        self, selector: #selector(willHide(_:)), name: UIResponder.keyboardWillHideNotification,
        object: nil)
    }

    func stop() {
      NotificationCenter.default.removeObserver(self)
    }

    @objc private func willShow(_ notification: Notification) {
      notifications += 1
      isHidden = false
      endFrame =
        (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
        .cgRectValue
    }

    @objc private func willHide(_ notification: Notification) {
      isHidden = true
    }
  }
#endif
