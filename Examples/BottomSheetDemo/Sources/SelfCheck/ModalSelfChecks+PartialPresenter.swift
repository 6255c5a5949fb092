#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import UIKit

  /// A presenter that does not fill the window (a form sheet: a card below the top on a phone,
  /// centred on a pad) presents an undimmed sheet (`Dimming.clear`): a touch outside the
  /// presenter's view, where the sheet is not, goes where it went before the sheet came (the
  /// window's hit-test there, taken first), not to the sheet's container. The core's
  /// `TouchPassThrough` decides; a window with no room outside the presenter skips.
  extension ModalSelfChecks {
    static let partialPresenterName =
      "modal: outside a partial-screen presenter, the screen behind gets the touch"

    static var partialPresenterChecks: [SelfCheck] {
      [SelfCheck(name: partialPresenterName, run: partialPresenterBackground)]
    }

    static func partialPresenterBackground(_ context: SelfCheckContext) async
      -> [DeviceCheckResult]
    {
      let presenter = UIViewController()
      presenter.view.backgroundColor = .secondarySystemBackground
      presenter.modalPresentationStyle = .formSheet
      context.stage.present(presenter, animated: true)
      guard
        await context.waitUntil(
          "the form sheet to be presented",
          { presenter.presentingViewController != nil && presenter.transitionCoordinator == nil }),
        await context.pause(0.2)
      else { return [] }
      guard let window = context.window else {
        return [.skipped(name: partialPresenterName, because: "the stage has no window")]
      }
      guard let point = pointOutside(presenter.view, in: window) else {
        presenter.dismiss(animated: false)
        return [
          .skipped(
            name: partialPresenterName, because: "the form sheet fills the window on this device")
        ]
      }
      let before = window.hitTest(point, with: nil)

      var configuration = BottomSheetConfiguration.fitting
      configuration.engine.dimming = .clear
      let content = SelfCheckProbeViewController(height: 120)
      presenter.presentBottomSheet(content, configuration: configuration)
      guard let sheet = content.bottomSheetPresentation,
        await context.waitForRest(sheet, "the sheet to rest")
      else { return [] }
      let after = window.hitTest(point, with: nil)
      let onSheet = after.map { $0.isDescendant(of: content.view) } ?? false
      let name: (UIView?) -> String = { $0.map { String(describing: type(of: $0)) } ?? "nothing" }
      let result = DeviceCheckResult(
        name: partialPresenterName,
        measurements: [
          (
            "hit at (\(Int(point.x)), \(Int(point.y)))",
            DeviceCheckCondition(
              "the view hit is the one hit before the sheet (\(name(before))), got \(name(after))",
              observed: before == nil ? nil : after === before && !onSheet,
              otherwise: "nothing took a touch there before the sheet")
          )
        ])
      // One dismissal at a time: the form sheet is dismissed once the sheet it presents is gone.
      content.dismiss(animated: false)
      guard
        await context.waitUntil("the sheet to leave", { content.presentingViewController == nil })
      else { return [result] }
      presenter.dismiss(animated: false)
      _ = await context.waitUntil(
        "the form sheet to leave", { presenter.presentingViewController == nil })
      return [result]
    }

    /// A point in `window` outside `view`'s frame, with room around it: above the view on a
    /// phone (a form sheet is a card below the top), left of it on a pad (a centred card); nil
    /// when the view leaves too little room.
    static func pointOutside(_ view: UIView, in window: UIWindow) -> CGPoint? {
      let frame = view.convert(view.bounds, to: window)
      let room: CGFloat = 16
      if frame.minY - window.bounds.minY >= room {
        return CGPoint(x: frame.midX, y: (window.bounds.minY + frame.minY) / 2)
      }
      if frame.minX - window.bounds.minX >= room {
        return CGPoint(x: (window.bounds.minX + frame.minX) / 2, y: frame.midY)
      }
      return nil
    }
  }
#endif
