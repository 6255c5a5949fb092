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

    /// The content height `viewController` asks for, plus the bar, in points: the core picks
    /// its `preferredContentSize.height`, else the height its Auto Layout constraints give at
    /// the sheet's width (`NavigationScreen.height(preferred:fitting:)`). The view is not loaded
    /// here (UIKit loads it once the screen is in the stack): a height set in `viewDidLoad` or
    /// later arrives through `preferredContentSizeDidChange(forChildContentContainer:)`, and
    /// the constraints are measured again when the screen's transition starts.
    func preferredHeight(of viewController: UIViewController) -> CGFloat {
      let width = viewIfLoaded?.bounds.width ?? 0
      let height = NavigationScreen.height(
        preferred: Double(viewController.preferredContentSize.height),
        fitting: {
          guard let view = viewController.viewIfLoaded, width > 0 else { return 0 }
          return Double(
            view.systemLayoutSizeFitting(
              CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
              withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height)
        })
      return CGFloat(height) + currentBarHeight
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
        let height = Double(preferredHeight(of: child))
        navigation?.setPreferredHeight(height, for: screenID(of: child), at: time)
      }
      driver.driveContentNow()
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
    var layoutDirection: LayoutDirection {
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
      disableSystemPopGestures()
      driver.driveContentNow()
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
