#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  import UIKit

  /// Runs every check one after another on a stage, prints each result's line as it comes
  /// and the summary at the end. The core decides every verdict (`DeviceCheckSummary`).
  @MainActor
  enum SelfCheckRunner {
    static func run(
      on stage: SelfCheckStageViewController, report: (DeviceCheckResult) -> Void
    ) async -> DeviceCheckSummary {
      var results: [DeviceCheckResult] = []
      for check in SelfCheck.all {
        stage.show(check.name)
        let timeout = DeviceCheckResult.defaultTimeout
        let context = SelfCheckContext(stage: stage, timeout: timeout)
        var outcome = await check.run(context)
        if let waiting = context.timedOutWaiting {
          outcome = [.timedOut(name: check.name, after: timeout, waitingFor: waiting)]
        } else if outcome.isEmpty {
          outcome = [DeviceCheckResult(name: check.name, measurements: [])]
        }
        await stage.clear()
        for result in outcome {
          print(result.line)
          report(result)
        }
        results += outcome
      }
      let summary = DeviceCheckSummary(results)
      print(summary.line)
      return summary
    }
  }
#endif
