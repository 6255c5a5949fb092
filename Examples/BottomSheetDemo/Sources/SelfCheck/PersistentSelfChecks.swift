#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import UIKit

  /// The persistent container: the background takes a touch above the sheet while the sheet
  /// rests at or below the detent the background stays usable up to, and not above it; and the
  /// sheet's content, attached as the container appears, is never laid out at zero size.
  @MainActor
  enum PersistentSelfChecks {
    static let backgroundName = "persistent: background takes taps below the chosen detent"
    /// The "no zero-size layout at attach" row for the container.
    static let attachName = "persistent: the sheet's content is never laid out at zero size"

    static var all: [SelfCheck] {
      [
        SelfCheck(
          name: "persistent: background and attach", rows: [backgroundName, attachName],
          run: background)
      ]
    }

    static func background(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let background = UIViewController()
      background.view.backgroundColor = .systemTeal
      let probe = SelfCheckProbeViewController(height: 200)
      let container = BottomSheetContainerViewController(
        backgroundViewController: background,
        sheetViewController: probe,
        configuration: .persistent(
          detents: [.collapsed, .medium, .large], largestUndimmedDetent: .medium))
      context.embedFillingStage(container)

      // The touch goes inside the window at every size: 40 pt above the sheet, or halfway to the
      // window's top where there is less room (a `.large` sheet on a 375 × 667 phone leaves about
      // 30 pt, so a fixed 40 pt would leave the window and "blocked" would pass untested).
      var reach = DeviceCheckBackgroundReach()
      for (detent, expected) in [
        (Detent.Identifier.collapsed, true), (.medium, true), (.large, false),
      ] {
        container.selectDetent(detent, animated: true)
        guard await context.waitForRest(container, "the sheet to rest at \(detent)") else {
          return []
        }
        guard
          let point = context.pointAbove(
            extent: container.sheetFrame.selfCheckExtent, in: container.view)
        else {
          reach.recordUnmeasured(detent: "\(detent)")
          continue
        }
        let hit = container.view.hitTest(point, with: nil)
        reach.record(
          detent: "\(detent)", reached: hit?.isDescendant(of: background.view) == true,
          expected: expected)
      }
      var sizes = DeviceCheckLayoutSizes()
      for size in probe.layoutSizes {
        sizes.record(width: Double(size.width), height: Double(size.height))
      }
      return [
        DeviceCheckResult(name: backgroundName, measurements: [("", reach)]),
        DeviceCheckResult(name: attachName, measurements: [("viewDidLayoutSubviews", sizes)]),
      ]
    }
  }
#endif
