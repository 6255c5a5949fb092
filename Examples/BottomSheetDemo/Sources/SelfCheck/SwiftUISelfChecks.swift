#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import SwiftUI
  import UIKit

  /// The SwiftUI wrapper: the binding dismisses and agrees, an item change replaces the sheet,
  /// an environment object reaches the content, `.fitting` counts the bottom safe area once,
  /// and `@BottomSheetDismiss` dismisses only the sheet.
  @MainActor
  enum SwiftUISelfChecks {
    static var all: [SelfCheck] {
      [
        SelfCheck(
          name: "swiftui: isPresented, environment, fitting",
          rows: [bindingName, environmentName, fittingName], run: isPresented),
        SelfCheck(name: itemName, run: item),
        SelfCheck(name: dismissName, run: sheetDismiss),
      ]
    }

    static let bindingName = "swiftui: isPresented = false dismisses and the binding agrees"
    static let environmentName = "swiftui: an environment object reaches the content"
    static let fittingName =
      "swiftui: a .fitting sheet is the content plus the bottom safe area once"
    static let itemName = "swiftui: an item change replaces the sheet"
    static let dismissName = "swiftui: @BottomSheetDismiss dismisses only the sheet"

    /// The content's height, in points.
    static let contentHeight: CGFloat = 240

    /// Embeds `view` in the stage, full size.
    static func embed(_ view: some View, in stage: UIViewController) {
      let host = UIHostingController(rootView: view)
      stage.addChild(host)
      host.view.frame = stage.view.bounds
      host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      stage.view.addSubview(host.view)
      host.didMove(toParent: stage)
    }

    static func isPresented(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let model = SelfCheckSwiftUIModel()
      embed(SelfCheckPresenterScreen(model: model), in: context.stage)
      guard await context.pause(0.2) else { return [] }
      model.isPresented = true
      guard
        await context.waitUntil("the sheet", { context.presentedSheet != nil }),
        let sheet = context.presentedSheet,
        await context.waitForRest(sheet, "the sheet to rest")
      else { return [] }
      let bottomInset = context.fittingBottomInset(of: sheet)
      let height = sheet.sheetFrame.selfCheckExtent
      model.isPresented = false
      guard
        await context.waitUntil("the sheet to leave", { context.presentedSheet == nil }),
        await context.pause(0.5)
      else { return [] }
      // Half a second after: nothing wrote the binding back or put a sheet up again.
      let settled = !model.isPresented && context.presentedSheet == nil
      return [
        DeviceCheckResult(
          name: bindingName,
          measurements: [
            (
              "binding",
              DeviceCheckCondition(
                "0.5 s after, isPresented still false and no sheet up", isMet: settled)
            ),
            ("onDismiss", DeviceCheckTally(allowed: 1...1, count: model.dismissals)),
          ]),
        DeviceCheckResult(
          name: environmentName,
          measurements: [
            ("", DeviceCheckCondition("the content read it", isMet: model.token.seenInSheet))
          ]),
        DeviceCheckResult(
          name: fittingName,
          measurements: [
            (
              "extent",
              DeviceCheckMeasurement(
                measured: height, expected: Double(contentHeight) + bottomInset)
            )
          ]),
      ]
    }

    static func item(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let model = SelfCheckSwiftUIModel()
      embed(SelfCheckItemScreen(model: model), in: context.stage)
      guard await context.pause(0.2) else { return [] }
      model.item = SelfCheckItem(id: 1)
      guard
        await context.waitUntil("the first item's sheet", { context.presentedSheet != nil }),
        let first = context.presentedSheet,
        await context.waitForRest(first, "the first sheet to rest")
      else { return [] }
      model.item = SelfCheckItem(id: 2)
      guard
        await context.waitUntil(
          "the second item's sheet",
          { context.presentedSheet.map { $0 !== first } ?? false && model.shownItems.last == 2 }),
        let second = context.presentedSheet,
        await context.waitForRest(second, "the second sheet to rest")
      else { return [] }
      let replaced = second !== first
      let dismissalsAfterReplacing = model.dismissals
      model.item = nil
      guard await context.waitUntil("the sheet to leave", { context.presentedSheet == nil }) else {
        return []
      }
      return [
        DeviceCheckResult(
          name: itemName,
          measurements: [
            ("", DeviceCheckCondition("a new sheet for item 2", isMet: replaced)),
            (
              "shown",
              DeviceCheckCondition(
                "items shown \(model.shownItems)", isMet: model.shownItems.suffix(2) == [1, 2])
            ),
            (
              "onDismiss of the first",
              DeviceCheckTally(allowed: 1...1, count: dismissalsAfterReplacing)
            ),
          ])
      ]
    }

    /// The presenter is itself presented (full screen, a system presentation): the sheet's
    /// own dismiss must take the bottom sheet away and leave that presentation alone.
    static func sheetDismiss(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let model = SelfCheckSwiftUIModel()
      let host = UIHostingController(rootView: SelfCheckPresenterScreen(model: model))
      host.modalPresentationStyle = .fullScreen
      context.stage.present(host, animated: false)
      guard await context.pause(0.3) else { return [] }
      model.isPresented = true
      guard
        await context.waitUntil("the sheet", { context.presentedSheet != nil }),
        let sheet = context.presentedSheet,
        await context.waitForRest(sheet, "the sheet to rest")
      else { return [] }
      model.dismissRequests.send()
      guard
        await context.waitUntil("the sheet to leave", { context.presentedSheet == nil }),
        await context.pause(0.5)
      else { return [] }
      let hostStays = host.presentingViewController != nil && host.view.window != nil
      return [
        DeviceCheckResult(
          name: dismissName,
          measurements: [
            (
              "presenter",
              DeviceCheckCondition("the presenter's own presentation stays", isMet: hostStays)
            ),
            (
              "binding",
              DeviceCheckCondition("isPresented written false", isMet: !model.isPresented)
            ),
            ("onDismiss", DeviceCheckTally(allowed: 1...1, count: model.dismissals)),
          ])
      ]
    }
  }
#endif
