#if os(iOS)
  import UIKit

  /// A transparent view that never takes a touch itself: a touch that lands on none of its
  /// subviews goes on to the views behind it, as if it were not there.
  @MainActor
  final class PassThroughView: UIView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .clear
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }

  // MARK: - The view controller whose view it is

  /// The empty background of a container laid over views it does not own: its view is a
  /// ``PassThroughView``.
  @MainActor
  final class PassThroughViewController: UIViewController {
    override func loadView() {
      view = PassThroughView()
    }
  }
#endif
