#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import QuartzCore
  import UIKit

  /// What a running check uses: the full-screen stage it presents from, and waits that give up
  /// at the check's deadline instead of hanging.
  @MainActor
  final class SelfCheckContext {
    /// The full-screen view controller the check presents its sheets from and embeds its
    /// containers in.
    let stage: UIViewController
    /// What the check was waiting for when its deadline passed; nil while it has time left.
    private(set) var timedOutWaiting: String?
    /// Why the check stopped before measuring everything: a timeout, or what ``giveUp(_:)``
    /// was told. The runner reports each result the check did not return as SKIP with it.
    private(set) var interruption: String?
    /// What the check reported without judging it (``report(_:)``), in order: the runner
    /// prints these after the check's results, outside the plan.
    private(set) var reports: [DeviceCheckReport] = []
    private let timeout: Double
    private let deadline: CFTimeInterval

    init(stage: UIViewController, timeout: Double) {
      self.stage = stage
      self.timeout = timeout
      deadline = CACurrentMediaTime() + timeout
    }

    /// Stops the check for want of something it needs (a window, a keyboard): every wait after
    /// this answers false at once, and the results not returned skip with `reason`.
    func giveUp(_ reason: String) {
      if interruption == nil { interruption = reason }
      if timedOutWaiting == nil { timedOutWaiting = reason }
    }

    /// Reports a figure nothing promises (`DeviceCheckReport`): printed, never counted.
    func report(_ report: DeviceCheckReport) {
      reports.append(report)
    }

    /// The stage's window.
    var window: UIWindow? { stage.view.window }

    /// Embeds `child` in the stage, filling it (the stage removes its children after the check).
    func embedFillingStage(_ child: UIViewController) {
      stage.addChild(child)
      child.view.frame = stage.view.bounds
      child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      stage.view.addSubview(child.view)
      child.didMove(toParent: stage)
    }

    /// Waits until `condition` holds, looking once per frame. At the check's deadline it gives
    /// up, notes `what` it waited for, and answers false (as does every wait after it).
    func waitUntil(_ what: String, _ condition: () -> Bool) async -> Bool {
      while !condition() {
        guard timedOutWaiting == nil, CACurrentMediaTime() < deadline, !Task.isCancelled else {
          if timedOutWaiting == nil {
            timedOutWaiting = what
            interruption = DeviceCheckResult.timeoutReason(after: timeout, waitingFor: what)
          }
          return false
        }
        await Self.nextFrame()
      }
      return true
    }

    /// Lets `seconds` pass while the run loop turns; false if the deadline came first.
    func pause(_ seconds: Double) async -> Bool {
      let end = CACurrentMediaTime() + seconds
      return await waitUntil("\(seconds) s to pass") { CACurrentMediaTime() >= end }
    }

    /// Whether `condition` comes to hold within `seconds`: a measurement, not a timeout.
    func holds(within seconds: Double, _ condition: () -> Bool) async -> Bool {
      let end = CACurrentMediaTime() + seconds
      while !condition() {
        guard CACurrentMediaTime() < end, CACurrentMediaTime() < deadline else { return false }
        await Self.nextFrame()
      }
      return true
    }

    /// Runs `body` once per frame for `seconds`; false if the deadline came first.
    func everyFrame(for seconds: Double, _ body: () -> Void) async -> Bool {
      let end = CACurrentMediaTime() + seconds
      return await waitUntil("\(seconds) s of samples") {
        body()
        return CACurrentMediaTime() >= end
      }
    }

    /// Waits until `sheet` rests (no drag, spring or navigation transition) and stays so for
    /// a few frames.
    func waitForRest(_ sheet: any BottomSheetControlling, _ what: String) async -> Bool {
      for _ in 0..<2 {
        let rests = await waitUntil(what) {
          sheet.sheetFrame.phase == .resting
            && sheet.sheetViewController.transitionCoordinator == nil
        }
        guard rests, await pause(0.1) else { return false }
      }
      return sheet.sheetFrame.phase == .resting
    }

    /// The inset below a `.fitting` sheet's content on this device: the window's bottom safe
    /// area, or a floating surface's inset where that is larger (a display without a home
    /// indicator on the iOS 26 design), in points.
    func fittingBottomInset(of sheet: any BottomSheetControlling) -> Double {
      let floats = sheet.sheetFrame.selfCheckSurfaceAttachment < 1
      return max(
        Double(window?.safeAreaInsets.bottom ?? 0),
        floats ? DeviceCheckReference.floatingInset : 0)
    }

    /// The bottom sheet presented from the stage or from anything it presents, if any.
    var presentedSheet: (any BottomSheetPresentation)? {
      var controller = stage.presentedViewController
      while let current = controller {
        if let sheet = current.bottomSheetPresentation,
          current.presentingViewController != nil
        {
          return sheet
        }
        controller = current.presentedViewController
      }
      return nil
    }

    /// The view the window hit-tests at `point` in `view`'s coordinates.
    func hitView(at point: CGPoint, in view: UIView) -> UIView? {
      guard let window = view.window else { return nil }
      return window.hitTest(view.convert(point, to: window), with: nil)
    }

    /// A point in `view` above a sheet whose extent (its top edge's distance from `view`'s
    /// bottom) is `extent` points, and inside the window at every screen size
    /// (`DeviceCheckBackgroundReach.probeY(sheetTop:)`); nil when there is no room above the
    /// sheet or no window.
    func pointAbove(extent: Double, in view: UIView) -> CGPoint? {
      guard let window = view.window else { return nil }
      let top = CGPoint(x: view.bounds.midX, y: view.bounds.height - CGFloat(extent))
      let topInWindow = view.convert(top, to: window)
      guard let y = DeviceCheckBackgroundReach.probeY(sheetTop: Double(topInWindow.y)) else {
        return nil
      }
      return window.convert(CGPoint(x: topInWindow.x, y: CGFloat(y)), to: view)
    }

    /// A point on the stage well above any sheet below `.large`: 40 pt below its safe area's top
    /// (inside the window on every phone). To touch just above a given sheet, use
    /// ``pointAbove(extent:in:)``.
    var pointAboveSheets: CGPoint {
      let view = stage.view!
      return CGPoint(x: view.bounds.midX, y: view.safeAreaInsets.top + 40)
    }

    private static func nextFrame() async {
      try? await Task.sleep(nanoseconds: 8_000_000)
    }
  }
#endif
