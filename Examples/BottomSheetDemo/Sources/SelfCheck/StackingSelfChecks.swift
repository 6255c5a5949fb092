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
    static let voiceOverName = "stacking: VoiceOver reaches the top sheet, not what it covers"
    static let persistentName =
      "stacking: a covered persistent sheet steps down and returns to its detent"
    static let persistentVoiceOverName =
      "stacking: VoiceOver reaches the card, not the persistent sheet under it"
    static let appWordName =
      "stacking: the app's selection while a card covers a persistent sheet is kept"
    static let stackDismissalName =
      "stacking: dismissing the lower sheet takes the stack down and puts the screen back"
    static let alertName = "stacking: an alert presented from a sheet is not hidden by it"
    static let swiftUIName =
      "stacking: swiftui: a sheet asked for as a sheet's content appears goes up over it"

    static var all: [SelfCheck] {
      [
        SelfCheck(
          name: "stacking: a sheet presented from a sheet",
          rows: [scaleName, layoutName, voiceOverName], run: modalOverModal),
        SelfCheck(
          name: persistentName, rows: [persistentName, persistentVoiceOverName],
          run: modalOverPersistent),
        SelfCheck(name: appWordName, run: appWordWhileCovered),
        SelfCheck(name: stackDismissalName, run: stackDismissal),
        SelfCheck(name: alertName, run: alertOverSheets),
        SelfCheck(name: swiftUIName, run: swiftUINested),
      ]
    }

    /// The views in `window` that are VoiceOver's modal views now (`accessibilityViewIsModal`
    /// asked as VoiceOver asks it, of every view).
    static func modalViews(in window: UIWindow?) -> [UIView] {
      guard let window else { return [] }
      var found: [UIView] = []
      var pending: [UIView] = [window]
      while let view = pending.popLast() {
        if view.accessibilityViewIsModal { found.append(view) }
        pending.append(contentsOf: view.subviews)
      }
      return found
    }

    /// Whether VoiceOver can reach `view` now, by the documented rules: neither it nor a view it
    /// lies in hides its elements (`accessibilityElementsHidden`), and it lies in no sibling of
    /// a modal view (Apple's documentation of `accessibilityViewIsModal`: VoiceOver ignores the
    /// elements of a modal view's siblings, not of views elsewhere in the window). Asked with
    /// VoiceOver off, so what the views say is what the package set.
    static func voiceOverReaches(_ view: UIView?) -> Bool {
      guard let view, let window = view.window else { return false }
      let chain = Array(sequence(first: view, next: { $0.superview }))
      if chain.contains(where: \.accessibilityElementsHidden) { return false }
      for modal in modalViews(in: window) where !chain.contains(where: { $0 === modal }) {
        let inSibling = chain.contains { $0 !== modal && $0.superview === modal.superview }
        if inSibling { return false }
      }
      return true
    }

    static func modalOverModal(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let lower = SelfCheckProbeViewController(height: 200)
      context.stage.presentBottomSheet(lower, detents: [.large])
      guard let lowerSheet = lower.bottomSheetPresentation,
        await context.waitForRest(lowerSheet, "the lower sheet to rest")
      else { return [] }
      guard let chrome = lower.presentationController?.presentedView else {
        return [.skipped(name: scaleName, because: "the lower sheet has no presented view")]
      }
      // The lower sheet draws no frame of its own meanwhile: its resting frame allows its content
      // no new size, and UIKit's own passes at the same size are reported, not judged.
      var layouts = DeviceCheckLayoutBudget(transitions: 0)
      layouts.record(lowerSheet.sheetFrame)
      var counting = false
      lower.onLayoutPass = { [weak lower] in
        guard counting, let size = lower?.view.bounds.size else { return }
        layouts.recordLayoutPass(width: Double(size.width), height: Double(size.height))
      }
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
      // What VoiceOver reaches while covered: the upper sheet, not the lower one, not the
      // screen.
      let screen = context.stage.view
      let reachCovered = (
        upper: voiceOverReaches(upper.view), lower: voiceOverReaches(lower.view),
        screen: voiceOverReaches(screen)
      )
      upperSheet.dismiss(animated: true, completion: nil)
      _ = await context.waitUntil("the upper sheet to leave") {
        sample(dismissal: true)
        return upper.presentingViewController == nil
      }
      sample(dismissal: true)
      counting = false
      let reachAfter = (lower: voiceOverReaches(lower.view), screen: voiceOverReaches(screen))
      lower.onLayoutPass = nil
      lowerSheet.dismiss(animated: false, completion: nil)
      _ = await context.waitUntil("the lower sheet to leave") {
        lower.presentingViewController == nil
      }
      return [
        DeviceCheckResult(name: scaleName, measurements: [("frames", recession)]),
        DeviceCheckResult(
          name: layoutName,
          measurements: [("while the upper sheet moved", layouts)]),
        DeviceCheckResult(
          name: voiceOverName,
          measurements: [
            (
              "covered",
              DeviceCheckCondition(
                "VoiceOver reaches the upper sheet (\(reachCovered.upper)), not the lower one "
                  + "(\(reachCovered.lower)) nor the screen (\(reachCovered.screen))",
                isMet: reachCovered.upper && !reachCovered.lower && !reachCovered.screen)
            ),
            (
              "after",
              DeviceCheckCondition(
                "VoiceOver reaches the lower sheet again (\(reachAfter.lower)), not the screen "
                  + "(\(reachAfter.screen))",
                isMet: reachAfter.lower && !reachAfter.screen)
            ),
          ]),
      ]
    }

    /// A persistent sheet (`.collapsed`, `.medium`, `.large`, stepping down when covered) on
    /// the stage, resting at `.large`, and its content; nil when the run was cut short.
    static func persistentAtLarge(_ context: SelfCheckContext) async
      -> (container: BottomSheetContainerViewController, content: SelfCheckProbeViewController)?
    {
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
        return nil
      }
      return (container, probe)
    }

    /// Presents a card from `probe` and waits until it and the persistent sheet under it rest;
    /// the card, or nil when the run was cut short.
    static func presentCard(
      from probe: UIViewController, over container: BottomSheetContainerViewController,
      _ context: SelfCheckContext
    ) async -> (content: UIViewController, sheet: any BottomSheetPresentation)? {
      let card = SelfCheckProbeViewController(height: 200)
      probe.presentBottomSheet(card, detents: [.medium])
      guard let sheet = card.bottomSheetPresentation,
        await context.waitForRest(sheet, "the card to rest"),
        await context.waitForRest(container, "the persistent sheet to step down")
      else { return nil }
      return (card, sheet)
    }

    static func modalOverPersistent(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      guard let persistent = await persistentAtLarge(context),
        let covering = await presentCard(
          from: persistent.content, over: persistent.container, context)
      else { return [] }
      let (container, probe) = persistent
      let (card, cardSheet) = covering
      let covered = container.selectedDetent
      // While the card is up, VoiceOver reaches the card, not the persistent sheet under it.
      let cardReached = voiceOverReaches(card.view)
      let persistentReached = voiceOverReaches(probe.view)
      let voiceOver = DeviceCheckResult(
        name: persistentVoiceOverName,
        measurements: [
          (
            "covered",
            DeviceCheckCondition(
              "VoiceOver reaches the card (\(cardReached)), not the persistent sheet "
                + "(\(persistentReached))",
              isMet: cardReached && !persistentReached)
          )
        ])
      cardSheet.dismiss(animated: true, completion: nil)
      guard
        await context.waitUntil("the card to leave", { card.presentingViewController == nil }),
        await context.waitForRest(container, "the persistent sheet to return")
      else { return [voiceOver] }
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
        voiceOver,
      ]
    }

    /// Covered, the app asks for the detent the sheet stepped down to: its word stands when the
    /// card goes (the core's `CoveredPersistentSheet`, told by the container's `selectDetent`).
    static func appWordWhileCovered(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      guard let persistent = await persistentAtLarge(context),
        let covering = await presentCard(
          from: persistent.content, over: persistent.container, context)
      else { return [] }
      let container = persistent.container
      let (card, cardSheet) = covering
      container.selectDetent(.collapsed, animated: true)
      cardSheet.dismiss(animated: true, completion: nil)
      guard
        await context.waitUntil("the card to leave", { card.presentingViewController == nil }),
        await context.pause(0.6), await context.waitForRest(container, "the persistent sheet")
      else { return [] }
      let kept = container.selectedDetent
      return [
        DeviceCheckResult(
          name: appWordName,
          measurements: [
            (
              "after",
              DeviceCheckCondition(
                "the app's .collapsed while covered kept after the card, got "
                  + "\(kept.map { "\($0)" } ?? "none")",
                isMet: kept == .collapsed)
            )
          ])
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
          (screen.map { $0.transform == .identity } ?? false) && voiceOverReaches(screen)
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

    /// An alert presented from a modal sheet's content, then from a persistent sheet's: while it
    /// is up VoiceOver reaches it (no sheet hides it: a modal container would, as a sibling of
    /// the alert's); before and after, VoiceOver reaches the sheet and not what the sheet
    /// covers.
    static func alertOverSheets(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      var measurements: [(label: String, measurement: any DeviceCheckMeasuring)] = []
      func alert(from presenter: UIViewController, covering covered: UIView?, _ label: String)
        async -> Bool
      {
        let before = voiceOverReaches(presenter.view) && !voiceOverReaches(covered)
        let alert = UIAlertController(
          title: "Self-check", message: label, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presenter.present(alert, animated: true)
        guard
          await context.waitUntil(
            "the alert to be up",
            { alert.presentingViewController != nil && alert.transitionCoordinator == nil })
        else { return false }
        let alertReached = voiceOverReaches(alert.view)
        alert.dismiss(animated: true)
        _ = await context.waitUntil("the alert to leave") {
          alert.presentingViewController == nil
        }
        let after = voiceOverReaches(presenter.view) && !voiceOverReaches(covered)
        measurements.append(
          (
            label,
            DeviceCheckCondition(
              "VoiceOver reaches the sheet and not what it covers before (\(before)) and after "
                + "(\(after)) the alert, and the alert while it is up (\(alertReached))",
              isMet: before && alertReached && after)
          ))
        return true
      }
      let sheet = SelfCheckProbeViewController(height: 200)
      context.stage.presentBottomSheet(sheet, detents: [.large])
      guard let presentation = sheet.bottomSheetPresentation,
        await context.waitForRest(presentation, "the sheet to rest")
      else { return [] }
      let modalDone = await alert(
        from: sheet, covering: context.stage.view, "over a modal sheet")
      presentation.dismiss(animated: false, completion: nil)
      _ = await context.waitUntil("the sheet to leave") { sheet.presentingViewController == nil }
      guard modalDone else { return [] }
      let probe = SelfCheckProbeViewController(height: 200)
      let container = BottomSheetContainerViewController(
        backgroundViewController: UIViewController(), sheetViewController: probe,
        configuration: .persistent(detents: [.medium, .large], largestUndimmedDetent: nil))
      context.embedFillingStage(container)
      container.selectDetent(.large, animated: true)
      guard await context.waitForRest(container, "the persistent sheet to rest") else {
        return []
      }
      guard
        await alert(
          from: probe, covering: container.backgroundViewController.view,
          "over a persistent sheet")
      else {
        return []
      }
      return [DeviceCheckResult(name: alertName, measurements: measurements)]
    }

    /// SwiftUI: a `.bottomSheet` on a list row inside a `.bottomSheet`'s content, asked for by
    /// the list's `onAppear` while the outer sheet is still presenting. The inner sheet goes up
    /// once the outer presentation ends (the binding is not given up), over the outer sheet,
    /// which recedes as the rules say; letting the binding go takes only the inner one down and
    /// puts the outer one back.
    static func swiftUINested(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let model = SelfCheckNestedSheetModel()
      SwiftUISelfChecks.embed(SelfCheckNestedSheetScreen(model: model), in: context.stage)
      guard await context.pause(0.2) else { return [] }
      let outer = { context.stage.presentedViewController }
      let inner = { outer()?.presentedViewController }
      // The premise: the content asks while the outer sheet is not yet up (its content laid
      // out before it is presented, or its presentation under way).
      var askedMidPresent: Bool?
      model.innerAsked = {
        askedMidPresent = outer().map { $0.transitionCoordinator != nil } ?? true
      }
      model.outer = true
      let stacked = await context.holds(within: 3) {
        inner()?.bottomSheetPresentation != nil && inner()?.transitionCoordinator == nil
      }
      var measurements: [(label: String, measurement: any DeviceCheckMeasuring)] = [
        (
          "asked",
          DeviceCheckCondition(
            "the inner sheet asked for before the outer one was up",
            observed: askedMidPresent, otherwise: "the content never asked for the inner sheet")
        ),
        (
          "stacked",
          DeviceCheckCondition(
            "the inner sheet up over the outer one within 3 s (\(stacked)) and its binding still "
              + "true (\(model.inner))",
            isMet: stacked && model.inner)
        ),
      ]
      if stacked, let lowerSheet = outer()?.bottomSheetPresentation,
        let upperSheet = inner()?.bottomSheetPresentation,
        await context.waitForRest(upperSheet, "the inner sheet to rest"),
        let chrome = outer()?.presentationController?.presentedView
      {
        let expected = DeviceCheckStackedRecession.expectedScale(
          upper: upperSheet.sheetFrame, lower: lowerSheet.sheetFrame)
        // Where nothing recedes (a wide container) a scale of 1 would prove nothing.
        guard expected < 0.999 else {
          model.inner = false
          model.outer = false
          _ = await context.waitUntil("the sheets to leave") { outer() == nil }
          return [
            .skipped(name: swiftUIName, because: "nothing recedes on this container (scale 1)")
          ]
        }
        measurements.append(
          (
            "recession",
            DeviceCheckMeasurement(
              measured: Double(chrome.transform.a), expected: expected, tolerance: 0.002)
          ))
        model.inner = false
        // `onDismiss` runs at the turn after the dismissal: part of what is waited for.
        let innerGone = await context.holds(within: 3) {
          inner() == nil && outer()?.transitionCoordinator == nil && model.innerDismissals > 0
        }
        measurements.append(
          (
            "inner dismissed",
            DeviceCheckCondition(
              "the inner sheet gone within 3 s (\(innerGone)), onDismiss once "
                + "(\(model.innerDismissals)), the outer sheet up and back at scale 1 "
                + "(\(chrome.transform.a))",
              isMet: innerGone && model.innerDismissals == 1 && outer() != nil
                && chrome.transform == .identity)
          ))
      }
      model.outer = false
      _ = await context.waitUntil("the outer sheet to leave") { outer() == nil }
      return [DeviceCheckResult(name: swiftUIName, measurements: measurements)]
    }
  }
#endif
