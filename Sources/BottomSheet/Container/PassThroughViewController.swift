#if os(iOS)
  import UIKit

  /// The empty background of a container laid over views it does not own: its view is a
  /// ``PassThroughView``.
  @MainActor
  final class PassThroughViewController: UIViewController {
    override func loadView() {
      view = PassThroughView()
    }
  }
#endif
