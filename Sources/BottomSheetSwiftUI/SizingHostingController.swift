#if os(iOS)
  import SwiftUI
  import UIKit

  /// Hosts the sheet's SwiftUI content and keeps `preferredContentSize` at its ideal height, so
  /// the sheet's `.fitting` detent follows the content.
  ///
  /// The height is measured with `sizeThatFits(in:)` at the sheet's width after each layout and
  /// each content update, the same way on every iOS version, so `.fitting` gets the same input
  /// everywhere (iOS 16's `sizingOptions` measures without a width, which under-reports
  /// wrapping text).
  @MainActor
  final class SizingHostingController<Content: View>: UIHostingController<Content> {
    /// Height changes smaller than this are ignored, in points (sub-pixel noise).
    static var heightTolerance: CGFloat { 0.5 }

    override init(rootView: Content) {
      super.init(rootView: rootView)
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

    /// Sets `preferredContentSize` to the content's ideal height at the current width.
    private func measurePreferredHeight() {
      guard let width = viewIfLoaded?.bounds.width, width > 0 else { return }
      let fitting = sizeThatFits(in: CGSize(width: width, height: .greatestFiniteMagnitude))
      guard fitting.height.isFinite,
        abs(fitting.height - preferredContentSize.height) > SizingHostingController.heightTolerance
      else { return }
      preferredContentSize = CGSize(width: width, height: fitting.height)
    }
  }
#endif
