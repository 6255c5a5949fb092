#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  import UIKit

  /// A text field inside the sheet takes the keyboard: the sheet ends above it after one
  /// settle. On a simulator the software keyboard shows only with the hardware keyboard
  /// disconnected (the workflow turns `ConnectHardwareKeyboard` off).
  @MainActor
  enum KeyboardSelfChecks {
    static var all: [SelfCheck] {
      [SelfCheck(name: "keyboard: the field ends above the keyboard once", run: fieldAboveKeyboard)]
    }

    static func fieldAboveKeyboard(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let watch = SelfCheckSheetWatch()
      let keyboard = SelfCheckKeyboardWatch()
      let probe = SelfCheckProbeViewController(height: 200)
      context.stage.presentBottomSheet(probe, detents: [.fitting], callbacks: watch.callbacks())
      guard
        let sheet = probe.presentationController as? BottomSheetPresentationController,
        await context.waitForRest(sheet, "the sheet to rest")
      else { return [] }
      keyboard.start()
      defer { keyboard.stop() }
      watch.settles = DeviceCheckSettles(allowed: 1...1)
      let becameFirstResponder = probe.field.becomeFirstResponder()
      guard
        await context.waitUntil(
          "the keyboard (a simulator with its hardware keyboard connected shows none)",
          { keyboard.endFrame != nil }),
        await context.waitForRest(sheet, "the sheet to rest on the keyboard"),
        await context.pause(0.8)  // a second correction would come by now
      else { return [] }
      var fieldBottom = Double.nan
      var keyboardTop = Double.nan
      if let window = context.window, let frame = keyboard.endFrame {
        fieldBottom = Double(probe.field.convert(probe.field.bounds, to: window).maxY)
        keyboardTop = Double(window.convert(frame, from: window.screen.coordinateSpace).minY)
      }
      let settles = watch.settles ?? DeviceCheckSettles(allowed: 1...1)
      probe.field.resignFirstResponder()
      _ = await context.holds(within: 1) { keyboard.isHidden }
      return [
        DeviceCheckResult(
          name: "keyboard: the field ends above the keyboard once",
          measurements: [
            (
              "first responder",
              DeviceCheckCondition("the field took focus", isMet: becameFirstResponder)
            ),
            ("field bottom", DeviceCheckMeasurement(measured: fieldBottom, atMost: keyboardTop)),
            ("sheet", settles),
            ("keyboard notifications", DeviceCheckTally.atLeast(1, count: keyboard.notifications)),
          ])
      ]
    }
  }
#endif
