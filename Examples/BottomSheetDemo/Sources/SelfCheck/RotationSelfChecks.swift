#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import QuartzCore
  import UIKit

  /// A rotation from rest at `.large`: the device turns to landscape, a sheet rests at `.large`
  /// there (no recession: the container is wide), and the device turns back to portrait while
  /// the presenter's scale, as drawn (its presentation layer's), is read on every frame. The
  /// rules' `DeviceCheckRotationRecession` decides: monotonic, no step over 0.02 (the bug it
  /// catches is a presenter that stays full size and snaps to 0.92 as the rotation ends).
  @MainActor
  enum RotationSelfChecks {
    static let followsName =
      "rotation: the presenter's scale follows a rotation at .large, monotonic, no step over 0.02"

    static var all: [SelfCheck] {
      [
        SelfCheck(
          name: "rotation: the presenter follows a rotation from rest", rows: [followsName],
          run: followsRotation)
      ]
    }

    /// How long the frames are read after asking for portrait, in seconds: the rotation (0.4 s)
    /// and the sheet's move to its new extent, with room for the request to start.
    static let sampling: Double = 2

    static func followsRotation(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      guard #available(iOS 16.0, *) else {
        return [
          .skipped(
            name: followsName, because: "turning the device needs iOS 16's requestGeometryUpdate")
        ]
      }
      let stage = context.stage
      guard let window = context.window, let scene = window.windowScene else {
        return [.skipped(name: followsName, because: "the stage has no window scene")]
      }
      func isLandscape() -> Bool { window.bounds.width > window.bounds.height }
      turn(scene, stage, to: .landscapeRight)
      guard await context.holds(within: 3, isLandscape) else {
        return [
          .skipped(
            name: followsName,
            because: "the device did not turn to landscape (orientation lock, split view or "
              + "Stage Manager)")
        ]
      }
      let content = SelfCheckProbeViewController(height: 300)
      stage.presentBottomSheet(content, detents: [.medium, .large])
      guard
        await context.waitUntil("the sheet", { content.bottomSheetPresentation != nil }),
        let sheet = content.bottomSheetPresentation,
        await context.waitForRest(sheet, "the sheet to rest at .medium")
      else { return [] }
      sheet.selectDetent(.large, animated: false)
      guard await context.waitForRest(sheet, "the sheet to rest at .large") else { return [] }

      var rotation = DeviceCheckRotationRecession()
      turn(scene, stage, to: .portrait)
      guard
        await context.everyFrame(
          for: sampling, { rotation.record(scale: drawnScale(of: stage.view)) })
      else { return [] }
      let compact = Double(window.bounds.width) <= DeviceCheckReference.wideContainerThreshold
      content.dismiss(animated: false)
      guard await context.waitUntil("the dismissal", { content.presentingViewController == nil })
      else { return [] }
      guard compact else {
        return [
          .skipped(
            name: followsName,
            because: "the container is wide in portrait too: there is no recession to follow")
        ]
      }
      return [DeviceCheckResult(name: followsName, measurements: [("", rotation)])]
    }

    /// Asks the scene to turn to `orientation`. Whether it did shows in the window's bounds (a
    /// refusal, under an orientation lock or in a split view, only reports an error).
    @available(iOS 16.0, *)
    static func turn(
      _ scene: UIWindowScene, _ stage: UIViewController, to orientation: UIInterfaceOrientationMask
    ) {
      stage.setNeedsUpdateOfSupportedInterfaceOrientations()
      scene.requestGeometryUpdate(.iOS(interfaceOrientations: orientation))
    }

    /// The scale `view` is drawn at: its presentation layer's, which shows the rotation's
    /// animation, as the length of its transform's first column.
    static func drawnScale(of view: UIView) -> Double {
      let transform = (view.layer.presentation() ?? view.layer).transform
      return Double((transform.m11 * transform.m11 + transform.m12 * transform.m12).squareRoot())
    }
  }
#endif
