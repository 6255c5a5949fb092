#if os(iOS)
  import BottomSheet
  import BottomSheetRules
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
  /// measured only while a detent reads the content's height (``detents``, `.fitting` or a
  /// custom detent) and only when the content or the width changed (`FittingRemeasurement`):
  /// the content's laid-out size changed (the root reports it), or the sheet's bottom inset did.
  /// A new root view alone measures nothing, so a presenter that updates every frame (a map
  /// behind the sheet) costs no measurement.
  @MainActor
  final class SizingHostingController<Content: View>:
    UIHostingController<BottomSheetSizedRoot<Content>>, BottomSheetContentInsetHandling,
    BottomSheetContentSizing
  {
    private var content: Content
    private var bottomInset: CGFloat = 0
    private var remeasurement = FittingRemeasurement()
    /// Tells this controller the content's size changed; made once, so the root stays equal
    /// across updates.
    private var sizeChanged: @MainActor () -> Void = {}
    /// The detents of the sheet this content is in; the content is measured only when one of
    /// them reads its height.
    var detents: [Detent] = [] {
      didSet {
        guard FittingRemeasurement.readsContentHeight(detents) else { return }
        measurePreferredHeight()
      }
    }

    init(rootView: Content) {
      content = rootView
      // Reports its size from the first layout on, once `self` exists.
      super.init(
        rootView: BottomSheetSizedRoot(content: rootView, bottomInset: 0, sizeChanged: {}))
      sizeChanged = { [weak self] in self?.contentSizeChanged() }
      self.rootView = sizedRoot()
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
      sheetInsetChanged(readSheetInset())
      measurePreferredHeight()
    }

    /// Replaces the content; it is measured again only if its size changes (the root reports
    /// that) or the width does.
    func update(rootView newRootView: Content) {
      content = newRootView
      rootView = sizedRoot()
    }

    /// Lays the content out once at `width` by `height` points, off screen, so its preferences
    /// (detents, grabber, selection, …) reach the wrapper before the sheet is shown (the
    /// preference reader reports them inside this layout).
    func resolvePreferences(width: CGFloat, height: CGFloat) {
      guard let view, width > 0, height > 0 else { return }
      view.frame = CGRect(x: 0, y: 0, width: width, height: height)
      view.setNeedsLayout()
      view.layoutIfNeeded()
    }

    /// Measures the height `.fitting` should use before the sheet is shown, offered `height`
    /// points (the presenting window's, or the container's), at the width the content was laid
    /// out at by ``resolvePreferences(width:height:)``; nothing when no detent reads it.
    func measureBeforeShowing(offeredHeight height: CGFloat) {
      measurePreferredHeight(offered: height)
    }

    /// The content's laid-out size changed: measure it again at the next layout pass.
    private func contentSizeChanged() {
      remeasurement.contentChanged()
      viewIfLoaded?.setNeedsLayout()
    }

    private func sizedRoot() -> BottomSheetSizedRoot<Content> {
      BottomSheetSizedRoot(
        content: content, bottomInset: bottomInset,
        sizeChanged: sizeChanged)
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
      rootView = sizedRoot()
    }

    /// Sets `preferredContentSize` to the height `.fitting` should use at the current width,
    /// offered `offered` points, or the window's height once in one.
    private func measurePreferredHeight(offered: CGFloat? = nil) {
      guard let view = viewIfLoaded, let offered = offered ?? view.window?.bounds.height,
        offered > 0,
        remeasurement.needsMeasurement(width: Double(view.bounds.width), detents: detents)
      else { return }
      let width = view.bounds.width
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
  /// (`safeAreaRegions = []`). Before that, the root ignores every safe area UIKit gives it
  /// itself (`ignoresSafeArea()`: the container's on every edge and the keyboard), outside the
  /// sheet's inset, so on iOS 15–16.3 too the content sees this inset only, and the keyboard
  /// lifts the sheet once (the inset view never lands on the keyboard before the sheet does).
  ///
  /// It also reports the content's laid-out size when it changes, the cue to measure a
  /// `.fitting` content again.
  struct BottomSheetSizedRoot<Content: View>: View {
    let content: Content
    /// The bottom safe-area inset the content is laid out with, in points.
    let bottomInset: CGFloat
    /// Called when the content's laid-out size changes.
    let sizeChanged: @MainActor () -> Void

    var body: some View {
      content
        .background(
          GeometryReader { proxy in
            Color.clear.preference(key: BottomSheetContentSizeKey.self, value: proxy.size)
          }
        )
        .onPreferenceChange(BottomSheetContentSizeKey.self) { _ in sizeChanged() }
        .modifier(BottomSheetViewBackgroundLayer())
        .safeAreaInset(edge: .bottom, spacing: 0) {
          Color.clear.frame(height: bottomInset)
        }
        .ignoresSafeArea()
    }
  }

  /// The laid-out size of a sheet's content, reported by ``BottomSheetSizedRoot``.
  struct BottomSheetContentSizeKey: PreferenceKey {
    static var defaultValue: CGSize { .zero }

    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
      value = nextValue()
    }
  }
#endif
