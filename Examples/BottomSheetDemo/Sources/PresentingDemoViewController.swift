#if os(iOS)
  import UIKit

  /// A demo screen with an explanation and a Present button that runs `present`.
  final class PresentingDemoViewController: UIViewController {
    private let explanation: String
    private let present: (UIViewController) -> Void

    init(title: String, explanation: String, present: @escaping (UIViewController) -> Void) {
      self.explanation = explanation
      self.present = present
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      DemoLayout.stack(
        [
          DemoLayout.label(explanation),
          DemoLayout.button("Present", target: self, action: #selector(presentSheet)),
        ], in: view)
    }

    @objc private func presentSheet() {
      present(self)
    }
  }
#endif
