#if os(iOS)
  import UIKit

  extension UIViewController {
    /// Closes a demo presented full screen.
    @objc func dismissDemo() {
      dismiss(animated: true, completion: nil)
    }
  }
#endif
