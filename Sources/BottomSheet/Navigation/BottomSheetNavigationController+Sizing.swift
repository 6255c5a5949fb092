#if os(iOS)
  import BottomSheetCore
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

    /// The content height `viewController` asks for: its preferred height plus the bar, in
    /// points.
    func preferredHeight(of viewController: UIViewController) -> CGFloat {
      viewController.preferredContentSize.height + currentBarHeight
    }

    /// The height model's view of `viewController`.
    func screen(for viewController: UIViewController) -> NavigationScreen {
      NavigationScreen(
        id: screenID(of: viewController),
        preferredHeight: Double(preferredHeight(of: viewController)),
        scrollView: (viewController as? any BottomSheetScrollViewProviding)?
          .bottomSheetScrollView.map { ScrollViewID($0) })
    }

    /// Sends every screen's height again (the navigation bar's height changed).
    func refreshScreenHeights() {
      measuredBarHeight = currentBarHeight
      guard let driver else { return }
      let time = driver.clock.now()
      for child in viewControllers {
        navigation?.setPreferredHeight(
          Double(preferredHeight(of: child)), for: screenID(of: child), at: time)
      }
      driver.driveContentNow()
    }

    /// Whether transitions go through the sheet (else UIKit's own run).
    var drivesTransitions: Bool {
      driver != nil && navigation != nil
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
      measuredBarHeight = currentBarHeight
      let screens = viewControllers.map { screen(for: $0) }
      if let root = screens.first {
        let time = driver.clock.now()
        var sizing = NavigationSizing(
          root: root, containerWidth: Double(viewIfLoaded?.bounds.width ?? 0),
          decelerationRate: driver.configuration.behavior.decelerationRate, time: time)
        if screens.count > 1 {
          sizing.setStack(screens, animated: false, at: time)
        }
        sizing.drainEvents { _ in }
        navigation = sizing
      }
      // The system edge swipe stops working with custom animators; ours replaces it.
      interactivePopGestureRecognizer?.isEnabled = false
      driver.driveContentNow()
    }

    func drive(_ engine: inout SheetEngine, at time: Double) {
      navigation?.drive(&engine, at: time)
    }

    func sheetDriverDidRender(_ driver: SheetDriver) {
      guard navigation != nil else { return }
      if let frame = navigation?.frame(at: driver.clock.latest) {
        renderTransition(frame)
      }
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
      driver.handoff.trackedScrollView = navigation?.trackedScrollView
      driver.handoff.isSuspended = navigation?.suspendsHandoff ?? false
    }
  }
#endif
