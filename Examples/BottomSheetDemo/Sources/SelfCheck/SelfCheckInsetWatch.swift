#if os(iOS)
  import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules

  /// Keeps the bottom-inset samples a probe takes per display frame (a class, so the probe's
  /// sampling closure and the check share one series).
  @MainActor
  final class SelfCheckInsetWatch {
    var series = DeviceCheckInsetSeries()
  }
#endif
