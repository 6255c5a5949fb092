#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import Foundation
  import UIKit

  /// Keeps the sheet content's bottom safe area at the core's inset
  /// (`SheetFrame.contentBottomInset`, plus any inset the app sets itself), however far the
  /// sheet hangs below the screen edge.
  ///
  /// The rule lives in the core (`ContentInsetShare`). This object only reads and writes: it sets
  /// the content controller's `additionalSafeAreaInsets.bottom` (the property UIKit gives
  /// containers for the controllers they hold) to what the share answers. It checks when the
  /// core changes the layout height or the inset (``check()``, from the driver at those
  /// frames), and whenever UIKit changes the content view's `safeAreaInsets` (key-value
  /// observation, which FloatingPanel has relied on since 2018 for its own panel).
  ///
  /// If UIKit recomputes the content's safe area only in layout passes, the content's inset
  /// changes only at the core's events. If it recomputes on a plain move of the sheet too, the
  /// observation puts it back in the same frame: the content then sees its safe area change and
  /// change back, which the on-device self-check measures.
  ///
  /// Content that takes the sheet's inset itself (``BottomSheetContentInsetHandling``, the SwiftUI
  /// sheets) is left alone. The driver owns this object; ``release()`` (at detach, and from the
  /// driver's `deinit`) stops the observation and gives the controller its own inset back.
  @MainActor
  final class ContentInsetKeeper {
    private weak var content: UIViewController?
    private var share = ContentInsetShare()
    /// The inset the content should have (`SheetFrame.contentBottomInset`), in points; the
    /// driver sets it at the frames where the core changes the layout height or the inset,
    /// before the host lays the sheet out.
    var target: Double = 0
    private var observation: NSKeyValueObservation?

    /// Starts keeping `content`'s inset (its view is loaded by now).
    func attach(to content: UIViewController) {
      guard self.content !== content else { return }
      release()
      guard !(content is any BottomSheetContentInsetHandling), let view = content.viewIfLoaded
      else { return }
      self.content = content
      observation = view.observe(\.safeAreaInsets) { [weak self] _, _ in
        let keeper = self
        MainActorBridge.run { keeper?.check() }
      }
    }

    /// Stops observing and gives the controller its own inset back.
    func release() {
      observation?.invalidate()
      observation = nil
      defer { content = nil }
      let value = share.release(additional: Double(content?.additionalSafeAreaInsets.bottom ?? 0))
      guard let content, let value else { return }
      set(value, on: content)
    }

    /// Reads the content's inset and brings it to the target if UIKit derived another one.
    func check() {
      // Off the window UIKit reports no safe area at all: nothing to hold yet.
      guard let content, let view = content.viewIfLoaded, view.window != nil else { return }
      let value = share.update(
        target: target, reported: Double(view.safeAreaInsets.bottom),
        additional: Double(content.additionalSafeAreaInsets.bottom),
        viewHeight: Double(view.bounds.height))
      guard let value else { return }
      set(value, on: content)
    }

    private func set(_ value: Double, on content: UIViewController) {
      // A check can run inside a UIKit animation block (a keyboard notification's, a
      // rotation's): the inset is a state, not something to animate.
      UIView.performWithoutAnimation {
        content.additionalSafeAreaInsets.bottom = CGFloat(value)
      }
    }
  }

  // MARK: - Content that keeps its own inset

  /// A sheet's content view controller that lays its content out with the sheet's bottom inset
  /// itself (the sheet's `sheetFrame.contentBottomInset`), rather than through UIKit's safe area.
  ///
  /// The sheet normally holds its content's bottom safe area at that inset by adjusting the
  /// content controller's `additionalSafeAreaInsets.bottom`, so the content keeps one safe area
  /// however far the sheet hangs below the screen edge. A controller that adopts this protocol
  /// is left alone: the package's SwiftUI sheets adopt it, as they ignore UIKit's bottom safe
  /// area and pad their content with the sheet's inset.
  @MainActor
  package protocol BottomSheetContentInsetHandling: UIViewController {}
#endif
