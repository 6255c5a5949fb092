#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  extension BottomSheetNavigationController {
    // MARK: - Driving UIKit's transition

    /// UIKit started a push or pop with our animator: the navigation sizing drives it, frame by
    /// frame, together with the sheet's height.
    func beginTransition(_ context: any UIViewControllerContextTransitioning) {
      guard let fromController = context.viewController(forKey: .from),
        let toController = context.viewController(forKey: .to),
        let fromView = context.view(forKey: .from) ?? fromController.viewIfLoaded,
        let toView = context.view(forKey: .to) ?? toController.viewIfLoaded
      else {
        context.completeTransition(!context.transitionWasCancelled)
        return
      }
      let container = context.containerView
      let isPop = navigation?.frame(at: driver?.clock.latest ?? 0).isPop ?? false
      if isPop, fromView.superview === container {
        container.insertSubview(toView, belowSubview: fromView)
      } else {
        container.addSubview(toView)
      }
      toView.frame = context.finalFrame(for: toController)
      // The incoming screen's view is loaded now: measure it again (constraints, or a height
      // its view set up) and read the scroll view it names, before the first frame.
      remeasureScreens([toController], drivesNow: false)
      guard navigation?.isTransitioning == true else {
        // The operation already ended (it was not animated, or finished early): show its end.
        finish(context, finished: true)
        return
      }
      activeTransition = context
      if let frame = navigation?.frame(at: driver?.clock.latest ?? 0) {
        renderTransition(frame)
      }
      driver?.setNeedsFrames()
    }

    /// Places both screens for `frame`'s progress: the incoming one slides over the outgoing
    /// one, which moves by the parallax fraction.
    func renderTransition(_ frame: NavigationFrame) {
      guard let context = activeTransition, frame.isTransitioning,
        let fromController = context.viewController(forKey: .from),
        let toController = context.viewController(forKey: .to),
        let fromView = context.view(forKey: .from) ?? fromController.viewIfLoaded,
        let toView = context.view(forKey: .to) ?? toController.viewIfLoaded
      else { return }
      let container = context.containerView.bounds
      let top = context.finalFrame(for: toController).minY
      let width = container.width
      let height = max(0, container.height - top)
      let progress = CGFloat(frame.progress)
      let offsets = frame.screenOffsets(for: layoutDirection)
      let fromX = width * CGFloat(offsets.from)
      let toX = width * CGFloat(offsets.to)
      fromView.frame = CGRect(x: fromX, y: top, width: width, height: height)
      toView.frame = CGRect(x: toX, y: top, width: width, height: height)
      if context.isInteractive {
        context.updateInteractiveTransition(progress)
      }
    }

    /// The navigation sizing ended the transition: finish or cancel UIKit's.
    func completeTransition(finished: Bool) {
      guard let context = activeTransition else { return }
      activeTransition = nil
      finish(context, finished: finished)
    }

    private func finish(_ context: any UIViewControllerContextTransitioning, finished: Bool) {
      let fromController = context.viewController(forKey: .from)
      let toController = context.viewController(forKey: .to)
      if finished {
        if let toController, let toView = context.view(forKey: .to) ?? toController.viewIfLoaded {
          toView.frame = context.finalFrame(for: toController)
        }
      } else {
        if let fromController,
          let fromView = context.view(forKey: .from) ?? fromController.viewIfLoaded
        {
          fromView.frame = context.initialFrame(for: fromController)
        }
        if let toController {
          (context.view(forKey: .to) ?? toController.viewIfLoaded)?.removeFromSuperview()
        }
      }
      if context.isInteractive {
        if finished {
          context.finishInteractiveTransition()
        } else {
          context.cancelInteractiveTransition()
        }
      }
      context.completeTransition(finished)
    }

    // MARK: - Interactive pop

    /// Whether the edge swipe may start a pop now: the core decides from where the touch began
    /// on the sheet, where it heads, the stack and what the sheet is doing.
    func edgePanShouldBegin(_ pan: UIPanGestureRecognizer) -> Bool {
      guard drivesTransitions, let view = viewIfLoaded, let driver else { return false }
      let location = pan.location(in: view)
      let translation = pan.translation(in: view)
      let velocity = pan.velocity(in: view)
      return EdgePopGesture.begins(
        startX: Double(location.x - translation.x), width: Double(view.bounds.width),
        velocityX: Double(velocity.x), velocityY: Double(velocity.y), direction: layoutDirection,
        stackDepth: viewControllers.count, isTransitioning: navigation?.isTransitioning ?? true,
        sheetPhase: driver.engine.phase, sheetIsHeldStill: driver.engine.isHeldByStillCatch)
    }

    /// The edge swipe: its horizontal translation and velocity, toward the trailing edge, go to
    /// the navigation sizing, which follows the finger and, on release, finishes or cancels by
    /// projection.
    @objc func handleEdgePan(_ pan: UIPanGestureRecognizer) {
      guard let driver else { return }
      let time = driver.clock.now()
      switch pan.state {
      case .began:
        let heldStill = driver.engine.isHeldByStillCatch
        let accepted = navigation?.interactivePopBegan(at: time) == true
        guard popStart.edgeSwipeBegan(accepted: accepted) else { return }
        for input in EdgePopGesture.inputs(atPopStartHeldStill: heldStill) {
          driver.handle(input)
        }
        popViewController(animated: true)
        popStart.hostPopReturned()
      case .changed:
        let translation = Double(pan.translation(in: pan.view).x)
        navigation?.interactivePopChanged(
          translation: EdgePopGesture.popTranslation(translation, direction: layoutDirection),
          at: time)
      case .ended:
        let velocity = Double(pan.velocity(in: pan.view).x)
        navigation?.interactivePopEnded(
          velocity: EdgePopGesture.popTranslation(velocity, direction: layoutDirection), at: time)
      case .cancelled, .failed:
        navigation?.interactivePopCancelled(at: time)
      default:
        break
      }
      driver.setNeedsFrames()
    }
  }
#endif
