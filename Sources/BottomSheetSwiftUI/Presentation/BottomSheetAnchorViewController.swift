#if os(iOS)
  import UIKit

  /// An empty, touch-transparent view controller that sits behind the modified SwiftUI view
  /// and presents its sheet; it tells its coordinator when it joins a window.
  @MainActor
  final class BottomSheetAnchorViewController: UIViewController {
    /// Called after the view appears (a presentation may have waited for the window).
    var onAppear: (@MainActor () -> Void)?

    override func loadView() {
      let anchorView = UIView()
      anchorView.backgroundColor = .clear
      anchorView.isUserInteractionEnabled = false
      view = anchorView
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      onAppear?()
    }
  }
#endif
