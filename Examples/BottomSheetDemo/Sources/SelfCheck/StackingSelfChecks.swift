#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import UIKit

  /// Sheets that stack: a sheet presented from a sheet's content recedes the lower sheet's
  /// chrome frame by frame (the rules' `StackedSheetRecession`), never lays the lower sheet's
  /// content out for it, and leaves VoiceOver on the top sheet; a persistent sheet covered by a
  /// sheet presented from inside it steps down and returns to its detent.
  @MainActor
  enum StackingSelfChecks {
    static let scaleName = "stacking: the lower sheet's scale follows the upper sheet's height"
    static let layoutName =
      "stacking: the lower sheet's content is not laid out while the upper sheet moves"
    static let voiceOverName = "stacking: VoiceOver's modal view is the top sheet's"
    static let persistentName =
      "stacking: a covered persistent sheet steps down and returns to its detent"
    static let persistentVoiceOverName =
      "stacking: VoiceOver's modal view is the card's over a persistent sheet"
    static let stackDismissalName =
      "stacking: dismissing the lower sheet takes the stack down and puts the screen back"

    static var all: [SelfCheck] {
      [
        SelfCheck(
          name: "stacking: a sheet presented from a sheet",
          rows: [scaleName, layoutName, voiceOverName], run: modalOverModal),
        SelfCheck(
          name: persistentName, rows: [persistentName, persistentVoiceOverName],
          run: modalOverPersistent),
        SelfCheck(name: stackDismissalName, run: stackDismissal),
      ]
    }

    static func modalOverModal(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let lower = SelfCheckProbeViewController(height: 200)
      context.stage.presentBottomSheet(lower, detents: [.large])
      guard let lowerSheet = lower.bottomSheetPresentation,
        await context.waitForRest(lowerSheet, "the lower sheet to rest")
      else { return [] }
      guard let chrome = lower.presentationController?.presentedView,
        let lowerContainer = lower.presentationController?.containerView
      else {
        return [.skipped(name: scaleName, because: "the lower sheet has no presented view")]
      }
      var layouts = 0
      var counting = false
      lower.onLayoutPass = { if counting { layouts += 1 } }
      var recession = DeviceCheckStackedRecession()
      let upper = SelfCheckProbeViewController(height: 200)
      lower.presentBottomSheet(upper, detents: [.large])
      guard let upperSheet = upper.bottomSheetPresentation else { return [] }
      func sample(dismissal: Bool) {
        recession.record(
          expected: DeviceCheckStackedRecession.expectedScale(
            upper: upperSheet.sheetFrame, lower: lowerSheet.sheetFrame),
          drawn: Double(chrome.transform.a), isDismissal: dismissal)
      }
      // Counted from the upper sheet's first drawn frame, after UIKit inserted its container.
      guard
        await context.waitUntil(
          "the upper sheet to move", { upperSheet.sheetFrame.selfCheckExtent > 0 })
      else { return [] }
      counting = true
      guard
        await context.waitUntil(
          "the upper sheet to rest",
          {
            sample(dismissal: false)
            return upperSheet.sheetFrame.phase == .resting && upper.transitionCoordinator == nil
          })
      else { return [] }
      let upperModal = upper.presentationController?.containerView?.accessibilityViewIsModal
      let lowerModalCovered = lowerContainer.accessibilityViewIsModal
      upperSheet.dismiss(animated: true, completion: nil)
      _ = await context.waitUntil("the upper sheet to leave") {
        sample(dismissal: true)
        return upper.presentingViewController == nil
      }
      sample(dismissal: true)
      counting = false
      let lowerModalAfter = lowerContainer.accessibilityViewIsModal
      lower.onLayoutPass = nil
      lowerSheet.dismiss(animated: false, completion: nil)
      _ = await context.waitUntil("the lower sheet to leave") {
        lower.presentingViewController == nil
      }
      return [
        DeviceCheckResult(name: scaleName, measurements: [("frames", recession)]),
        DeviceCheckResult(
          name: layoutName,
          measurements: [
            (
              "layout passes",
              DeviceCheckCondition(
                "viewDidLayoutSubviews ran \(layouts) times while the upper sheet moved, expected 0",
                isMet: layouts == 0)
            )
          ]),
        DeviceCheckResult(
          name: voiceOverName,
          measurements: [
            (
              "covered",
              DeviceCheckCondition(
                "the upper sheet's container is modal and the lower one's is not",
                observed: upperModal.map { $0 && !lowerModalCovered },
                otherwise: "the upper sheet has no container")
            ),
            (
              "after",
              DeviceCheckCondition(
                "the lower sheet's container is modal again", isMet: lowerModalAfter)
            ),
          ]),
      ]
    }

    static func modalOverPersistent(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let background = UIViewController()
      background.view.backgroundColor = .systemTeal
      let probe = SelfCheckProbeViewController(height: 200)
      var configuration = BottomSheetConfiguration.persistent(
        detents: [.collapsed, .medium, .large], largestUndimmedDetent: .medium)
      configuration.engine.coveredBehavior = .stepsDownToLowestDetent
      let container = BottomSheetContainerViewController(
        backgroundViewController: background, sheetViewController: probe,
        configuration: configuration)
      context.embedFillingStage(container)
      container.selectDetent(.large, animated: true)
      guard await context.waitForRest(container, "the persistent sheet to rest at .large") else {
        return []
      }
      let card = SelfCheckProbeViewController(height: 200)
      probe.presentBottomSheet(card, detents: [.medium])
      guard let cardSheet = card.bottomSheetPresentation,
        await context.waitForRest(cardSheet, "the card to rest"),
        await context.waitForRest(container, "the persistent sheet to step down")
      else { return [] }
      let covered = container.selectedDetent
      // While the card is up, no view around the persistent sheet's content is a modal view:
      // the card's container is the only one.
      let cardModal = card.presentationController?.containerView?.accessibilityViewIsModal
      let persistentModal = sequence(first: probe.view, next: { $0?.superview })
        .contains { $0?.accessibilityViewIsModal == true }
      cardSheet.dismiss(animated: true, completion: nil)
      guard
        await context.waitUntil("the card to leave", { card.presentingViewController == nil }),
        await context.waitForRest(container, "the persistent sheet to return")
      else { return [] }
      let after = container.selectedDetent
      return [
        DeviceCheckResult(
          name: persistentName,
          measurements: [
            (
              "covered",
              DeviceCheckCondition(
                "at .collapsed while the card is up, got \(covered.map { "\($0)" } ?? "none")",
                isMet: covered == .collapsed)
            ),
            (
              "after",
              DeviceCheckCondition(
                "back at .large when it goes, got \(after.map { "\($0)" } ?? "none")",
                isMet: after == .large)
            ),
          ]),
        DeviceCheckResult(
          name: persistentVoiceOverName,
          measurements: [
            (
              "covered",
              DeviceCheckCondition(
                "the card's container is modal and nothing around the persistent sheet is",
                observed: cardModal.map { $0 && !persistentModal },
                otherwise: "the card has no container")
            )
          ]),
      ]
    }

    /// Two sheets up, the lower one dismissed, once through its own `dismiss` and once with
    /// UIKit's `dismiss(animated:)` on the screen that presented it: both sheets go (their
    /// presentations end), the dismissal's completion runs, and the screen behind is back at
    /// rest and reachable by VoiceOver.
    static func stackDismissal(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      var measurements: [(label: String, measurement: any DeviceCheckMeasuring)] = []
      for route in ["sheet's dismiss", "UIKit's dismiss"] {
        let lower = SelfCheckProbeViewController(height: 200)
        context.stage.presentBottomSheet(lower, detents: [.large])
        guard let lowerSheet = lower.bottomSheetPresentation,
          await context.waitForRest(lowerSheet, "the lower sheet to rest")
        else { return [] }
        let upper = SelfCheckProbeViewController(height: 200)
        lower.presentBottomSheet(upper, detents: [.large])
        guard let upperSheet = upper.bottomSheetPresentation,
          await context.waitForRest(upperSheet, "the upper sheet to rest")
        else { return [] }
        var completed = false
        if route == "sheet's dismiss" {
          lowerSheet.dismiss(animated: true) { completed = true }
        } else {
          context.stage.dismiss(animated: true) { completed = true }
        }
        let gone = await context.holds(within: 3) {
          lower.presentingViewController == nil && upper.presentingViewController == nil
            && completed
        }
        let screen = context.stage.view
        let restored =
          screen.map { $0.transform == .identity && !$0.accessibilityElementsHidden } ?? false
        measurements.append(
          (
            route,
            DeviceCheckCondition(
              "both sheets gone and the completion run within 3 s (\(gone)), the screen at rest "
                + "and reachable (\(restored))",
              isMet: gone && restored)
          ))
        if !gone {
          // Leave nothing up for the checks after this one.
          context.stage.dismiss(animated: false, completion: nil)
          _ = await context.pause(0.5)
        }
      }
      return [DeviceCheckResult(name: stackDismissalName, measurements: measurements)]
    }
  }
#endif
