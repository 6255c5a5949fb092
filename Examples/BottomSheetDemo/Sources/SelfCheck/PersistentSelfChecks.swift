#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  import UIKit

  /// The persistent container: the background takes a tap above the sheet while the sheet
  /// rests at or below the detent the background stays usable up to, and not above it.
  @MainActor
  enum PersistentSelfChecks {
    static var all: [SelfCheck] {
      [
        SelfCheck(
          name: "persistent: background takes taps below the chosen detent", run: background)
      ]
    }

    static func background(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let background = UIViewController()
      background.view.backgroundColor = .systemTeal
      let container = BottomSheetContainerViewController(
        backgroundViewController: background,
        sheetViewController: SelfCheckProbeViewController(height: 200),
        configuration: .persistent(detents: [.collapsed, .medium, .large], undimmedUpTo: .medium))
      let stage = context.stage
      stage.addChild(container)
      container.view.frame = stage.view.bounds
      container.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      stage.view.addSubview(container.view)
      container.didMove(toParent: stage)

      /// Whether the view hit 40 pt above the sheet's top edge is the background's.
      func backgroundTakesTap() -> Bool {
        let bounds = container.view.bounds
        let point = CGPoint(
          x: bounds.midX, y: bounds.height - CGFloat(container.sheetFrame.extent) - 40)
        return container.view.hitTest(point, with: nil)?.isDescendant(of: background.view) == true
      }

      var conditions: [(label: String, measurement: any DeviceCheckMeasuring)] = []
      for (detent, passes) in [
        (Detent.Identifier.collapsed, true), (.medium, true), (.large, false),
      ] {
        container.selectDetent(detent, animated: true)
        guard await context.waitForRest(container, "the sheet to rest at \(detent)") else {
          return []
        }
        let statement = "the background \(passes ? "takes" : "does not take") the tap"
        conditions.append(
          ("at \(detent)", DeviceCheckCondition(statement, isMet: backgroundTakesTap() == passes)))
      }
      return [
        DeviceCheckResult(
          name: "persistent: background takes taps below the chosen detent",
          measurements: conditions)
      ]
    }
  }
#endif
