#if os(iOS)
  import QuartzCore
  import UIKit

  /// A sheet's content that measures itself: it counts its layout passes
  /// (`viewDidLayoutSubviews`) and safe-area changes (`viewSafeAreaInsetsDidChange`), and
  /// samples its `view.safeAreaInsets.bottom` on every display frame while sampling is on.
  final class SelfCheckProbeViewController: UIViewController {
    /// Called on every layout pass.
    var onLayoutPass: (() -> Void)?
    /// Called on every change of the view's safe area.
    var onSafeAreaChange: (() -> Void)?
    /// Called on every display frame while sampling, with the view's bottom safe-area inset.
    var onFrameSample: ((CGFloat) -> Void)?
    /// A field to raise the keyboard with.
    let field = UITextField()
    /// Whether the content would refuse a user dismissal (what a veto closure reads).
    var hasUnsavedChanges = false
    /// The sheet's extent on its last drawn frame, kept by the sheet's `didMove` callback.
    var lastExtent: Double = 0
    /// The view's size at every layout pass, in points.
    private(set) var layoutSizes: [CGSize] = []
    private let height: CGFloat
    private var link: CADisplayLink?

    /// A probe whose `.fitting` height is `height` points.
    init(height: CGFloat) {
      self.height = height
      super.init(nibName: nil, bundle: nil)
      preferredContentSize.height = height
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .secondarySystemBackground
      field.placeholder = "Self-check field"
      field.borderStyle = .roundedRect
      DemoLayout.stack([DemoLayout.label("Self-check probe"), field], in: view)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      layoutSizes.append(view.bounds.size)
      onLayoutPass?()
    }

    override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      onSafeAreaChange?()
    }

    /// Starts sampling the bottom inset on every display frame.
    func startSampling() {
      guard link == nil else { return }
      let newLink = CADisplayLink(
        target: SelfCheckFrameTarget(probe: self),
        selector: #selector(SelfCheckFrameTarget.tick(_:)))
      newLink.add(to: .main, forMode: .common)
      link = newLink
    }

    /// Stops sampling.
    func stopSampling() {
      link?.invalidate()
      link = nil
    }

    /// One display frame: hands the bottom inset to ``onFrameSample``.
    func sample() {
      onFrameSample?(view.safeAreaInsets.bottom)
    }
  }
#endif
