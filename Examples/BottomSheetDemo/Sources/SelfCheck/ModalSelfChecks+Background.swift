#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import UIKit

  extension ModalSelfChecks {
    static let backgroundReachName = "modal: undimmed detents leave the list behind usable"

    /// The Maps-style modal sheet of the demo (`[.collapsed, .medium, .large]`, undimmed up to
    /// `.medium`) over a list: the window's hit-test above the sheet reaches the list at
    /// `.collapsed` and `.medium`, not at `.large`. The point is inside the window at every size
    /// (`DeviceCheckBackgroundReach.probeY`: 40 pt above the sheet, or halfway to the window's
    /// top on a small screen); a detent with no room above it is not touched, and the check then
    /// skips. The core's `DeviceCheckBackgroundReach` decides.
    static func backgroundReach(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let stage = context.stage
      // A child of the stage, so the stage's clean-up takes it away.
      let list = UITableViewController(style: .plain)
      stage.addChild(list)
      list.view.frame = stage.view.bounds
      list.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      stage.view.addSubview(list.view)
      list.didMove(toParent: stage)

      let content = SelfCheckProbeViewController(height: 200)
      stage.presentBottomSheet(
        content, configuration: UndimmedModalDemoViewController.configuration, animated: true)
      guard let sheet = content.bottomSheet,
        await context.waitForRest(sheet, "the sheet to rest after presenting")
      else { return [] }

      var reach = DeviceCheckBackgroundReach()
      for (detent, expected) in [
        (Detent.Identifier.collapsed, true), (.medium, true), (.large, false),
      ] {
        sheet.selectDetent(detent, animated: true)
        guard await context.waitForRest(sheet, "the sheet to rest at \(detent)") else {
          return []
        }
        guard
          let point = context.pointAbove(extent: sheet.sheetFrame.selfCheckExtent, in: stage.view)
        else {
          reach.recordUnmeasured(detent: "\(detent)")
          continue
        }
        let hit = context.hitView(at: point, in: stage.view)
        reach.record(
          detent: "\(detent)", reached: hit?.isDescendant(of: list.view) == true,
          expected: expected)
      }
      content.dismiss(animated: true)
      guard
        await context.waitUntil("the sheet to leave", { content.presentingViewController == nil })
      else { return [] }
      return [DeviceCheckResult(name: backgroundReachName, measurements: [("", reach)])]
    }
  }
#endif
