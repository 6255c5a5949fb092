#if os(iOS)
  import BottomSheetCore
  import UIKit

  extension BottomSheetDelegate {
    /// Does nothing.
    public func bottomSheetWillPresent(_ sheet: any BottomSheetControlling) {}
    /// Does nothing.
    public func bottomSheetDidPresent(_ sheet: any BottomSheetControlling) {}
    /// Does nothing.
    public func bottomSheetWillDismiss(_ sheet: any BottomSheetControlling) {}
    /// Does nothing.
    public func bottomSheetDidDismiss(_ sheet: any BottomSheetControlling) {}
    /// Does nothing.
    public func bottomSheet(
      _ sheet: any BottomSheetControlling, didChangeDetentFrom oldDetent: Detent.Identifier,
      to newDetent: Detent.Identifier
    ) {}
    /// Allows the dismissal.
    public func bottomSheetShouldDismiss(_ sheet: any BottomSheetControlling) -> Bool { true }
    /// Does nothing.
    public func bottomSheetDidAttemptToDismiss(_ sheet: any BottomSheetControlling) {}
    /// Does nothing.
    public func bottomSheet(_ sheet: any BottomSheetControlling, didMoveTo frame: SheetFrame) {}
  }
#endif
