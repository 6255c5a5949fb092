#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import UIKit

  /// A `BottomSheetNavigationController` in a sheet: a screen sized in `viewDidLoad` and one
  /// sized only by Auto Layout get their heights, and a pop animates back.
  @MainActor
  enum NavigationSelfChecks {
    static var all: [SelfCheck] {
      [
        SelfCheck(
          name: "navigation: pushed heights and pop", rows: [sizedName, autoLayoutName, popName],
          run: pushAndPop)
      ]
    }

    static let sizedName = "navigation: a screen sized in viewDidLoad gets its height"
    static let autoLayoutName = "navigation: a screen sized by Auto Layout gets its height"
    static let popName = "navigation: a pop animates back"

    static let rootHeight: CGFloat = 200
    static let sizedHeight: CGFloat = 320
    static let autoLayoutHeight: CGFloat = 260

    static func pushAndPop(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let watch = SelfCheckSheetWatch()
      let navigation = BottomSheetNavigationController(
        rootViewController: SelfCheckSizedScreen(height: rootHeight))
      context.stage.presentBottomSheet(
        navigation, detents: [.fitting, .large], delegate: watch)
      guard
        let sheet = navigation.bottomSheet,
        await context.waitForRest(sheet, "the root screen to rest")
      else { return [] }
      let root = sheet.sheetFrame.selfCheckExtent

      navigation.pushViewController(SelfCheckSizedScreen(height: sizedHeight), animated: true)
      guard await context.waitForRest(sheet, "the sized screen to rest") else { return [] }
      let sized = sheet.sheetFrame.selfCheckExtent

      let autoLayout = SelfCheckAutoLayoutScreen(height: autoLayoutHeight)
      navigation.pushViewController(autoLayout, animated: true)
      guard await context.waitForRest(sheet, "the Auto Layout screen to rest") else { return [] }
      let fitted = sheet.sheetFrame.selfCheckExtent

      let framesBeforePop = watch.extents.count
      navigation.popViewController(animated: true)
      guard
        await context.waitUntil("the pop", { navigation.topViewController !== autoLayout }),
        await context.waitForRest(sheet, "the sized screen to rest again")
      else { return [] }
      let popped = sheet.sheetFrame.selfCheckExtent
      let tolerance = DeviceCheckMeasurement.defaultTolerance
      let between = watch.extents.dropFirst(framesBeforePop).filter {
        $0 > min(popped, fitted) + tolerance && $0 < max(popped, fitted) - tolerance
      }
      return [
        DeviceCheckResult(
          name: sizedName,
          measurements: [
            (
              "growth over the root",
              DeviceCheckMeasurement(
                measured: sized - root, expected: Double(sizedHeight - rootHeight))
            )
          ]),
        DeviceCheckResult(
          name: autoLayoutName,
          measurements: [
            (
              "growth over the root",
              DeviceCheckMeasurement(
                measured: fitted - root, expected: Double(autoLayoutHeight - rootHeight))
            )
          ]),
        DeviceCheckResult(
          name: popName,
          measurements: [
            ("frames between the heights", DeviceCheckTally.atLeast(2, count: between.count)),
            ("height after", DeviceCheckMeasurement(measured: popped, expected: sized)),
          ]),
      ]
    }
  }
#endif
