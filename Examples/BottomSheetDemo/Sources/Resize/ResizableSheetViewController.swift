#if os(iOS)
  import UIKit

  /// Sheet content whose preferred height changes with its buttons.
  final class ResizableSheetViewController: UIViewController {
    /// The height the sheet starts with, in points.
    static let initialHeight: CGFloat = 240
    /// The smallest height the buttons go down to, in points.
    static let minimumHeight: CGFloat = 120

    private let heightLabel = DemoLayout.label("", style: .headline)

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .secondarySystemBackground
      preferredContentSize.height = ResizableSheetViewController.initialHeight
      DemoLayout.stack(
        [
          heightLabel,
          DemoLayout.button("+100", target: self, action: #selector(grow)),
          DemoLayout.button("−100", target: self, action: #selector(shrink)),
          DemoLayout.button("×2", target: self, action: #selector(double)),
          DemoLayout.button("×0.5", target: self, action: #selector(halve)),
        ], in: view)
      updateLabel()
    }

    @objc private func grow() { setHeight(preferredContentSize.height + 100) }
    @objc private func shrink() { setHeight(preferredContentSize.height - 100) }
    @objc private func double() { setHeight(preferredContentSize.height * 2) }
    @objc private func halve() { setHeight(preferredContentSize.height / 2) }

    private func setHeight(_ height: CGFloat) {
      preferredContentSize.height = max(ResizableSheetViewController.minimumHeight, height)
      updateLabel()
    }

    private func updateLabel() {
      heightLabel.text = "Preferred height: \(Int(preferredContentSize.height)) pt"
    }
  }
#endif
