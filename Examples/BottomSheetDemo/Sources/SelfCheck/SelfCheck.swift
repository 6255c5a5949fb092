#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet

  /// One check of the self-check: it presents real sheets through the package's public API,
  /// measures what the package promises and hands the measurements to the core's
  /// `DeviceCheck…` types, which decide PASS or FAIL. A check may report several lines.
  @MainActor
  struct SelfCheck {
    /// The check's name, printed when it times out.
    let name: String
    /// Runs the check. Every wait goes through the context, so a check that cannot finish
    /// gives up at its deadline instead of hanging.
    let run: @MainActor (SelfCheckContext) async -> [DeviceCheckResult]

    /// Every check, in the order they run.
    static var all: [SelfCheck] {
      ModalSelfChecks.all + LayoutSelfChecks.all + FittingSelfChecks.all
        + NavigationSelfChecks.all
        + KeyboardSelfChecks.all + SwiftUISelfChecks.all + PersistentSelfChecks.all
        + FloatingCardSelfChecks.all
    }
  }
#endif
