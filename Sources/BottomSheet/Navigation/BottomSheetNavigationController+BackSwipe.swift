#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  extension BottomSheetNavigationController {
    // MARK: - Which gesture wins

    /// iOS 26's content back swipe (`interactiveContentPopGestureRecognizer`, iOS 26.0+), nil
    /// before iOS 26. Read by name: the iOS 16.5 SDK does not declare it.
    var contentPopGesture: UIGestureRecognizer? {
      guard #available(iOS 26.0, *) else { return nil }
      let name = "interactiveContentPopGestureRecognizer"
      guard responds(to: NSSelectorFromString(name)) else { return nil }
      return value(forKey: name) as? UIGestureRecognizer
    }

    /// What `gesture` is, in the core's terms: a scroll view's pan with its axes, another drag
    /// (pans and swipes, a table's swipe actions, the system's content back swipe), or not a drag.
    func backSwipeRival(_ gesture: UIGestureRecognizer) -> BackSwipePriority.Rival {
      if let scrollView = gesture.view as? UIScrollView,
        gesture === scrollView.panGestureRecognizer
      {
        return .scrollView(scrollView.axes)
      }
      if gesture is UIPanGestureRecognizer || gesture is UISwipeGestureRecognizer
        || gesture === contentPopGesture
      {
        return .drag
      }
      return .discrete
    }

    /// Whether `gesture` belongs to the stack's view or a view inside it.
    func isInStack(_ gesture: UIGestureRecognizer) -> Bool {
      guard let view = viewIfLoaded, let gestureView = gesture.view else { return false }
      return gestureView.isDescendant(of: view)
    }

    /// Whether `other` must wait for the edge swipe to fail: the core decides from where the
    /// touch went down (its location less the translation so far, as ``edgePanShouldBegin(_:)``
    /// reads it, so a finger that drifted out of the band keeps the answer it started with) and
    /// what `other` is.
    func edgePanIsRequiredToFail(by other: UIGestureRecognizer) -> Bool {
      guard drivesTransitions, let view = viewIfLoaded, edgePan.numberOfTouches > 0 else {
        return false
      }
      let mayStart = EdgePopGesture.mayStart(
        startX: Double(edgePan.location(in: view).x - edgePan.translation(in: view).x),
        width: Double(view.bounds.width),
        direction: layoutDirection, stackDepth: viewControllers.count,
        isTransitioning: navigation?.isTransitioning ?? true)
      return BackSwipePriority.rivalWaitsForEdgePop(
        backSwipeRival(other), isInStack: isInStack(other), edgePopMayStart: mayStart)
    }

    /// Makes the system's content back swipe wait for the pans of the scroll views under
    /// `touch` that the core says win over it (those scrolling horizontally), as the system
    /// does. `require(toFail:)` cannot be undone, so each scroll view's pan is added once.
    func contentPopYieldToScrollers(under touch: UITouch) {
      guard drivesTransitions, let contentPop = contentPopGesture, let view = viewIfLoaded else {
        return
      }
      var current = touch.view
      while let candidate = current, candidate !== view {
        if let scrollView = candidate as? UIScrollView {
          let pan = scrollView.panGestureRecognizer
          if !contentPopWaitsFor.contains(pan),
            BackSwipePriority.contentPopWaits(for: backSwipeRival(pan), isInStack: true)
          {
            contentPop.require(toFail: pan)
            contentPopWaitsFor.add(pan)
          }
        }
        current = candidate.superview
      }
    }

    // MARK: - The system's content back swipe

    /// Called as UIKit asks for a pop's animator: when the system's content back swipe starts
    /// this pop and the core follows it, UIKit animates the pop itself (the answer is true and
    /// no animator is vended) and the sheet's height follows its progress.
    func systemContentPopTakesOver() -> Bool {
      guard let contentPop = contentPopGesture, contentPop.state == .began, let driver else {
        return false
      }
      let follows = navigation?.systemPopBegan(at: driver.clock.now()) ?? false
      driver.setNeedsFrames()
      return follows
    }

    /// UIKit shows a screen with `coordinator`: its interaction changes and its end go to the
    /// core, which acts on them only for a pop the system's content back swipe drives.
    func observeTransition(_ coordinator: (any UIViewControllerTransitionCoordinator)?) {
      guard drivesTransitions, let coordinator else { return }
      coordinator.notifyWhenInteractionChanges { [weak self] context in
        self?.systemPopInteractionChanged(context)
      }
      coordinator.animate(alongsideTransition: nil) { [weak self] context in
        self?.systemPopInteractionChanged(context)
      }
    }

    private func systemPopInteractionChanged(
      _ context: any UIViewControllerTransitionCoordinatorContext
    ) {
      guard let driver else { return }
      navigation?.systemPopInteractionChanged(
        isInteractive: context.isInteractive, isCancelled: context.isCancelled,
        at: driver.clock.now())
      driver.setNeedsFrames()
    }

    /// On every frame, UIKit's progress of an interactive transition goes to the core, which
    /// follows it only for a pop the system's content back swipe drives.
    func forwardSystemPopProgress(at time: Double) {
      guard let coordinator = transitionCoordinator, coordinator.isInteractive else { return }
      navigation?.systemPopChanged(progress: Double(coordinator.percentComplete), at: time)
    }
  }
#endif
