#if os(iOS)
  import BottomSheet
  import QuartzCore
  import UIKit

  /// Listens to the keyboard's will-show, will-change-frame and will-hide notifications.
  @MainActor
  final class SelfCheckKeyboardWatch: NSObject {
    /// The last keyboard frame announced, in screen coordinates.
    private(set) var endFrame: CGRect?
    /// How many will-show and will-change-frame notifications came.
    private(set) var notifications = 0
    private(set) var isHidden = true
    /// Every frame announced by a will-show or will-change-frame, in screen coordinates, with
    /// `CACurrentMediaTime()` when it came.
    private(set) var announced: [(frame: CGRect, at: CFTimeInterval)] = []
    /// Called with every frame announced by a will-show or will-change-frame (screen
    /// coordinates), as it comes: a check that counts settles hears of each keyboard change in
    /// order with the sheet's frames.
    var onFrame: ((CGRect) -> Void)?

    func start() {
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(frameAnnounced(_:)),
        name: UIResponder.keyboardWillShowNotification, object: nil)
      center.addObserver(
        self, selector: #selector(frameAnnounced(_:)),
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
      center.addObserver(
        self, selector: #selector(willHide(_:)), name: UIResponder.keyboardWillHideNotification,
        object: nil)
    }

    func stop() {
      NotificationCenter.default.removeObserver(self)
      onFrame = nil
    }

    @objc private func frameAnnounced(_ notification: Notification) {
      guard
        let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
          .cgRectValue
      else { return }
      notifications += 1
      if notification.name == UIResponder.keyboardWillShowNotification { isHidden = false }
      endFrame = frame
      announced.append((frame, CACurrentMediaTime()))
      onFrame?(frame)
    }

    @objc private func willHide(_ notification: Notification) {
      isHidden = true
    }
  }
#endif
