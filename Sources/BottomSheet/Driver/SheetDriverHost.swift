#if os(iOS)
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
    /// Whether a user dismissal may begin: asked once, only when an input would dismiss.
    func sheetDriverShouldDismiss(_ driver: SheetDriver) -> Bool
    /// A finger touched the sheet (`true`) or the last one left it.
    func sheetDriver(_ driver: SheetDriver, fingerIsDown: Bool)
    /// The content is about to be measured for `.fitting` in a sheet `sheetWidth` points wide:
    /// give it the traits of that width first (the core's `SheetContentTraits`), so content
    /// whose layout follows its size class is measured as it will be shown.
    func sheetDriver(_ driver: SheetDriver, willMeasureContentAtSheetWidth sheetWidth: Double)
  }
#endif
