#if os(iOS)
  import UIKit

  /// The Objective-C target of the driver's gestures and notifications, and the sheet pan's
  /// delegate.
  ///
  /// It holds the driver weakly, so gesture recognizers and the notification centre never keep
  /// a sheet alive; the driver removes it from both when it detaches.
  @MainActor
  final class SheetEventTarget: NSObject, UIGestureRecognizerDelegate {
    weak var driver: SheetDriver?

    @objc func handleSheetPan(_ pan: UIPanGestureRecognizer) {
      driver?.sheetPanChanged(pan)
    }

    @objc func handleScrollPan(_ pan: UIPanGestureRecognizer) {
      driver?.scrollPanChanged(pan)
    }

    @objc func handleDimmingTap(_ tap: UITapGestureRecognizer) {
      guard tap.state == .ended else { return }
      driver?.handle(.tapOnDimming)
    }

    @objc func keyboardWillChangeFrame(_ notification: Notification) {
      driver?.keyboardWillChangeFrame(notification)
    }

    @objc func textDidBeginEditing(_ notification: Notification) {
      driver?.textDidBeginEditing(notification)
    }

    @objc func reduceMotionStatusDidChange(_ notification: Notification) {
      driver?.reduceMotionStatusDidChange()
    }

    // MARK: - UIGestureRecognizerDelegate

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let driver, gestureRecognizer === driver.sheetPan,
        let pan = gestureRecognizer as? UIPanGestureRecognizer
      else { return true }
      return driver.sheetPanShouldBegin(pan)
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      guard let driver, gestureRecognizer === driver.sheetPan else { return true }
      return driver.sheetPanShouldReceive(touch)
    }
  }
#endif
