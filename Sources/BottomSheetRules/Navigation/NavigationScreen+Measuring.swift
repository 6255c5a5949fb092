import BottomSheetCore

extension NavigationScreen {
  /// Measured heights closer than this to the one the stack holds count as unchanged, in
  /// points: Auto Layout's rounding noise, far below a pixel, so a layout pass that measures the
  /// same screen again never starts an animation.
  package static let measurementTolerance: Double = 0.01

  /// The height to send for a screen measured again (its view loaded or got a width, its
  /// `preferredContentSize` or its constraints changed, a layout pass ran), in points, bar
  /// included; nil when there is nothing to send.
  ///
  /// - its preferred height wins when it gives one (above 0);
  /// - else its layout's height (`fitting`, called only when `canFit`: in UIKit, once its view
  ///   is loaded and the sheet has a width); a screen that cannot be measured yet keeps the
  ///   height the stack holds (nil);
  /// - a height within ``measurementTolerance`` of `current` is not sent again.
  ///
  /// - Parameters:
  ///   - current: The height the stack holds for the screen, bar included; nil for a screen
  ///     it does not know.
  ///   - preferred: The screen's preferred content height, in points (0: none).
  ///   - barHeight: The navigation bar's height above the screen, in points (0 when hidden).
  ///   - canFit: Whether the screen's layout can be measured now.
  ///   - fitting: The height its layout needs at the sheet's width, in points.
  package static func remeasuredHeight(
    current: Double?, preferred: Double, barHeight: Double, canFit: Bool,
    fitting: () -> Double
  ) -> Double? {
    let hasPreferred = preferred.isFinite && preferred > 0
    guard hasPreferred || canFit else { return nil }
    let bar = barHeight.isFinite ? max(barHeight, 0) : 0
    let height = NavigationScreen.height(preferred: preferred, fitting: fitting) + bar
    if let current, abs(height - current) <= measurementTolerance { return nil }
    return height
  }
}
