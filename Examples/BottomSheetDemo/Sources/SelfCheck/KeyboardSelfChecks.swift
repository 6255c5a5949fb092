#if os(iOS)
  import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import UIKit

  /// A text field inside the sheet takes the keyboard: the sheet ends above it after one
  /// settle after the keyboard's last frame change (`DeviceCheckSettles`: the predictive bar
  /// coming after the keys moves the sheet once more, and that is the keyboard's doing).
  /// Measured only against a software keyboard of real height
  /// (`DeviceCheckKeyboard.minimumVisibleHeight`): a simulator with a hardware keyboard
  /// connected, or with the keyboard minimised, shows only a bar or nothing, and the check then
  /// skips and prints what it saw. The run raises the keyboard once before the plan
  /// (`SelfCheckKeyboardWarmUp`), and where that showed no keyboard of real height these rows
  /// may skip (``softwareKeyboardRows``). The workflow also turns both off in the booted
  /// device's own keyboard preferences (belt and braces).
  @MainActor
  enum KeyboardSelfChecks {
    static let fieldName = "keyboard: the field ends above the keyboard once"

    /// The rows that measure against a software keyboard of real height and skip without one:
    /// the warm-up allows them to skip where it saw none.
    static var softwareKeyboardRows: [String] {
      [fieldName, SwiftUIBindingSelfChecks.fieldName, appDismissalName, escapeDismissalName]
    }

    static var all: [SelfCheck] {
      [SelfCheck(name: fieldName, run: fieldAboveKeyboard)]
    }

    static func fieldAboveKeyboard(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let watch = SelfCheckSheetWatch()
      let keyboardWatch = SelfCheckKeyboardWatch()
      let probe = SelfCheckProbeViewController(height: 200)
      context.stage.presentBottomSheet(probe, detents: [.fitting], delegate: watch)
      guard
        let sheet = probe.bottomSheetPresentation,
        await context.waitForRest(sheet, "the sheet to rest")
      else { return [] }
      guard let window = context.window else {
        return [.skipped(name: fieldName, because: "the stage has no window")]
      }
      // Each keyboard frame reaches the settle count in order with the sheet's frames.
      keyboardWatch.onFrame = { [weak watch] frame in
        let visible = visibleFrame(of: frame, in: window)
        watch?.settles?.recordKeyboardFrame(
          top: Double(visible.minY), height: Double(visible.height))
      }
      keyboardWatch.start()
      defer { keyboardWatch.stop() }
      watch.settles = DeviceCheckSettles(allowed: 1...1)
      let becameFirstResponder = probe.field.becomeFirstResponder()
      // Whether a keyboard shows is the machine's doing, not the sheet's: a measurement, not a
      // timeout.
      let announced = await context.holds(within: 5) { keyboardWatch.endFrame != nil }
      guard announced,
        await context.waitForRest(sheet, "the sheet to rest on the keyboard"),
        await context.pause(0.8)  // a second correction would come by now
      else {
        probe.field.resignFirstResponder()
        var keyboard = DeviceCheckKeyboard()
        if let frame = keyboardWatch.endFrame {
          let visible = visibleFrame(of: frame, in: window)
          keyboard.record(
            visibleHeight: Double(visible.height), top: Double(visible.minY), fieldBottom: .nan)
        }
        return announced
          ? [] : [DeviceCheckResult(name: fieldName, measurements: [("", keyboard)])]
      }
      var keyboard = DeviceCheckKeyboard()
      if let frame = keyboardWatch.endFrame {
        let visible = visibleFrame(of: frame, in: window)
        let fieldBottom = probe.field.convert(probe.field.bounds, to: window).maxY
        keyboard.record(
          visibleHeight: Double(visible.height), top: Double(visible.minY),
          fieldBottom: Double(fieldBottom))
      }
      let settles = watch.settles ?? DeviceCheckSettles(allowed: 1...1)
      probe.field.resignFirstResponder()
      _ = await context.holds(within: 1) { keyboardWatch.isHidden }
      guard keyboard.hasRealKeyboard else {
        // No keyboard of real height: nothing was held up to it, so the settle count means
        // nothing either.
        return [DeviceCheckResult(name: fieldName, measurements: [("", keyboard)])]
      }
      return [
        DeviceCheckResult(
          name: fieldName,
          measurements: [
            (
              "first responder",
              DeviceCheckCondition("the field took focus", isMet: becameFirstResponder)
            ),
            ("", keyboard),
            ("sheet", settles),
            (
              "keyboard notifications (will show, will change frame)",
              DeviceCheckTally.atLeast(1, count: keyboardWatch.notifications)
            ),
          ])
      ]
    }

    /// The part of the keyboard's end frame (screen coordinates) inside `window`, in the window's
    /// coordinates: a minimised keyboard announces a full-height frame mostly below the screen.
    static func visibleFrame(of keyboard: CGRect, in window: UIWindow) -> CGRect {
      let frame = window.convert(keyboard, from: window.screen.coordinateSpace)
      let visible = frame.intersection(window.bounds)
      return visible.isNull ? CGRect(x: 0, y: window.bounds.maxY, width: 0, height: 0) : visible
    }
  }
#endif
