#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import UIKit

  /// A floating sheet (the iOS 26 surface, asked for with `.floating` so the check runs on every
  /// system) presenting to `.medium`: the surface the device draws, the view that clips the
  /// sheet, is the resting card moved down while the sheet is below `.medium` (its bottom edge
  /// the depth less the 8 pt floating inset below the screen's, `.medium`'s height): it slides
  /// in, it does not grow out of a line above the screen's edge. The core's
  /// `DeviceCheckSurfaceSlide` decides, and counts only the frames deep enough to decide
  /// (more than 8.5 pt below the detent).
  @MainActor
  enum FloatingCardSelfChecks {
    static let slideName =
      "floating: the surface's bottom edge is below the screen while presenting"

    static var all: [SelfCheck] {
      [
        SelfCheck(
          name: "floating: the card slides in from below the screen", rows: [slideName],
          run: slideIn)
      ]
    }

    /// What the device drew: the surface's bottom edge and height in the window on each frame,
    /// with the extent of the frame drawn. `didMove` reports a frame before the sheet's views
    /// show it, so the views it finds show the frame reported before.
    @MainActor
    final class Recorder: BottomSheetDelegate {
      weak var content: UIViewController?
      private var drawnExtent: Double?
      private(set) var seen: [(bottom: Double, height: Double, extent: Double)] = []

      func bottomSheet(_ sheet: any BottomSheetControlling, didMoveTo frame: SheetFrame) {
        if let extent = drawnExtent, let surface = surfaceInWindow() {
          seen.append((Double(surface.maxY), Double(surface.height), extent))
        }
        drawnExtent = frame.selfCheckExtent
      }

      /// The rect, in the window, of the view that clips the sheet to its surface: the
      /// content's view sits in the sheet's content view, which sits in it.
      func surfaceInWindow() -> CGRect? {
        guard let view = content?.viewIfLoaded, let clip = view.superview?.superview else {
          return nil
        }
        return clip.convert(clip.bounds, to: nil)
      }
    }

    static func slideIn(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      guard let window = context.window else {
        context.giveUp("no window")
        return []
      }
      let content = SelfCheckProbeViewController(height: 200)
      let recorder = Recorder()
      recorder.content = content
      var configuration = BottomSheetConfiguration(
        engine: SheetConfiguration(detents: [.medium, .large]))
      configuration.surfaceStyle = .floating
      context.stage.presentBottomSheet(
        content, configuration: configuration, delegate: recorder, animated: true)
      guard let sheet = content.bottomSheetPresentation,
        await context.waitForRest(sheet, "the sheet to rest at .medium")
      else { return [] }
      var slide = DeviceCheckSurfaceSlide(screenHeight: Double(window.bounds.height))
      let lowest = sheet.sheetFrame.selfCheckExtent
      for sample in recorder.seen {
        slide.record(
          surfaceBottom: sample.bottom, surfaceHeight: sample.height,
          belowLowestDetentBy: lowest - sample.extent)
      }
      slide.restingHeight = recorder.surfaceInWindow().map { Double($0.height) }
      content.dismiss(animated: true)
      guard
        await context.waitUntil("the sheet to leave", { content.presentingViewController == nil })
      else { return [] }
      return [DeviceCheckResult(name: slideName, measurements: [("", slide)])]
    }
  }
#endif
