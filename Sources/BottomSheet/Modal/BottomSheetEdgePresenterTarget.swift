#if os(iOS)
  import UIKit

  /// The edge-swipe recognizer's target: a weak proxy of its ``BottomSheetEdgePresenter``.
  ///
  /// The recognizer keeps it alive (``GestureTarget``), so a swipe after the presenter is gone
  /// reaches a live object, which takes the orphaned recognizer off its view.
  @MainActor
  final class BottomSheetEdgePresenterTarget: NSObject {
    private weak var presenter: BottomSheetEdgePresenter?

    init(presenter: BottomSheetEdgePresenter) {
      self.presenter = presenter
      super.init()
    }

    @objc func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
      guard let presenter else {
        pan.view?.removeGestureRecognizer(pan)
        return
      }
      presenter.edgePanChanged(pan)
    }
  }
#endif
