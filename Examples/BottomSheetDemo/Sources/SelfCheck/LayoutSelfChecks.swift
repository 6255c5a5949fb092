#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import UIKit

  /// Layout stability: how often the content is laid out and its safe area changes across a
  /// programmatic detent change and across presentation and dismissal, within the bounds the
  /// core derives from the sheet's own frames (`DeviceCheckLayoutBudget`), and the content's
  /// bottom inset on every display frame (`DeviceCheckInsetSeries`).
  @MainActor
  enum LayoutSelfChecks {
    static var all: [SelfCheck] {
      [
        SelfCheck(
          name: "layout: detent change", rows: [detentBudgetName, detentInsetName],
          run: detentChange),
        SelfCheck(
          name: "layout: presentation and dismissal", rows: [presentBudgetName, presentInsetName],
          run: presentAndDismiss),
      ]
    }

    static let detentBudgetName = "layout: up to .large and back, laid out once per settle"
    static let detentInsetName =
      "layout: content bottom inset equals contentBottomInset on every frame"
    static let presentBudgetName = "layout: presented and dismissed, laid out once per settle"
    static let presentInsetName = "layout: content bottom inset right on every frame once presented"

    /// Samples `probe`'s bottom inset on every display frame against the sheet's promise.
    ///
    /// The probe samples from a display link of its own, whose order against the sheet's link
    /// is unspecified, and a safe area changes only in a layout pass: on the frame where the
    /// sheet's `contentBottomInset` changes, the probe may read the previous frame's inset.
    /// `DeviceCheckInsetSeries` allows exactly that one-frame lag on exactly that frame (and
    /// prints how often it was used); any other difference misses.
    static func sampleInset(
      of probe: SelfCheckProbeViewController, in sheet: any BottomSheetPresentation,
      into watch: SelfCheckInsetWatch
    ) {
      probe.onFrameSample = { [weak sheet] inset in
        guard let sheet else { return }
        watch.series.record(
          sample: Double(inset), target: sheet.sheetFrame.selfCheckContentBottomInset)
      }
      probe.startSampling()
    }

    static func detentChange(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let watch = SelfCheckSheetWatch()
      let insets = SelfCheckInsetWatch()
      let probe = SelfCheckProbeViewController(height: 300)
      context.stage.presentBottomSheet(
        probe, detents: [.fitting, .large], delegate: watch)
      guard
        let sheet = probe.bottomSheet,
        await context.waitForRest(sheet, "the sheet to rest")
      else { return [] }
      sampleInset(of: probe, in: sheet, into: insets)
      watch.measureLayout(of: probe, transitions: 0)
      sheet.selectDetent(.large, animated: true)
      guard await context.waitForRest(sheet, "the sheet to rest at .large") else { return [] }
      sheet.selectDetent(.fitting, animated: true)
      guard await context.waitForRest(sheet, "the sheet to rest at .fitting") else { return [] }
      probe.stopSampling()
      let budget = watch.budget ?? DeviceCheckLayoutBudget()
      probe.dismiss(animated: false)
      return [
        DeviceCheckResult(name: detentBudgetName, measurements: [("", budget)]),
        DeviceCheckResult(name: detentInsetName, measurements: [("", insets.series)]),
      ]
    }

    static func presentAndDismiss(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let watch = SelfCheckSheetWatch()
      let insets = SelfCheckInsetWatch()
      let probe = SelfCheckProbeViewController(height: 300)
      probe.loadViewIfNeeded()
      // Presentation and dismissal: two transitions in the window.
      watch.measureLayout(of: probe, transitions: 2)
      context.stage.presentBottomSheet(
        probe, detents: [.fitting, .large], delegate: watch
      ) {
        watch.presentCompleted()
      }
      guard
        await context.waitUntil("the present completion", { watch.presentCompletions.count > 0 }),
        let sheet = probe.bottomSheet
      else { return [] }
      sampleInset(of: probe, in: sheet, into: insets)
      guard await context.waitForRest(sheet, "the sheet to rest") else { return [] }
      probe.stopSampling()
      probe.dismiss(animated: true)
      guard
        await context.waitUntil("the dismissal", { probe.presentingViewController == nil }),
        await context.pause(0.3)
      else { return [] }
      let budget = watch.budget ?? DeviceCheckLayoutBudget()
      return [
        DeviceCheckResult(name: presentBudgetName, measurements: [("", budget)]),
        DeviceCheckResult(name: presentInsetName, measurements: [("", insets.series)]),
      ]
    }
  }
#endif
