#if os(iOS)
  import BottomSheet
  import UIKit

  /// Slow springs make it easy to grab the sheet while it presents or dismisses; the UIKit
  /// transition then finishes or cancels with the finger.
  final class InterruptibleDemoViewController: UIViewController {
    /// A slow, gentle spring (1.5 s response) so there is time to grab the sheet.
    static let slowSpring = SheetSpring(response: 1.5, dampingRatio: 0.9)

    private lazy var log = DemoLayout.label("", style: .footnote)
    private var events: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Interruptible"
      view.backgroundColor = .systemBackground
      DemoLayout.stack(
        [
          DemoLayout.label("Grab the sheet mid-flight and throw it back."),
          DemoLayout.button("Present slowly", target: self, action: #selector(presentSheet)),
          log,
        ], in: view)
    }

    @objc private func presentSheet() {
      var configuration = BottomSheetConfiguration.default
      configuration.engine.presentSpring = InterruptibleDemoViewController.slowSpring
      configuration.engine.dismissSpring = InterruptibleDemoViewController.slowSpring
      let content = InterruptibleSheetViewController()
      presentBottomSheet(
        content, configuration: configuration, delegate: self,
        completion: { [weak self] in self?.record("present completion") })
    }

    private func record(_ event: String) {
      events.append(event)
      log.text = events.suffix(8).joined(separator: "\n")
    }
  }

  // MARK: - BottomSheetDelegate

  extension InterruptibleDemoViewController: BottomSheetDelegate {
    func bottomSheetWillPresent(_ sheet: any BottomSheetControlling) {
      record("will present")
    }

    func bottomSheetDidPresent(_ sheet: any BottomSheetControlling) {
      record("did present")
    }

    func bottomSheetWillDismiss(_ sheet: any BottomSheetControlling) {
      record("will dismiss")
    }

    func bottomSheetDidDismiss(_ sheet: any BottomSheetControlling) {
      record("did dismiss")
    }
  }
#endif
