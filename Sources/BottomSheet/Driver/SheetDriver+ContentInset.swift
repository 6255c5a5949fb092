#if os(iOS)
  import BottomSheetCore
  import Foundation
  import UIKit

  /// The content's bottom safe area. The content keeps the core's inset
  /// (`SheetFrame.contentBottomInset`) however far the sheet hangs below the screen edge.
  ///
  /// The rule lives in the core (`ContentInsetShare`): the driver adds the difference between
  /// what UIKit derives and the core's inset to the content controller's
  /// `additionalSafeAreaInsets.bottom`, the property UIKit gives containers to adjust the safe
  /// area of the controllers they hold. Only the sheet's own share is ever added or taken back, so
  /// an inset the app sets itself stays. The driver re-reads the content's inset when the core
  /// changes the layout height or the inset (never on the frames of a drag or a spring) and
  /// whenever UIKit changes the content's safe area (key-value observation of the content
  /// view's `safeAreaInsets`), and gives the share back when it detaches.
  extension SheetDriver {
    /// Brings the content's bottom inset to the core's, if UIKit derived another one.
    func applyContentInset() {
      guard let content, let view = content.viewIfLoaded else { return }
      let change = contentInsetShare.update(
        target: contentInsetTarget, reported: Double(view.safeAreaInsets.bottom),
        viewHeight: Double(view.bounds.height))
      guard change != 0 else { return }
      content.additionalSafeAreaInsets.bottom += CGFloat(change)
    }

    /// Starts watching the content view's safe area (its view is loaded by now).
    func startWatchingContentInset() {
      guard let view = content?.viewIfLoaded else { return }
      contentInsetObservation = view.observe(\.safeAreaInsets, options: [.new]) {
        [weak self] _, _ in
        let driver = self
        MainActorBridge.run { driver?.applyContentInset() }
      }
    }

    /// Stops watching and gives the content controller its own bottom inset back.
    func releaseContentInset() {
      contentInsetObservation?.invalidate()
      contentInsetObservation = nil
      let change = contentInsetShare.release()
      guard change != 0, let content else { return }
      content.additionalSafeAreaInsets.bottom += CGFloat(change)
    }
  }
#endif
