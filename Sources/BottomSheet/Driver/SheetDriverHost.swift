#if canImport(UIKit)
  import BottomSheetCore

  /// The view controller that shows a ``SheetDriver``'s sheet: it draws frames, forwards the
  /// engine's notifications to the app and answers the dismissal veto.
  @MainActor
  protocol SheetDriverHost: AnyObject {
    /// Draw `frame` (sheet rect, dimming, keyboard lift).
    func sheetDriver(_ driver: SheetDriver, render frame: SheetFrame)
    /// Tell the app about `notification` (will/did present, detent change, …).
    func sheetDriver(_ driver: SheetDriver, post notification: SheetNotification)
    /// All notifications of one step were posted; UIKit transitions can be reconciled now.
    func sheetDriverDidUpdate(_ driver: SheetDriver)
    /// Whether a user dismissal may begin now (asked just before inputs that may dismiss).
    func sheetDriverShouldDismiss(_ driver: SheetDriver) -> Bool
  }
#endif
