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
    /// The "no zero-size layout at attach" row: the content's first layout pass, and the first
    /// frame the sheet reports, have a size.
    static let zeroSizeName = "fitting: the content is never laid out at zero size"

    static func autoLayoutContent(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let screen = SelfCheckStackScreen()
      context.stage.presentBottomSheet(screen, detents: [.fitting], delegate: screen)
      guard
        let sheet = screen.bottomSheetPresentation,
        await context.waitForRest(sheet, "the sheet to rest")
      else { return [] }
      let bottomInset = context.fittingBottomInset(of: sheet)
      let extent = sheet.sheetFrame.selfCheckExtent
      let narrowest = screen.layoutWidths.min().map(Double.init)
      let first = screen.firstReportedRect
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
        DeviceCheckResult(
          name: zeroSizeName,
          measurements: [
            (
              "layout passes",
              DeviceCheckCondition(
                "viewDidLayoutSubviews never saw a zero width", observed: narrowest.map { $0 > 0 },
                otherwise: "no layout pass")
            ),
            (
              "first didMove",
              DeviceCheckCondition(
                "the first frame reported has a size",
                observed: first.map { $0.width > 0 && $0.height > 0 },
                otherwise: "no frame reported")
            ),
          ]),
      ]
    }
  }
#endif
