#if os(iOS)
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import QuartzCore
  import UIKit

  /// A field inside the sheet is editing when the sheet is dismissed, by the app and by the
  /// accessibility escape: editing ends as the dismissal begins (the core's `DismissalEditing`),
  /// so the keyboard begins to leave with it and is down by the time the sheet is gone, instead
  /// of staying up until UIKit removes the sheet's views. Without a software keyboard of real
  /// height (`DeviceCheckKeyboard.minimumVisibleHeight`) the keyboard's timing is not measured
  /// and skips; the field's first responder is measured anyway, ``editingEndLatency`` after the
  /// dismissal began, while the field is still in the window (once the sheet is gone UIKit has
  /// taken it out, and a field out of a window is never first responder, so a look then proves
  /// nothing).
  extension KeyboardSelfChecks {
    static let appDismissalName = "keyboard: the keyboard leaves with a sheet the app dismisses"
    static let escapeDismissalName =
      "keyboard: the keyboard leaves with a sheet the escape gesture dismisses"
    /// The limits, the core's (`DeviceCheckKeyboardDismissal`).
    static let keyboardLeaveLatency = DeviceCheckKeyboardDismissal.leaveLatency
    static let editingEndLatency = DeviceCheckKeyboardDismissal.editingEndLatency

    static var dismissalChecks: [SelfCheck] {
      [
        SelfCheck(
          name: "keyboard: the keyboard leaves with the sheet",
          rows: [appDismissalName, escapeDismissalName], run: keyboardLeavesWithSheet)
      ]
    }

    static func keyboardLeavesWithSheet(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      var results: [DeviceCheckResult] = []
      let routes: [(String, @MainActor (SelfCheckProbeViewController) -> Void)] = [
        (appDismissalName, { $0.bottomSheetPresentation?.dismiss(animated: true) }),
        (escapeDismissalName, { escape(from: $0.field) }),
      ]
      for (name, dismiss) in routes {
        guard let result = await keyboardLeaves(context, name: name, dismiss: dismiss) else {
          break
        }
        results.append(result)
      }
      return results
    }

    /// VoiceOver's escape gesture as VoiceOver routes it: to the focused element, then up its
    /// ancestors until one handles it (the sheet's chrome does).
    static func escape(from view: UIView) {
      var current: UIView? = view
      while let candidate = current, !candidate.accessibilityPerformEscape() {
        current = candidate.superview
      }
    }

    static func keyboardLeaves(
      _ context: SelfCheckContext, name: String,
      dismiss: @MainActor (SelfCheckProbeViewController) -> Void
    ) async -> DeviceCheckResult? {
      let probe = SelfCheckProbeViewController(height: 200)
      context.stage.presentBottomSheet(probe, detents: [.fitting])
      guard let sheet = probe.bottomSheetPresentation,
        await context.waitForRest(sheet, "the sheet to rest")
      else { return nil }
      guard let window = context.window else {
        return .skipped(name: name, because: "the stage has no window")
      }
      let keyboardWatch = SelfCheckKeyboardWatch()
      let hideClock = KeyboardHideClock()
      keyboardWatch.start()
      hideClock.start()
      defer {
        keyboardWatch.stop()
        hideClock.stop()
      }
      let focused = probe.field.becomeFirstResponder()
      let announced = await context.holds(within: 5) { keyboardWatch.endFrame != nil }
      if announced {
        guard await context.waitForRest(sheet, "the sheet to rest on the keyboard") else {
          return nil
        }
      }
      let visible = keyboardWatch.endFrame.map { visibleFrame(of: $0, in: window) }
      let hasRealKeyboard =
        Double(visible?.height ?? 0) >= DeviceCheckKeyboard.minimumVisibleHeight
      hideClock.reset()
      let began = CACurrentMediaTime()
      dismiss(probe)
      guard await context.pause(editingEndLatency) else { return nil }
      let editingAt = CACurrentMediaTime() - began
      let inWindow = probe.field.window != nil
      let stillEditing = probe.field.isFirstResponder
      guard
        await context.waitUntil("the sheet to be gone", { probe.presentingViewController == nil })
      else { return nil }
      let gone = CACurrentMediaTime()
      if probe.field.isFirstResponder { probe.field.resignFirstResponder() }
      _ = await context.holds(within: 1) { keyboardWatch.isHidden }
      let noKeyboard = "no software keyboard of real height appeared"
      let leftAt = hideClock.announcedAt.map { $0 - began }
      let downAt = hideClock.announcedAt.map { $0 + hideClock.duration - began }
      let goneAt = gone - began
      return DeviceCheckResult(
        name: name,
        measurements: [
          ("focus", DeviceCheckCondition("the field took focus", isMet: focused)),
          (
            "editing",
            DeviceCheckCondition(
              "the field was not first responder \(editingEndLatency) s after the dismissal began"
                + " (looked at \(seconds(editingAt)))",
              observed: focused && inWindow ? !stillEditing : nil,
              otherwise: focused
                ? "the field had left the window by then (the sheet was gone)"
                : "the field never took focus")
          ),
          (
            "leaves",
            DeviceCheckCondition(
              "the keyboard announced it leaves within \(keyboardLeaveLatency) s of the dismissal"
                + " (at \(seconds(leftAt)))",
              observed: hasRealKeyboard
                ? DeviceCheckKeyboardDismissal.announcedLeavingInTime(at: leftAt) : nil,
              otherwise: noKeyboard)
          ),
          (
            "down",
            DeviceCheckCondition(
              "the keyboard was down (at \(seconds(downAt))) when the sheet was gone"
                + " (at \(seconds(goneAt)))",
              observed: hasRealKeyboard
                ? DeviceCheckKeyboardDismissal.isDownInTime(at: downAt, sheetGoneAt: goneAt) : nil,
              otherwise: noKeyboard)
          ),
        ])
    }

    /// `0.123 s` after the dismissal began, or `never`.
    static func seconds(_ value: Double?) -> String {
      guard let value else { return "never" }
      return "\(String(format: "%.3f", value)) s"
    }
  }

  /// When the keyboard last announced that it leaves, and how long it said it takes.
  @MainActor
  private final class KeyboardHideClock: NSObject {
    /// `CACurrentMediaTime()` at the last will-hide since ``reset()``; nil before one.
    private(set) var announcedAt: CFTimeInterval?
    /// The leaving keyboard's animation duration, in seconds.
    private(set) var duration: Double = 0

    func start() {
      NotificationCenter.default.addObserver(
        self, selector: #selector(willHide(_:)), name: UIResponder.keyboardWillHideNotification,
        object: nil)
    }

    func stop() {
      NotificationCenter.default.removeObserver(self)
    }

    func reset() {
      announcedAt = nil
      duration = 0
    }

    @objc private func willHide(_ notification: Notification) {
      announcedAt = CACurrentMediaTime()
      duration =
        (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
        .doubleValue ?? 0
    }
  }
#endif
