#if os(iOS)
  import BottomSheet
  import SwiftUI
  import UIKit

  /// Hosts the sheet's SwiftUI content and keeps `preferredContentSize` at the height `.fitting`
  /// should use: the content's own height, without the bottom safe area, which the `.fitting`
  /// detent adds once.
  ///
  /// The content's bottom safe area is the sheet's own on every version: the core's steady
  /// `SheetFrame.contentBottomInset`, given with ``setContentBottomInset(_:)`` and applied by
  /// ``BottomSheetSizedRoot``. On iOS 16.4+ the hosting controller takes no safe area from UIKit
  /// (`safeAreaRegions = []`: "Disabling a safe area region omits it from the SwiftUI layout
  /// system altogether", Apple's documentation); before that the root ignores UIKit's bottom
  /// container safe area. So neither the keyboard nor the sheet hanging below the screen edge
  /// during a drag or a spring changes the content's layout, and the measured height, which
  /// includes that inset once, is handed to `FittingMeasurement` with it to take out.
  ///
  /// The content is measured with `sizeThatFits(in:)` at the sheet's width, offered the window's
  /// height and then twice that; `FittingMeasurement` turns the two answers into a height. It is
  /// measured again only when the content or the width changed (`FittingRemeasurement`): a new
  /// root view, or a layout pass at an unchanged size (the content's own change), not a pass
  /// that only resized the sheet.
  @MainActor
  final class SizingHostingController<Content: View>:
    UIHostingController<BottomSheetSizedRoot<Content>>, BottomSheetContentInsetHandling,
    BottomSheetContentSizing
  {
    private var content: Content
    private var bottomInset: CGFloat = 0
    private var remeasurement = FittingRemeasurement()

    init(rootView: Content) {
      content = rootView
      super.init(rootView: BottomSheetSizedRoot(content: rootView, bottomInset: 0))
      if #available(iOS 16.4, *) {
        // No safe area from UIKit: the sheet rides on the keyboard, and the bottom inset comes
        // from the sheet, steady while it moves.
        safeAreaRegions = []
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
      // The core tells a pass the content asked for from one for a resize or a safe area.
      let size = viewIfLoaded?.bounds.size ?? .zero
      remeasurement.layoutPass(size: Size(width: Double(size.width), height: Double(size.height)))
      sheetInsetChanged(readSheetInset())
      measurePreferredHeight()
    }

    override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      remeasurement.safeAreaChanged()
    }

    /// Replaces the content and measures it again.
    func update(rootView newRootView: Content) {
      content = newRootView
      remeasurement.contentChanged()
      rootView = BottomSheetSizedRoot(content: content, bottomInset: bottomInset)
      measurePreferredHeight()
    }

    /// Gives the content the sheet's bottom inset (`SheetFrame.contentBottomInset`), in points.
    func setContentBottomInset(_ inset: Double) {
      sheetInsetChanged(CGFloat(inset))
    }

    /// The inset of the sheet this controller is the content of, if it can be found.
    private func readSheetInset() -> CGFloat? {
      let container: (any BottomSheetControlling)? = parent as? BottomSheetContainerViewController
      // `presentationController` is read only once presented: reading it earlier would make
      // UIKit create one.
      let presented =
        presentingViewController == nil
        ? nil : presentationController as? BottomSheetPresentationController
      let sheet = container ?? presented
      return sheet.map { CGFloat($0.sheetFrame.contentBottomInset) }
    }

    private func sheetInsetChanged(_ inset: CGFloat?) {
      guard let inset, inset != bottomInset else { return }
      bottomInset = inset
      remeasurement.contentChanged()
      rootView = BottomSheetSizedRoot(content: content, bottomInset: inset)
    }

    /// Sets `preferredContentSize` to the height `.fitting` should use at the current width.
    private func measurePreferredHeight() {
      guard let view = viewIfLoaded, let window = view.window,
        remeasurement.needsMeasurement(width: Double(view.bounds.width))
      else { return }
      let width = view.bounds.width
      let offered = window.bounds.height
      let measured = sizeThatFits(in: CGSize(width: width, height: offered)).height
      let measuredWithDouble = sizeThatFits(in: CGSize(width: width, height: offered * 2)).height
      let height = FittingMeasurement.preferredHeight(
        measured: Double(measured), offered: Double(offered),
        measuredWithDouble: Double(measuredWithDouble),
        includedBottomInset: Double(bottomInset))
      let size = CGSize(width: width, height: CGFloat(height))
      guard size != preferredContentSize else { return }
      preferredContentSize = size
    }
  }

  // MARK: - The root it hosts

  /// The root a ``SizingHostingController`` hosts: the content with the bottom inset the sheet
  /// gives it, the core's `SheetFrame.contentBottomInset`, as its only bottom safe area. That
  /// inset changes only at events, so the content keeps one safe area while the sheet moves, and
  /// the measured height holds it exactly once (the hosting controller takes it out).
  ///
  /// On iOS 16.4+ the hosting controller takes no safe area from UIKit at all
  /// (`safeAreaRegions = []`). Before that, the root ignores UIKit's bottom container safe area
  /// itself (`ignoresSafeArea(.container, edges: .bottom)`), so on every version the bottom
  /// inset the content sees is this one.
  struct BottomSheetSizedRoot<Content: View>: View {
    let content: Content
    /// The bottom safe-area inset the content is laid out with, in points.
    let bottomInset: CGFloat

    var body: some View {
      content
        .safeAreaInset(edge: .bottom, spacing: 0) {
          Color.clear.frame(height: bottomInset)
        }
        .ignoresSafeArea(.container, edges: .bottom)
    }
  }
#endif
