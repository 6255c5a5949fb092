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
  }
#endif
