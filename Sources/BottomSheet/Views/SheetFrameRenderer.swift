#if os(iOS)
  import BottomSheetCore
  import UIKit

  /// Applies one engine frame to a sheet's views; shared by the modal and the persistent sheet.
  @MainActor
  enum SheetFrameRenderer {
    /// Moves the sheet (its size changes only when the engine lays the content out anew), sets
    /// the dimming and the grabber's spoken value, never inside a UIKit animation block (a
    /// rotation's: the engine animates by itself), and lays out a resized sheet right away.
    static func render(
      _ frame: SheetFrame, spokenDetent: SpokenDetent?, sheet sheetView: SheetChromeView,
      dimming dimmingView: SheetDimmingView, also extra: () -> Void = {}
    ) {
      UIView.performWithoutAnimation {
        sheetView.frame = CGRect(frame.layoutRect)
        sheetView.backgroundOverhang = CGFloat(frame.sheetRect.maxY)
        dimmingView.alpha = CGFloat(frame.dimmingAlpha)
        dimmingView.passesTouchesThrough = frame.passesTouchesThrough
        sheetView.grabberView.spokenDetent = spokenDetent
        extra()
        sheetView.layoutIfNeeded()
      }
    }
  }
#endif
