#if os(iOS)
  import UIKit

  /// A stand-in for a map: a tinted background with a button that counts taps, to show that
  /// touches outside the sheet reach it while the sheet is collapsed.
  final class MapLikeViewController: UIViewController {
    private var taps = 0
    private lazy var tapButton = DemoLayout.button(
      "Tap the map (0)", target: self, action: #selector(tapped))

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemTeal
      DemoLayout.stack(
        [
          DemoLayout.label("Map", style: .largeTitle),
          tapButton,
        ], in: view)
    }

    @objc private func tapped() {
      taps += 1
      tapButton.setTitle("Tap the map (\(taps))", for: .normal)
    }
  }
#endif
