#if os(iOS)
  import BottomSheet
  import SwiftUI
  import UIKit

  /// Hosts the sheet's SwiftUI content and keeps `preferredContentSize` at the height `.fitting`
  /// should use.
  ///
  /// The content is measured with `sizeThatFits(in:)` at the sheet's width, offered the window's
  /// height and then twice that; `FittingMeasurement` turns the two answers into a height
  /// (content that takes whatever it is offered, such as a `List`, gets all the room). It is
  /// measured after each layout and each content update, the same way on every iOS version.
  @MainActor
  final class SizingHostingController<Content: View>: UIHostingController<Content> {
    override init(rootView: Content) {
      super.init(rootView: rootView)
      if #available(iOS 16.4, *) {
        // The sheet rides on the keyboard; the hosted content must not avoid it again.
        safeAreaRegions = .container
      }
    }

    @available(*, unavailable)
    required init?(coder aDecoder: NSCoder) {
      return nil
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      // The sheet draws the background (colour or blur).
      viewIfLoaded?.backgroundColor = .clear
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      measurePreferredHeight()
    }

    /// Replaces the content and measures it again.
    func update(rootView newRootView: Content) {
      rootView = newRootView
      measurePreferredHeight()
    }

    /// Sets `preferredContentSize` to the height `.fitting` should use at the current width.
    private func measurePreferredHeight() {
      guard let view = viewIfLoaded, let window = view.window, view.bounds.width > 0 else {
        return
      }
      let width = view.bounds.width
      let offered = window.bounds.height
      let measured = sizeThatFits(in: CGSize(width: width, height: offered)).height
      let measuredWithDouble = sizeThatFits(in: CGSize(width: width, height: offered * 2)).height
      let height = FittingMeasurement.preferredHeight(
        measured: Double(measured), offered: Double(offered),
        measuredWithDouble: Double(measuredWithDouble))
      let size = CGSize(width: width, height: CGFloat(height))
      guard size != preferredContentSize else { return }
      preferredContentSize = size
    }
  }
#endif
