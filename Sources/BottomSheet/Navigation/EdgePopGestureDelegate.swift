#if os(iOS)
  import UIKit

  /// The edge-pop gesture's delegate: asks the core whether a pop may start. Kept apart from
  /// the navigation delegate, so gesture callbacks never reach the app's navigation delegate.
  ///
  /// Holds its navigation controller weakly (the controller owns it).
  @MainActor
  final class EdgePopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    private weak var owner: BottomSheetNavigationController?

    init(owner: BottomSheetNavigationController) {
      self.owner = owner
      super.init()
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
      return owner?.edgePanShouldBegin(pan) ?? false
    }

    /// The content's drags under a finger that went down in the edge band wait for the edge
    /// swipe to fail, as with UIKit's own edge gesture (`BackSwipePriority`). UIKit asks once
    /// per attempt to recognize, so the answer can depend on where this touch went down.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      owner?.edgePanIsRequiredToFail(by: otherGestureRecognizer) ?? false
    }

    /// Every touch in the stack passes here first (before any recognizer sees it), so the
    /// horizontal scrollers under it are made to win over the system's content back swipe.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      owner?.contentPopYieldToScrollers(under: touch)
      return true
    }
  }
#endif
