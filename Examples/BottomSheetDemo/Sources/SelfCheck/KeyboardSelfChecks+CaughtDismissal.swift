#if os(iOS)
  @_spi(SelfCheck) import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import UIKit

  /// A dismissal caught by a still finger while a field inside the sheet was editing: editing
  /// ends as the dismissal begins (the core's `DismissalEditing`), and the catch that keeps the
  /// sheet does not bring the keyboard back, as the system's sheet does. The finger is reported
  /// through the sheet's touch-down recognizer, as in `TouchCatchSelfChecks` (a touch cannot be
  /// synthesized with public API).
  extension KeyboardSelfChecks {
    static let caughtDismissalName =
      "keyboard: a dismissal caught by a still touch keeps the sheet, the keyboard stays down"

    static var caughtDismissalChecks: [SelfCheck] {
      [SelfCheck(name: caughtDismissalName, run: caughtDismissalWithField)]
    }

    static func caughtDismissalWithField(_ context: SelfCheckContext) async
      -> [DeviceCheckResult]
    {
      let result = await TouchCatchSelfChecks.retryingAStall {
        await caughtDismissalWithFieldOnce(context).first
      }
      return result.map { [$0] } ?? []
    }

    private static func caughtDismissalWithFieldOnce(_ context: SelfCheckContext) async
      -> [DeviceCheckResult]
    {
      let content = SelfCheckProbeViewController(height: 300)
      context.stage.presentBottomSheet(content, detents: [.medium, .large])
      guard
        await context.waitUntil("the sheet", { content.bottomSheetPresentation != nil }),
        let sheet = content.bottomSheetPresentation,
        await context.waitForRest(sheet, "the sheet to rest at .medium")
      else { return [] }
      let focused = content.field.becomeFirstResponder()
      // A keyboard moves the sheet; without one (a hardware keyboard) nothing does.
      guard await context.pause(0.5), await context.waitForRest(sheet, "the sheet to rest again")
      else { return [] }
      let editingBefore = content.field.isFirstResponder
      content.dismiss(animated: true)
      guard await context.pause(TouchCatchSelfChecks.touchDelay) else { return [] }
      guard sheet.sheetFrame.phase == .dismissing else {
        _ = await context.waitUntil("the sheet to go", { content.presentingViewController == nil })
        return [
          .skipped(name: caughtDismissalName, because: TouchCatchSelfChecks.notLeavingReason)
        ]
      }
      let landed = sheet.reportTouchForSelfCheck(isDown: true)
      // The finger always lifts, even when the run is cut short, or the sheet stays held.
      defer { _ = sheet.reportTouchForSelfCheck(isDown: false) }
      let held = sheet.sheetFrame.phase == .dragging
      guard await context.pause(TouchCatchSelfChecks.hold) else { return [] }
      let lifted = sheet.reportTouchForSelfCheck(isDown: false)
      guard await context.pause(TouchCatchSelfChecks.watchAfterLift) else { return [] }
      let stillShown = content.presentingViewController != nil && !content.isBeingDismissed
      let editingAfter = content.field.isFirstResponder
      let rests = await context.waitForRest(sheet, "the caught sheet to rest")
      let later = "\(TouchCatchSelfChecks.watchAfterLift) s after the lift"
      let result = DeviceCheckResult(
        name: caughtDismissalName,
        measurements: [
          (
            "focus",
            DeviceCheckCondition(
              "the field was first responder when the dismissal began",
              isMet: focused && editingBefore)
          ),
          (
            "caught",
            DeviceCheckCondition(
              "the touch reached the recognizer and held the sheet", isMet: landed && lifted && held
            )
          ),
          ("shown \(later)", DeviceCheckCondition("still presented", isMet: stillShown && rests)),
          (
            "editing \(later)",
            DeviceCheckCondition(
              "the field was not first responder (editing ended with the dismissal's start and "
                + "the catch did not bring the keyboard back)",
              observed: stillShown && focused && editingBefore ? !editingAfter : nil,
              otherwise: "the field was not editing before, or the sheet was gone")
          ),
        ])
      content.view.endEditing(true)
      content.dismiss(animated: false)
      _ = await context.waitUntil("the sheet to go", { content.presentingViewController == nil })
      return [result]
    }
  }
#endif
