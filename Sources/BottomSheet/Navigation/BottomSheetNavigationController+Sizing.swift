#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  extension BottomSheetNavigationController {
    // MARK: - Screens

    /// The navigation bar's height as laid out, in points (0 when hidden).
    var currentBarHeight: CGFloat {
      isNavigationBarHidden ? 0 : navigationBar.frame.height
    }

    /// The stable identity of `viewController` in the height model.
    func screenID(of viewController: UIViewController) -> Int {
      Int(bitPattern: ObjectIdentifier(viewController))
    }

    /// The height `viewController`'s content needs at the sheet's width, in points, from its
    /// Auto Layout constraints, without its safe area (`UIView.sheetFittingHeight(atWidth:)`).
    func fittingHeight(of viewController: UIViewController) -> Double {
      guard let view = viewController.viewIfLoaded else { return 0 }
      return view.sheetFittingHeight(atWidth: viewIfLoaded?.bounds.width ?? 0)
    }

    /// Whether `viewController`'s constraints can be measured now: its view is loaded and the
    /// sheet has a width.
    func canFit(_ viewController: UIViewController) -> Bool {
      viewController.isViewLoaded && (viewIfLoaded?.bounds.width ?? 0) > 0
    }

    /// The height `viewController` asks for now, bar included, in points (or nil when it
    /// cannot be measured yet and the stack already holds one): the core compares it with
    /// `current` (`NavigationScreen.remeasuredHeight`).
    func measuredHeight(of viewController: UIViewController, current: Double?) -> Double? {
      NavigationScreen.remeasuredHeight(
        current: current, preferred: Double(viewController.preferredContentSize.height),
        barHeight: Double(currentBarHeight), canFit: canFit(viewController)
      ) { fittingHeight(of: viewController) }
    }

    /// The scroll view `viewController` names for the handoff, read only once its view is
    /// loaded (`ScrollViewTracking.named`).
    func namedScrollView(of viewController: UIViewController) -> ScrollViewID? {
      ScrollViewTracking.named(viewIsLoaded: viewController.isViewLoaded) {
        (viewController as? any BottomSheetScrollViewProviding)?.bottomSheetScrollView
          .map { ScrollViewID($0) }
      }
    }

    /// The height model's view of `viewController`: its `preferredContentSize.height`, else its
    /// constraints' height at the sheet's width once its view is loaded, plus the bar. A screen
    /// whose view is not loaded yet is measured again as it loads and lays out
    /// (``remeasureScreens(_:drivesNow:)``).
    func screen(for viewController: UIViewController) -> NavigationScreen {
      NavigationScreen(
        id: screenID(of: viewController),
        preferredHeight: measuredHeight(of: viewController, current: nil) ?? 0,
        scrollView: namedScrollView(of: viewController))
    }

    /// Measures `screens` again (their views loaded or laid out, their `preferredContentSize`
    /// or constraints changed, the bar changed) and reads the scroll views they name; heights
    /// the core says changed go to the height model, and the sheet follows now unless
    /// `drivesNow` is false (a transition is being set up and draws its own first frame).
    func remeasureScreens(_ screens: [UIViewController], drivesNow: Bool = true) {
      guard let driver, navigation != nil else { return }
      let time = driver.clock.now()
      var changed = false
      for child in screens {
        let id = screenID(of: child)
        navigation?.setScrollView(namedScrollView(of: child), for: id)
        guard let current = navigation?.screen(withID: id)?.preferredHeight,
          let height = measuredHeight(of: child, current: current)
        else { continue }
        navigation?.setPreferredHeight(height, for: id, at: time)
        changed = true
      }
      if changed, drivesNow { driver.driveContentNow() }
    }

    /// Whether transitions go through the sheet (else UIKit's own run).
    var drivesTransitions: Bool {
      driver != nil && navigation != nil
    }

    /// Whether a finger drives the pop in progress (the sheet's edge swipe, or the system's
    /// content back swipe).
    var isFollowingFinger: Bool {
      navigation?.frame(at: driver?.clock.latest ?? 0).isInteractive ?? false
    }

    /// Which way the stack reads (UIKit's effective layout direction of its view).
    var layoutDirection: SheetLayoutDirection {
      viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? .rightToLeft : .leftToRight
    }

    /// Switches off UIKit's edge pop gesture (`interactivePopGestureRecognizer`), which the
    /// sheet's edge swipe replaces, measured from the sheet's own edge. iOS 26's content back
    /// swipe stays on: UIKit animates that pop itself and the sheet's height follows it.
    func disableSystemPopGestures() {
      for case let gesture? in [interactivePopGestureRecognizer] where gesture.isEnabled {
        gesture.isEnabled = false
        disabledSystemPopGestures.append(gesture)
      }
    }

    /// Gives UIKit's pop gestures back once the stack leaves its sheet, as they were before.
    func restoreSystemPopGestures() {
      for gesture in disabledSystemPopGestures { gesture.isEnabled = true }
      disabledSystemPopGestures.removeAll()
    }

    /// Completes UIKit's transition as the core's events say (finished or cancelled).
    func applyNavigationEvents() {
      var events: [NavigationEvent] = []
      navigation?.drainEvents { events.append($0) }
      for event in events {
        switch event {
        case .didShow:
          completeTransition(finished: true)
        case .didCancel:
          completeTransition(finished: false)
        }
      }
    }
  }

  // MARK: - SheetContentDriving

  extension BottomSheetNavigationController: SheetContentDriving {
    var needsFrames: Bool {
      navigation?.isTransitioning ?? false
    }

    func attach(to driver: SheetDriver) {
      self.driver = driver
      driver.contentDriver = self
      loadViewIfNeeded()
      let screens = viewControllers.map { screen(for: $0) }
      if let root = screens.first {
        let time = driver.clock.now()
        var sizing = NavigationSizing(
          root: root, containerWidth: Double(viewIfLoaded?.bounds.width ?? 0),
          decelerationRate: driver.configuration.engine.decelerationRate, time: time)
        if screens.count > 1 {
          sizing.setStack(screens, animated: false, at: time)
        }
        sizing.drainEvents { _ in }
        navigation = sizing
      }
      disableSystemPopGestures()
      driver.driveContentNow()
    }

    func refreshNamedScrollViews() {
      guard let top = topViewController else { return }
      navigation?.setScrollView(namedScrollView(of: top), for: screenID(of: top))
    }

    func detach(from driver: SheetDriver) {
      guard self.driver === driver else { return }
      navigation?.endTransitionNow(at: driver.clock.latest)
      applyNavigationEvents()
      self.driver = nil
      navigation = nil
      restoreSystemPopGestures()
    }

    func drive(_ engine: inout SheetEngine, at time: Double) {
      forwardSystemPopProgress(at: time)
      navigation?.drive(&engine, at: time)
    }

    func sheetDriverDidRender(_ driver: SheetDriver) {
      guard navigation != nil else { return }
      if let frame = navigation?.frame(at: driver.clock.latest) {
        renderTransition(frame)
      }
      applyNavigationEvents()
      driver.handoff.trackedScrollView = navigation?.trackedScrollView
      driver.handoff.isSuspended = navigation?.suspendsHandoff ?? false
    }
  }
#endif
