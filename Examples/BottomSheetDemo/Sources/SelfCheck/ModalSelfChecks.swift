#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import QuartzCore
  import UIKit

  /// Modal sheets: presentation, detents, dismissal, the presenter's touches, memory, the
  /// dismissal veto and an undimmed sheet's background.
  @MainActor
  enum ModalSelfChecks {
    static var all: [SelfCheck] {
      [
        SelfCheck(
          name: "modal: present, select, dismiss",
          rows: [
            arrivalName, selectName, onceName, touchesName, recessionName, insetGivenBackName,
          ],
          run: presentSelectDismiss),
        SelfCheck(name: "memory: freed after dismissal", rows: [memoryName], run: memory),
        SelfCheck(
          name: "veto: user dismissal refused", rows: [vetoAskedName, vetoAppName], run: veto),
        SelfCheck(name: backgroundReachName, run: backgroundReach),
      ]
    }

    static let arrivalName =
      "modal: present completion once, not before the sheet reaches its detent"
    static let selectName = "modal: selectDetent(.large) moves the sheet there"
    static let onceName = "modal: each transition ends exactly once"
    static let touchesName = "modal: the presenter takes touches once the dismissal completed"
    static let recessionName =
      "modal: the presenter recedes at .large and is put back after dismissal"
    static let insetGivenBackName = "modal: the content's own bottom inset given back"
    static let memoryName =
      "memory: presented controller, presentation controller, transitioning delegate freed"
    static let vetoAskedName = "veto: a user escape is asked once and a refusal reports one attempt"
    static let vetoAppName = "veto: the app's dismissal is never vetoed"

    /// An app's own bottom inset on the content, which the sheet must give back as it was.
    static let appBottomInset: CGFloat = 7

    static func presentSelectDismiss(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let stage = context.stage
      let watch = SelfCheckSheetWatch()
      let content = SelfCheckProbeViewController(height: 300)
      content.additionalSafeAreaInsets.bottom = appBottomInset
      stage.presentBottomSheet(
        content, detents: [.fitting, .large], delegate: watch
      ) {
        watch.presentCompleted()
      }
      guard
        await context.waitUntil("the present completion", { watch.presentCompletions.count > 0 }),
        let sheet = content.bottomSheetPresentation,
        await context.waitForRest(sheet, "the sheet to rest at .fitting")
      else { return [] }
      watch.arrival.restingExtent = sheet.sheetFrame.selfCheckExtent

      sheet.selectDetent(.large, animated: true)
      guard await context.waitForRest(sheet, "the sheet to rest at .large") else { return [] }
      let window = context.window
      let large =
        Double((window?.bounds.height ?? 0) - (window?.safeAreaInsets.top ?? 0))
        - LayoutContext.defaultTopGap

      let extentAtLarge = sheet.sheetFrame.selfCheckExtent
      let selected = sheet.selectedDetent
      // The stage presents full screen, so its view is the one that recedes at .large (compact
      // width), by the core's documented full scale.
      let scaleAtLarge = Double(stage.view.transform.a)
      let compact = Double(window?.bounds.width ?? 0) <= DeviceCheckReference.wideContainerThreshold
      let expectedScale = compact ? DeviceCheckReference.presenterFullScale : 1
      content.dismiss(animated: true) {
        watch.dismissCompletions.record()
        let hit = context.hitView(at: context.pointAboveSheets, in: stage.view)
        watch.presenterTakesTouches = hit?.isDescendant(of: stage.view) == true
      }
      guard
        await context.waitUntil(
          "the dismiss completion",
          { watch.dismissCompletions.count > 0 && content.presentingViewController == nil })
      else { return [] }
      // The first look after the completion ran (within a frame of it): what the library
      // controls. Inside the completion UIKit may not have torn its transition views down yet,
      // so that is only reported.
      let hit = context.hitView(at: context.pointAboveSheets, in: stage.view)
      let insideCompletion = watch.presenterTakesTouches ? "the presenter's" : "not yet"
      guard await context.pause(0.5)  // a second completion or callback would come by now
      else { return [] }
      // The hit test converts through the transform, so it cannot see a recession left behind:
      // the view's own properties can.
      let restored = stage.view.transform
      let restoredLayer = stage.view.layer
      return [
        DeviceCheckResult(name: arrivalName, measurements: [("", watch.arrival)]),
        DeviceCheckResult(
          name: selectName,
          measurements: [
            ("extent", DeviceCheckMeasurement(measured: extentAtLarge, expected: large)),
            (
              "selected",
              DeviceCheckCondition("selectedDetent is .large", isMet: selected == .large)
            ),
          ]),
        DeviceCheckResult(
          name: onceName,
          measurements: [
            ("present completions", watch.presentCompletions),
            ("dismiss completions", watch.dismissCompletions),
            ("didPresent", watch.didPresent), ("didDismiss", watch.didDismiss),
          ]),
        DeviceCheckResult(
          name: touchesName,
          measurements: [
            (
              "after the completion (inside it, reported only: \(insideCompletion))",
              DeviceCheckCondition(
                "the hit view is the presenter's", isMet: hit?.isDescendant(of: stage.view) == true)
            )
          ]),
        DeviceCheckResult(
          name: recessionName,
          measurements: [
            (
              "transform.a at .large",
              DeviceCheckMeasurement(
                measured: scaleAtLarge, expected: expectedScale, tolerance: 0.001)
            ),
            (
              "transform after",
              DeviceCheckCondition("transform is .identity", isMet: restored == .identity)
            ),
            (
              "layer.cornerRadius after",
              DeviceCheckMeasurement(
                measured: Double(restoredLayer.cornerRadius), expected: 0, tolerance: 0)
            ),
            (
              "layer.masksToBounds after",
              DeviceCheckCondition(
                "masksToBounds is false", isMet: !restoredLayer.masksToBounds)
            ),
          ]),
        DeviceCheckResult(
          name: insetGivenBackName,
          measurements: [
            (
              "additionalSafeAreaInsets.bottom",
              DeviceCheckMeasurement(
                measured: Double(content.additionalSafeAreaInsets.bottom),
                expected: Double(appBottomInset))
            )
          ]),
      ]
    }

    /// Presents a sheet whose delegate knows the content weakly, as the docs' examples do,
    /// dismisses it and lets go of it, then reads three weak references: the content, its
    /// presentation controller and the transitioning delegate. `DeviceCheckRelease` tells a
    /// cycle of ours (something outlives the presentation) from UIKit's own timing (UIKit still
    /// holds the presentation: skipped, not failed). All freed within 2 s passes at once;
    /// otherwise it waits up to 5 s more for UIKit to let the presentation go.
    static func memory(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      weak var weakContent: SelfCheckProbeViewController?
      weak var weakController: UIPresentationController?
      weak var weakTransitioning: (any UIViewControllerTransitioningDelegate)?
      let delegate = MemoryCheckDelegate()
      do {
        let content = SelfCheckProbeViewController(height: 260)
        delegate.content = content
        context.stage.presentBottomSheet(content, delegate: delegate)
        weakContent = content
        weakController = content.presentationController
        weakTransitioning = content.transitioningDelegate
        content.startSampling()
      }
      // No strong local of the presentation controller: it would keep it alive.
      guard
        await context.waitUntil(
          "the sheet to rest",
          { (weakController as? any BottomSheetPresentation)?.sheetFrame.phase == .resting })
      else { return [] }
      weakContent?.dismiss(animated: true)
      guard
        await context.waitUntil(
          "the sheet to leave", { weakContent?.presentingViewController == nil })
      else { return [] }
      // The sheet holds its delegate weakly: this check keeps it until the sheet is gone.
      withExtendedLifetime(delegate) {}
      let start = CACurrentMediaTime()
      let allFreed = await context.holds(within: 2) {
        weakContent == nil && weakController == nil && weakTransitioning == nil
      }
      if !allFreed {
        _ = await context.holds(within: 5) {
          weakContent == nil && weakController == nil && weakTransitioning == nil
        }
      }
      var release = DeviceCheckRelease()
      release.record(
        presented: weakContent != nil, presentationController: weakController != nil,
        transitioningDelegate: weakTransitioning != nil, after: CACurrentMediaTime() - start)
      return [DeviceCheckResult(name: memoryName, measurements: [("", release)])]
    }

    /// The veto set up as docs/uikit.md says (an adaptive delegate set on the content's
    /// `presentationController` in the presentation's completion, beside the sheet's delegate,
    /// both asked as one veto): the user's
    /// escape (VoiceOver's gesture, performed through the sheet view's public
    /// `accessibilityPerformEscape()`) asks once and a refusal reports one attempt; the app's
    /// own dismissal is not asked and goes through. A tap on the dimming cannot be simulated
    /// through public API (the dimming view is internal), so escape stands for every user
    /// dismissal: they take one route.
    static func veto(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let watch = SelfCheckSheetWatch()
      let content = SelfCheckVetoViewController()
      var adaptiveDelegateSet = false
      context.stage.presentBottomSheet(content, detents: [.fitting], delegate: watch) {
        content.presentationController?.delegate = content
        adaptiveDelegateSet = true
      }
      guard
        let sheet = content.bottomSheetPresentation,
        await context.waitForRest(sheet, "the sheet to rest"),
        await context.waitUntil("the presentation's completion", { adaptiveDelegateSet })
      else { return [] }
      let handled =
        content.presentationController?.presentedView?.accessibilityPerformEscape() ?? false
      guard await context.pause(0.8) else { return [] }
      let stillPresented = content.presentingViewController != nil
      let askedByUser = content.asked
      content.dismiss(animated: true)
      guard
        await context.waitUntil("the app's dismissal", { content.presentingViewController == nil })
      else { return [] }
      return [
        DeviceCheckResult(
          name: vetoAskedName,
          measurements: [
            (
              "escape handled",
              DeviceCheckCondition("accessibilityPerformEscape() true", isMet: handled)
            ),
            ("asked", DeviceCheckTally(allowed: 1...1, count: askedByUser)),
            ("attempts (delegate)", DeviceCheckTally(allowed: 1...1, count: content.attempts)),
            ("attempts (sheet delegate)", watch.attempts),
            // The adaptive delegate refused first: the sheet delegate is never asked.
            ("asked (sheet delegate)", watch.vetoAsks),
            ("kept", DeviceCheckCondition("the sheet stays", isMet: stillPresented)),
          ]),
        DeviceCheckResult(
          name: vetoAppName,
          measurements: [
            ("asked again", DeviceCheckTally(allowed: 0...0, count: content.asked - askedByUser)),
            ("didDismiss", watch.didDismiss),
          ]),
      ]
    }
  }

  /// The memory check's sheet delegate: it knows the content weakly, as an app's delegate
  /// would. The check's app dismissal asks no veto, so of its calls only the frames arrive;
  /// the others are there as an app's delegate would have them.
  @MainActor
  private final class MemoryCheckDelegate: BottomSheetDelegate {
    weak var content: SelfCheckProbeViewController?

    func bottomSheetShouldDismiss(_ sheet: any BottomSheetControlling) -> Bool {
      content?.hasUnsavedChanges != true
    }

    func bottomSheetDidAttemptToDismiss(_ sheet: any BottomSheetControlling) {
      content?.view.backgroundColor = .systemYellow
    }

    func bottomSheet(_ sheet: any BottomSheetControlling, didMoveTo frame: SheetFrame) {
      content?.lastExtent = frame.selfCheckExtent
    }
  }
#endif
