#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import QuartzCore
  import UIKit

  /// A rotation from rest at `.large`: the device turns to landscape, a sheet rests at `.large`
  /// there (no recession: the container is wide), and the device turns back to portrait while
  /// the presenter's transform, as drawn (its presentation layer's), is read on every display
  /// frame and stamped when read. The rules' `DeviceCheckRotationRecession` decides:
  /// the scale monotonic, during the rotation no faster than its pace (from the duration UIKit
  /// announced), and at its end no step over 0.02 in scale or 3 pt in vertical offset (the bug it
  /// catches is a presenter that stays full size and snaps to 0.92 as the rotation ends).
  @MainActor
  enum RotationSelfChecks {
    static let followsName =
      "rotation: the presenter follows a rotation at .large, monotonic, no step at the end"

    static var all: [SelfCheck] {
      [
        SelfCheck(
          name: "rotation: the presenter follows a rotation from rest", rows: [followsName],
          run: followsRotation)
      ]
    }

    /// How long the frames are read after asking for portrait, in seconds: the rotation (about
    /// 0.3 s on a phone) and the sheet's move to its new extent, with room for the request to
    /// start.
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

      let sampler = PresenterFrameSampler(view: stage.view)
      let asked = CACurrentMediaTime()
      sampler.start()
      turn(scene, stage, to: .portrait)
      let sampled = await context.pause(sampling)
      sampler.stop()
      guard sampled else { return [] }
      var rotation = sampler.rotation
      if let transition = (stage as? SelfCheckStageViewController)?.lastSizeTransition,
        transition.start >= asked
      {
        rotation.recordRotation(start: transition.start, duration: transition.duration)
      }
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
  }

  /// Reads a view's transform as drawn (its presentation layer's) on every display frame,
  /// stamped when read. The link holds the sampler until ``stop()``.
  @MainActor
  final class PresenterFrameSampler: NSObject {
    /// The frames read so far.
    private(set) var rotation = DeviceCheckRotationRecession()
    private weak var view: UIView?
    private var link: CADisplayLink?

    init(view: UIView) {
      self.view = view
      super.init()
    }

    func start() {
      guard link == nil else { return }
      let newLink = CADisplayLink(target: self, selector: #selector(tick(_:)))
      newLink.add(to: .main, forMode: .common)
      link = newLink
    }

    func stop() {
      link?.invalidate()
      link = nil
    }

    /// The scale is the length of the transform's first column; the vertical offset its `ty`
    /// (`m42`), in points.
    @objc private func tick(_ link: CADisplayLink) {
      guard let view else {
        stop()
        return
      }
      // Stamped when read, on the same clock as the link (`CACurrentMediaTime`): the
      // presentation layer is the animation's state at the moment it is asked, and a late
      // callback on a busy machine asks it well after the link's timestamp.
      let transform = (view.layer.presentation() ?? view.layer).transform
      rotation.record(
        time: CACurrentMediaTime(),
        scale: Double((transform.m11 * transform.m11 + transform.m12 * transform.m12).squareRoot()),
        offset: Double(transform.m42))
    }
  }
#endif
