#if os(iOS)
  import UIKit

  /// The Objective-C target of the driver's gestures and notifications, and the sheet pan's
  /// delegate: a weak proxy.
  ///
  /// It holds the driver weakly, so gesture recognizers and the notification centre never keep
  /// a sheet alive, and each recognizer keeps it alive (``GestureTarget``), so a late touch never
  /// messages a freed object. It remembers the scroll views it observes (weakly), so the driver
  /// can take it off them and off the notification centre when it detaches or deinitialises.
  @MainActor
  final class SheetEventTarget: NSObject, UIGestureRecognizerDelegate {
    weak var driver: SheetDriver?
    /// The scroll views whose own pan sends ``handleScrollPan(_:)`` here.
    private(set) var observedScrollViews: [WeakScrollView] = []

    // MARK: - Observing

    /// Makes `scrollView`'s own pan report here (its delegate is left alone), once.
    func observe(_ scrollView: UIScrollView) {
      observedScrollViews.removeAll { $0.scrollView == nil }
      guard !observedScrollViews.contains(where: { $0.scrollView === scrollView }) else { return }
      GestureTarget.add(
        self, action: #selector(handleScrollPan(_:)), to: scrollView.panGestureRecognizer)
      observedScrollViews.append(WeakScrollView(scrollView: scrollView))
    }

    /// Takes this target off every observed scroll view.
    func stopObservingScrollViews() {
      for entry in observedScrollViews {
        guard let pan = entry.scrollView?.panGestureRecognizer else { continue }
        GestureTarget.remove(self, action: #selector(handleScrollPan(_:)), from: pan)
      }
      observedScrollViews.removeAll()
    }

    /// Takes this target off the scroll views and the notification centre: what a driver that
    /// goes away without detaching leaves behind.
    func stopObservingEverything() {
      stopObservingScrollViews()
      NotificationCenter.default.removeObserver(self)
    }

    // MARK: - Actions

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

  // MARK: - The scroll views it observes

  /// A scroll view whose pan gesture the driver observes, held weakly.
  @MainActor
  struct WeakScrollView {
    weak var scrollView: UIScrollView?
  }
#endif
