#if os(iOS)
  import BottomSheet
  import UIKit

  /// A screen whose height only its Auto Layout constraints give: a box of a fixed height
  /// between the safe area's top and bottom.
  final class SelfCheckAutoLayoutScreen: UIViewController {
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
      title = "Auto Layout"
      view.backgroundColor = .systemBackground
      let box = UIView()
      box.backgroundColor = .systemTeal
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      let guide = view.safeAreaLayoutGuide
      let fill = box.bottomAnchor.constraint(equalTo: guide.bottomAnchor)
      fill.priority = .defaultLow
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: guide.topAnchor),
        box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        box.heightAnchor.constraint(equalToConstant: height),
        box.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor), fill,
      ])
    }
  }
#endif
