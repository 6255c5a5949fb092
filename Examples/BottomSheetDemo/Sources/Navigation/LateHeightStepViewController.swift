#if os(iOS)
  import UIKit

  /// A navigation screen that sets its height in `viewDidLoad`, as many apps do: the sheet
  /// still gets it, because the navigation controller reads it after loading the view.
  final class LateHeightStepViewController: UIViewController {
    /// The height it asks for, in points.
    static let height: CGFloat = 420

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Height from viewDidLoad"
      view.backgroundColor = .systemBackground
      preferredContentSize.height = Self.height
      DemoLayout.stack(
        [DemoLayout.label("This screen set \(Int(Self.height)) pt in viewDidLoad.")], in: view)
    }
  }
#endif
