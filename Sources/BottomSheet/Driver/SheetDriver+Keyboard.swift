#if os(iOS)
  import BottomSheetCore
  import UIKit

  extension SheetDriver {
    // MARK: - Notifications

    /// Observes the keyboard and Reduce Motion (selector-based, with the weak event target).
    func startObservingNotifications() {
      guard !isObservingNotifications else { return }
      isObservingNotifications = true
      let center = NotificationCenter.default
      center.addObserver(
        eventTarget, selector: #selector(SheetEventTarget.keyboardWillChangeFrame(_:)),
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
      center.addObserver(
        eventTarget, selector: #selector(SheetEventTarget.reduceMotionStatusDidChange(_:)),
        name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Removes the observers added by ``startObservingNotifications()``.
    func stopObservingNotifications() {
      guard isObservingNotifications else { return }
      isObservingNotifications = false
      NotificationCenter.default.removeObserver(eventTarget)
    }

    // MARK: - Keyboard

    /// Converts the keyboard's end frame (screen coordinates) into the container; the core
    /// decides the overlap (`KeyboardOverlap`).
    func keyboardWillChangeFrame(_ notification: Notification) {
      guard let container = containerView,
        let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
      else { return }
      let screenFrame = value.cgRectValue
      let frame: CGRect
      if let screen = container.window?.screen {
        frame = container.convert(screenFrame, from: screen.coordinateSpace)
      } else {
        frame = container.convert(screenFrame, from: nil)
      }
      let overlap = KeyboardOverlap.overlap(
        keyboard: Rect(frame), container: Rect(container.bounds))
      measuredKeyboardOverlap = overlap
      handle(.keyboardChanged(overlap: overlap))
    }
  }
#endif
