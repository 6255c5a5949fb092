#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import UIKit

  /// A plain controller sized only by Auto Layout, with no `preferredContentSize`, in a
  /// `.fitting` sheet: the sheet measures its constraints at the sheet's width and rests at
  /// their height plus the bottom inset, and the content is never laid out at zero size.
  @MainActor
  enum FittingSelfChecks {
    static var all: [SelfCheck] {
      [
        SelfCheck(
          name: "fitting: content sized by Auto Layout", rows: [heightName, zeroSizeName],
          run: autoLayoutContent)
      ]
    }

    static let heightName =
      "fitting: Auto Layout content rests at its height plus the bottom inset"
    /// The "no zero-size layout at attach" row: every layout pass of the content, from its
    /// first, has a width and a height (`DeviceCheckLayoutSizes`).
    static let zeroSizeName = "fitting: the content is never laid out at zero size"

    static func autoLayoutContent(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let screen = SelfCheckStackScreen()
      context.stage.presentBottomSheet(screen, detents: [.fitting])
      guard
        let sheet = screen.bottomSheetPresentation,
        await context.waitForRest(sheet, "the sheet to rest")
      else { return [] }
      let bottomInset = context.fittingBottomInset(of: sheet)
      let extent = sheet.sheetFrame.selfCheckExtent
      let sizes = screen.layoutSizes
      screen.dismiss(animated: false)
      guard await context.pause(0.3) else { return [] }
      return [
        DeviceCheckResult(
          name: heightName,
          measurements: [
            (
              "extent",
              DeviceCheckMeasurement(
                measured: extent, expected: Double(SelfCheckStackScreen.height) + bottomInset)
            )
          ]),
        DeviceCheckResult(name: zeroSizeName, measurements: [("viewDidLayoutSubviews", sizes)]),
      ]
    }
  }
#endif
