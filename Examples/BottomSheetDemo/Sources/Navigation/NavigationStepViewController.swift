#if os(iOS)
  import UIKit

  /// One screen of the navigation demo; its height depends on its step.
  final class NavigationStepViewController: UIViewController {
    /// The content heights the steps cycle through, in points.
    static let heights: [CGFloat] = [180, 360, 260, 480]

    private let step: Int

    init(step: Int) {
      self.step = step
      super.init(nibName: nil, bundle: nil)
      preferredContentSize.height =
        NavigationStepViewController.heights[
          (step - 1) % NavigationStepViewController.heights.count]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Step \(step)"
      view.backgroundColor = .systemBackground
      DemoLayout.stack(
        [
          DemoLayout.label("This screen asks for \(Int(preferredContentSize.height)) pt."),
          DemoLayout.button("Push", target: self, action: #selector(push)),
          DemoLayout.button(
            "Push a screen sized in viewDidLoad", target: self, action: #selector(pushLate)),
          DemoLayout.button("Pop", target: self, action: #selector(pop)),
          DemoLayout.button("Pop to root", target: self, action: #selector(popToRoot)),
        ], in: view)
    }

    @objc private func push() {
      navigationController?.pushViewController(
        NavigationStepViewController(step: step + 1), animated: true)
    }

    @objc private func pushLate() {
      navigationController?.pushViewController(LateHeightStepViewController(), animated: true)
    }

    @objc private func pop() {
      navigationController?.popViewController(animated: true)
    }

    @objc private func popToRoot() {
      navigationController?.popToRootViewController(animated: true)
    }
  }
#endif
