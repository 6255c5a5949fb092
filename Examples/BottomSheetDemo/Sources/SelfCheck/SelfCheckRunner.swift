#if os(iOS)
  import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import UIKit

  /// Runs every check one after another on a stage and writes the run's lines as they come
  /// (`SelfCheckLog`): the device, the keyboard warm-up, the plan, one line per planned result
  /// (each check's reports after its results), the counts and the run's result. The core
  /// decides every verdict (`DeviceCheckPlan`, `DeviceCheckSummary`) and what the warm-up
  /// allows to skip (`DeviceCheckKeyboardWarmUp`).
  @MainActor
  enum SelfCheckRunner {
    static func run(
      on stage: SelfCheckStageViewController, expectedSkips: Set<String>, keyboardRequired: Bool,
      log: SelfCheckLog, report: (DeviceCheckResult) -> Void
    ) async -> DeviceCheckSummary {
      let checks = SelfCheck.all
      let plan = SelfCheck.plan(of: checks)
      log.write(SelfCheckDevice.line(window: stage.view.window))
      // Once, before the plan: the first keyboard of a fresh simulator is the machine's affair.
      let warmUp = await SelfCheckKeyboardWarmUp.run(on: stage)
      log.write(warmUp.line)
      let expectedSkips = expectedSkips.union(
        warmUp.expectedSkips(
          of: KeyboardSelfChecks.softwareKeyboardRows, keyboardRequired: keyboardRequired))
      log.write(plan.line)
      if !expectedSkips.isEmpty {
        log.write("expected skips: " + expectedSkips.sorted().joined(separator: "; "))
      }
      var results: [DeviceCheckResult] = []
      for duplicate in plan.duplicateRows {
        // Two results of one name cannot be told apart; say so before anything runs.
        log.write("warning: the result name \"\(duplicate)\" is declared more than once")
      }
      for check in checks {
        stage.show(check.name)
        let context = SelfCheckContext(stage: stage, timeout: DeviceCheckResult.defaultTimeout)
        let returned: [DeviceCheckResult]
        if stage.view.window == nil {
          returned = []
          context.giveUp("the stage has no window")
        } else {
          returned = await check.run(context)
        }
        let outcome = DeviceCheckPlan.results(
          declared: check.rows, returned: returned, interruption: context.interruption)
        await stage.clear()
        for result in outcome {
          log.write(result.line)
          report(result)
        }
        for note in context.reports { log.write(note.line) }
        results += outcome
      }
      let summary = DeviceCheckSummary(
        results, planned: plan.rows.count, expectedSkips: expectedSkips)
      log.write(summary.line)
      log.write(summary.resultLine)
      return summary
    }
  }
#endif
