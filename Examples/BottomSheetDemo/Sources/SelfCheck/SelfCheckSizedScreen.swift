#if os(iOS)
  import BottomSheet
  import UIKit

  /// A screen that sets its height in `viewDidLoad`.
  final class SelfCheckSizedScreen: UIViewController {
    private let height: CGFloat

    init(height: CGFloat) {
      self.height = height
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "\(Int(height)) pt"
      view.backgroundColor = .systemBackground
      preferredContentSize.height = height
    }
  }
#endif
