#if os(iOS)
  import BottomSheetCore
  @_spi(SelfCheck) import BottomSheetRules

  /// The frames a display link read of a sheet, kept for the core's `DeviceCheckPacing`: a
  /// class, so the link's closure appends to the same record the check reads.
  @MainActor
  final class SelfCheckFrameLog {
    /// Every frame read, in order (a frame read twice is there twice; the core counts it once).
    var frames: [DeviceCheckPacing.Frame] = []
  }

  /// A settle count that a display link's closure and a keyboard watch's closure both feed,
  /// in the order their events come.
  @MainActor
  final class SelfCheckSettlesLog {
    /// One settle allowed after the keyboard's last frame change.
    var settles = DeviceCheckSettles(allowed: 1...1)
  }
#endif
