#if os(iOS)
  import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules

  /// One check of the self-check: it presents real sheets through the package's public API,
  /// measures what the package promises and hands the measurements to the core's
  /// `DeviceCheck…` types, which decide PASS, FAIL or SKIP.
  ///
  /// A check declares the results it reports (``rows``) before it runs, so the run prints its
  /// plan first and every declared result exactly once: a result the check did not return (it
  /// gave up at its deadline, or returned early) prints as SKIP with the reason, and a result it
  /// returned without declaring it prints as FAIL (`DeviceCheckPlan`).
  @MainActor
  struct SelfCheck {
    /// The check's name, shown on the stage while it runs.
    let name: String
    /// The names of the results ``run`` returns, in order: each `DeviceCheckResult(name:…)` it
    /// returns must use one of them.
    let rows: [String]
    /// Runs the check. Every wait goes through the context, so a check that cannot finish
    /// gives up at its deadline instead of hanging. A measurement it could not take is a SKIP
    /// with the reason (`DeviceCheckResult.skipped(name:because:)`, a measurement that answers
    /// `.skip`), never a PASS.
    let run: @MainActor (SelfCheckContext) async -> [DeviceCheckResult]

    /// A check that reports the results named `rows`.
    init(
      name: String, rows: [String],
      run: @escaping @MainActor (SelfCheckContext) async -> [DeviceCheckResult]
    ) {
      self.name = name
      self.rows = rows
      self.run = run
    }

    /// A check that reports one result, named as the check.
    init(name: String, run: @escaping @MainActor (SelfCheckContext) async -> [DeviceCheckResult]) {
      self.init(name: name, rows: [name], run: run)
    }

    /// Every check, in the order they run.
    static var all: [SelfCheck] {
      ModalSelfChecks.all + LayoutSelfChecks.all + FittingSelfChecks.all
        + NavigationSelfChecks.all
        + KeyboardSelfChecks.all + SwiftUISelfChecks.all + SwiftUIFirstFrameSelfChecks.all
        + PersistentSelfChecks.all
        + SwiftUIBindingSelfChecks.all + FloatingCardSelfChecks.all
        + TouchCatchSelfChecks.all
        + KeyboardSelfChecks.dismissalChecks
        + KeyboardSelfChecks.caughtDismissalChecks
        + FittingSelfChecks.growthChecks
        + ModalSelfChecks.partialPresenterChecks
        + RotationSelfChecks.all
        + StackingSelfChecks.all
        + LocalizationSelfChecks.all
    }

    /// The plan of a run of `checks`: every declared result, in order.
    static func plan(of checks: [SelfCheck]) -> DeviceCheckPlan {
      DeviceCheckPlan(rows: checks.flatMap(\.rows))
    }
  }
#endif
