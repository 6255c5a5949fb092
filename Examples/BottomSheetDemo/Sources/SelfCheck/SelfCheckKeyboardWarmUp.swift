#if os(iOS)
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import QuartzCore
  import UIKit

  /// Raises the software keyboard once before the plan runs, on a plain field on the stage (no
  /// sheet), until the core's `DeviceCheckKeyboardWarmUp` says it has settled or its deadline
  /// has passed, then lowers it: a freshly booted simulator's first keyboard, its predictive bar
  /// and any first-use tip come here, not during a keyboard row. Measures only; the core
  /// decides when it is done and which rows may skip.
  @MainActor
  enum SelfCheckKeyboardWarmUp {
    static func run(on stage: UIViewController) async -> DeviceCheckKeyboardWarmUp {
      var warmUp = DeviceCheckKeyboardWarmUp()
      guard let window = stage.view.window else {
        warmUp.recordFocus(false)
        return warmUp
      }
      let field = UITextField(
        frame: CGRect(x: 20, y: stage.view.safeAreaInsets.top + 80, width: 240, height: 44))
      field.borderStyle = .roundedRect
      field.placeholder = "Keyboard warm-up"
      stage.view.addSubview(field)
      defer { field.removeFromSuperview() }
      let watch = SelfCheckKeyboardWatch()
      watch.start()
      defer { watch.stop() }
      let start = CACurrentMediaTime()
      warmUp.recordFocus(field.becomeFirstResponder())
      var taken = 0
      // The warm-up's own deadline (the core's), not a check's: nothing waits on the context.
      let context = SelfCheckContext(
        stage: stage, timeout: DeviceCheckKeyboardWarmUp.deadline + 5)
      _ = await context.waitUntil("the keyboard to settle") {
        for (frame, at) in watch.announced.dropFirst(taken) {
          let visible = KeyboardSelfChecks.visibleFrame(of: frame, in: window)
          warmUp.recordKeyboard(
            top: Double(visible.minY), height: Double(visible.height), at: at - start)
        }
        taken = watch.announced.count
        return warmUp.isDone(at: CACurrentMediaTime() - start)
      }
      field.resignFirstResponder()
      _ = await SelfCheckContext(stage: stage, timeout: 3).holds(within: 2) { watch.isHidden }
      return warmUp
    }
  }
#endif
