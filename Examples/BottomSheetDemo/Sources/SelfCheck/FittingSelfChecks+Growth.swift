#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import UIKit

  /// Auto Layout content that grows after it is shown: a `.fitting` sheet of a plain screen
  /// (no `preferredContentSize`) reveals a hidden row. UIKit sends
  /// `systemLayoutFittingSizeDidChange(forChildContentContainer:)` to a view controller's parent,
  /// and a presented one has none, so whether the sheet hears of it by itself is UIKit's doing:
  /// the row prints what it saw (the sheet's height 0.8 s after the reveal) without judging it,
  /// then calls `invalidateDetents()` and expects the sheet to rest at the grown height plus the
  /// bottom inset.
  extension FittingSelfChecks {
    static let growthName =
      "fitting: content that grows after it is shown, with invalidateDetents()"

    static var growthChecks: [SelfCheck] {
      [SelfCheck(name: growthName, run: grownContent)]
    }

    /// `254.0 pt`.
    static func points(_ value: Double) -> String {
      String(format: "%.1f pt", value)
    }

    static func grownContent(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let screen = SelfCheckGrowingScreen()
      context.stage.presentBottomSheet(screen, detents: [.fitting, .large])
      guard
        let sheet = screen.bottomSheetPresentation,
        await context.waitForRest(sheet, "the sheet to rest")
      else { return [] }
      let bottomInset = context.fittingBottomInset(of: sheet)
      let before = sheet.sheetFrame.selfCheckExtent
      screen.reveal()
      guard await context.pause(0.8), await context.waitForRest(sheet, "the sheet to rest again")
      else { return [] }
      let byItself = sheet.sheetFrame.selfCheckExtent
      sheet.invalidateDetents()
      guard await context.waitForRest(sheet, "the sheet to rest after invalidateDetents()") else {
        return []
      }
      let after = sheet.sheetFrame.selfCheckExtent
      screen.dismiss(animated: false)
      guard await context.pause(0.3) else { return [] }
      let grown = Double(SelfCheckGrowingScreen.grownHeight) + bottomInset
      let measurement = DeviceCheckMeasurement(measured: after, expected: grown)
      let grewByItself = abs(byItself - grown) <= DeviceCheckMeasurement.defaultTolerance
      let path =
        grewByItself
        ? "grew by itself (UIKit told the sheet)"
        : "did not grow by itself (UIKit told the sheet nothing)"
      return [
        DeviceCheckResult(
          name: growthName, verdict: measurement.verdict,
          figure: "before \(points(before)); \(path): \(points(byItself)); "
            + "after invalidateDetents() \(measurement.figure)")
      ]
    }
  }
#endif
