#if os(iOS)
  import UIKit

  extension UIViewController {
    /// The action of a sheet's Escape key command: found on the presented view controller (or
    /// a child of it) in the responder chain, it hands the key to the sheet that presents it.
    @objc func bottomSheetEscapeKeyPressed() {
      (presentationController as? BottomSheetPresentationController)?.escapeKeyPressed()
    }
  }
#endif
