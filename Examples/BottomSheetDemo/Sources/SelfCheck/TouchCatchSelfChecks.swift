#if os(iOS)
  @_spi(SelfCheck) import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import UIKit

  /// A still finger on a leaving sheet keeps it: the app's dismissal and a user's are each
  /// caught by a touch that never moves, and the sheet is still shown a second after the lift.
  ///
  /// A touch cannot be synthesized with public API, so the rows report the finger through the
  /// sheet's own touch-down recognizer (`reportTouchForSelfCheck(isDown:)`, what its
  /// `touchesBegan` and `touchesEnded` call): what runs on the device is everything from there
  /// on — the driver, the engine's catch, UIKit's dismissal transition being cancelled, the
  /// adaptive delegate's calls. That UIKit delivers a touch on the content to a recognizer on
  /// the sheet is UIKit's documented routing, reviewed rather than run.
  @MainActor
  enum TouchCatchSelfChecks {
    static var all: [SelfCheck] {
      [
        SelfCheck(name: "touch: a still finger catches a dismissal", rows: [appName, userName]) {
          context in
          [
            await catchDismissal(context, byUser: false),
            await catchDismissal(context, byUser: true),
          ].compactMap { $0 }
        }
      ]
    }

    static let appName = "touch: a still touch during the app's dismissal keeps the sheet"
    static let userName =
      "touch: a still touch during a user's dismissal keeps the sheet, the veto asked once"

    /// How long after the dismissal begins the finger lands, in seconds: early in a ~0.3 s
    /// dismissal, as a finger that reacts to it would.
    static let touchDelay = 0.06
    /// How long the finger stays, and how long the sheet is watched after it lifts, in seconds.
    static let hold = 0.3
    static let watchAfterLift = 1.0
    /// Why a row skips when the sheet is no longer leaving as the finger lands.
    static let notLeavingReason =
      "the sheet was no longer dismissing \(touchDelay) s after the dismissal began (the main "
      + "thread stalled past it): nothing to catch"

    /// Presents a sheet, starts a dismissal (the app's `dismiss(animated:)`, or VoiceOver's
    /// escape, which takes the route every user dismissal takes), lays a finger on the sheet
    /// early in it and lifts it without moving; nil when the run was cut short.
    static func catchDismissal(_ context: SelfCheckContext, byUser: Bool) async
      -> DeviceCheckResult?
    {
      await retryingAStall { await catchDismissalOnce(context, byUser: byUser) }
    }

    /// Runs `attempt` once more when it skipped because the main thread stalled past the whole
    /// dismissal (`notLeavingReason`): a stall is the machine's, and one stall in a run is not
    /// two in a row. A second skip stands.
    static func retryingAStall(_ attempt: () async -> DeviceCheckResult?) async
      -> DeviceCheckResult?
    {
      guard let first = await attempt() else { return nil }
      guard first == .skipped(name: first.name, because: notLeavingReason) else { return first }
      return await attempt()
    }

    private static func catchDismissalOnce(_ context: SelfCheckContext, byUser: Bool) async
      -> DeviceCheckResult?
    {
      let watch = SelfCheckSheetWatch()
      let counter = SelfCheckDismissalCounter()
      let content = SelfCheckProbeViewController(height: 300)
      context.stage.presentBottomSheet(content, detents: [.medium, .large], delegate: watch) {
        content.presentationController?.delegate = counter
        watch.presentCompleted()
      }
      guard
        await context.waitUntil("the present completion", { watch.presentCompletions.count > 0 }),
        let sheet = content.bottomSheetPresentation,
        await context.waitForRest(sheet, "the sheet to rest at .medium")
      else { return nil }
      if byUser {
        _ = content.presentationController?.presentedView?.accessibilityPerformEscape()
      } else {
        content.dismiss(animated: true)
      }
      guard await context.pause(touchDelay) else { return nil }
      let name = byUser ? userName : appName
      guard sheet.sheetFrame.phase == .dismissing else {
        // A main thread stalled past the whole dismissal (a cold first run): nothing to catch.
        _ = await context.waitUntil("the sheet to go", { content.presentingViewController == nil })
        return .skipped(name: name, because: notLeavingReason)
      }
      let landed = sheet.reportTouchForSelfCheck(isDown: true)
      // The finger always lifts, even when the run is cut short, or the sheet stays held.
      defer { _ = sheet.reportTouchForSelfCheck(isDown: false) }
      let held = sheet.sheetFrame.phase == .dragging
      guard await context.pause(hold) else { return nil }
      let lifted = sheet.reportTouchForSelfCheck(isDown: false)
      guard await context.pause(watchAfterLift) else { return nil }
      let stillShown = content.presentingViewController != nil && !content.isBeingDismissed
      let rests = await context.waitForRest(sheet, "the caught sheet to rest")
      let measurements: [(label: String, measurement: any DeviceCheckMeasuring)] = [
        (
          "caught",
          DeviceCheckCondition(
            "the touch reached the recognizer and held the sheet", isMet: landed && lifted && held)
        ),
        (
          "shown \(watchAfterLift) s after the lift",
          DeviceCheckCondition("still presented", isMet: stillShown && rests)
        ),
        ("didDismiss", DeviceCheckTally(allowed: 0...0, count: watch.didDismiss.count)),
      ]
      let user: [(label: String, measurement: any DeviceCheckMeasuring)] =
        byUser
        ? [
          ("asked (adaptive delegate)", DeviceCheckTally(allowed: 1...1, count: counter.asked)),
          ("willDismiss", DeviceCheckTally(allowed: 1...1, count: counter.willDismiss)),
          (
            "didDismiss (adaptive delegate)",
            DeviceCheckTally(allowed: 0...0, count: counter.didDismiss)
          ),
        ] : []
      content.dismiss(animated: false)
      _ = await context.waitUntil("the sheet to go", { content.presentingViewController == nil })
      return DeviceCheckResult(name: name, measurements: measurements + user)
    }
  }

  /// The adaptive delegate an app sets on a sheet's `presentationController`, counting what it
  /// is told; it lets every dismissal through.
  @MainActor
  final class SelfCheckDismissalCounter: NSObject, UIAdaptivePresentationControllerDelegate {
    private(set) var asked = 0
    private(set) var willDismiss = 0
    private(set) var didDismiss = 0

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      asked += 1
      return true
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      willDismiss += 1
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      didDismiss += 1
    }
  }
#endif
