#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  import UIKit

  /// A plain controller sized only by Auto Layout, with no `preferredContentSize`, in a
  /// `.fitting` sheet: the sheet measures its constraints at the sheet's width and rests at
  /// their height plus the bottom inset, and the content is never laid out at zero size.
  @MainActor
  enum FittingSelfChecks {
    static var all: [SelfCheck] {
      [SelfCheck(name: "fitting: content sized by Auto Layout", run: autoLayoutContent)]
    }

    static func autoLayoutContent(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let screen = SelfCheckStackScreen()
      var callbacks = BottomSheetCallbacks()
      callbacks.didMove = { [weak screen] frame in screen?.sheetDidMove(frame) }
      context.stage.presentBottomSheet(screen, detents: [.fitting], callbacks: callbacks)
      guard
        let sheet = screen.presentationController as? BottomSheetPresentationController,
        await context.waitForRest(sheet, "the sheet to rest")
      else { return [] }
      // The bottom safe area, or a floating surface's inset where that is larger (a display
      // without a home indicator on the iOS 26 design).
      let floats = sheet.sheetFrame.surface.attachment < 1
      let bottomInset = max(
        Double(context.window?.safeAreaInsets.bottom ?? 0),
        floats ? DeviceCheckReference.floatingInset : 0)
      let extent = sheet.sheetFrame.extent
      let narrowest = screen.layoutWidths.min().map(Double.init)
      let first = screen.firstReportedRect
      screen.dismiss(animated: false)
      guard await context.pause(0.3) else { return [] }
      return [
        DeviceCheckResult(
          name: "fitting: Auto Layout content rests at its height plus the bottom inset",
          measurements: [
            (
              "extent",
              DeviceCheckMeasurement(
                measured: extent, expected: Double(SelfCheckStackScreen.height) + bottomInset)
            )
          ]),
        DeviceCheckResult(
          name: "fitting: the content is never laid out at zero size",
          measurements: [
            (
              "layout passes",
              DeviceCheckCondition(
                "viewDidLayoutSubviews never saw a zero width",
                isMet: narrowest.map { $0 > 0 } ?? false)
            ),
            (
              "first didMove",
              DeviceCheckCondition(
                "the first frame reported has a size",
                isMet: first.map { $0.width > 0 && $0.height > 0 } ?? false)
            ),
          ]),
      ]
    }
  }
#endif
