import BottomSheetCore

/// The core's numbers the on-device self-check states its expectations with, so a check measures
/// against the value the core uses rather than a copy of it.
@_spi(SelfCheck) public enum DeviceCheckReference {
  /// The scale of a fully receded presenter (``PresenterRecession``'s full scale).
  @_spi(SelfCheck) public static let presenterFullScale = PresenterRecession.fullScale
  /// The widest container, in points, that still shows the full-width phone sheet (and recedes
  /// its presenter).
  @_spi(SelfCheck) public static let wideContainerThreshold = SheetLayout.wideContainerThreshold
  /// How far a floating surface is inset from the container's edges, in points.
  @_spi(SelfCheck) public static let floatingInset = SheetSurface.floatingInset
}
