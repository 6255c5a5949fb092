#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  /// Applies one engine frame to a sheet's views; shared by the modal and the persistent sheet.
  @MainActor
  enum SheetFrameRenderer {
    /// Moves the sheet, shapes its surface (frame and corner radii: the background and the
    /// clip, never the content's size; an edge-attached surface with square bottom corners is
    /// sized once per layout, `SheetFrame.surfaceMayOverhang`) and sets the dimming alpha, the
    /// only work on the frames of a drag or a spring; applies the rest only where the core's
    /// `SheetFrame.changes` says it changed: a new layout height lays the resized sheet out right away, a new accessibility state sets
    /// the grabber's spoken value and the dimming's touch pass-through (what VoiceOver reaches
    /// follows the same frames: the adapters ask the core's `SheetStack`). When
    /// the sheet comes to
    /// rest on the other side of blocking (the core's `BackgroundBlockingWatch` decides when), it
    /// posts `.layoutChanged`, focusing the grabber when the background went out of reach. The
    /// content's bottom inset follows after this, from the driver, at the
    /// same events (`ContentInsetKeeper`). Never inside a UIKit animation block (a
    /// rotation's: the engine animates by itself).
    static func render(
      _ frame: SheetFrame, spokenDetent: @autoclosure () -> SpokenDetent?,
      sheet sheetView: SheetChromeView, dimming dimmingView: SheetDimmingView,
      blockingWatch: inout BackgroundBlockingWatch
    ) {
      UIView.performWithoutAnimation {
        // The size is the layout height's (and the container's width), so between events this
        // only moves the view: UIKit lays out nothing. Bounds and centre rather than `frame`:
        // a sheet with a sheet stacked above it carries a transform (its recession), and a
        // transformed view's frame is undefined (UIView.h); bounds and centre are not.
        let rect = CGRect(frame.layoutRect)
        if sheetView.bounds.size != rect.size {
          sheetView.bounds = CGRect(origin: sheetView.bounds.origin, size: rect.size)
        }
        sheetView.center = CGPoint(x: rect.midX, y: rect.midY)
        // The surface is the core's rect: the sheet's real frame less its insets, down to the
        // container's bottom edge for an edge-attached sheet (under any keyboard, home
        // indicator or stretch), to its floating bottom edge for a card, and below the screen
        // while a floating sheet slides below its lowest detent. Shaping it lays nothing out.
        sheetView.contentSideInset = CGFloat(frame.contentSideInset)
        sheetView.apply(
          frame.surface, rect: CGRect(frame.surfaceRectInSheetView),
          mayOverhang: frame.surfaceMayOverhang)
        dimmingView.alpha = CGFloat(frame.dimmingAlpha)
        if frame.changes.contains(.accessibility) {
          dimmingView.passesTouchesThrough = frame.passesTouchesThrough
          sheetView.grabberView.spokenDetent = spokenDetent()
        }
        if frame.changes.contains(.layoutHeight) {
          sheetView.layoutIfNeeded()
        }
      }
      if let change = blockingWatch.update(with: frame) {
        let grabber = sheetView.grabberView
        AccessibilityAnnouncer.layoutChanged(
          focusing: change == .began && !grabber.isHidden ? grabber : nil)
      }
    }
  }
#endif
