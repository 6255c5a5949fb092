#if canImport(UIKit)
  import BottomSheetCore
  import UIKit

  extension BottomSheetPresentationController {
    // MARK: - Interactive UIKit transitions

    /// UIKit started a presentation or dismissal: the engine drives it from here.
    ///
    /// The engine decides; this method and ``reconcileTransition()`` only keep UIKit in step:
    /// the transition finishes when the engine reaches the state it aims for, and cancels when
    /// the engine ends in the opposite one (the sheet was grabbed and thrown back).
    func beginTransition(
      _ context: any UIViewControllerContextTransitioning, isPresentation: Bool
    ) {
      activeTransition = context
      activeTransitionPresents = isPresentation
      if sheetView.superview !== context.containerView {
        context.containerView.addSubview(sheetView)
      }
      let state = driver.engine.presentationState
      if isPresentation {
        // Already presenting when an edge swipe started the presentation under the finger.
        if state == .dismissed {
          driver.handle(.present(animated: context.isAnimated))
        }
      } else {
        // A dismissal the engine asked for is already under way (or was taken back by a drag):
        // the engine's outcome settles it. Otherwise the app called `dismiss(animated:)`.
        if !dismissalRequested, state == .presented || state == .presenting {
          driver.handle(.dismiss(animated: context.isAnimated))
        }
        dismissalRequested = false
      }
      reconcileTransition()
    }

    /// Finishes or cancels the UIKit transition once the engine has settled the question, and
    /// reports progress meanwhile.
    func reconcileTransition() {
      guard let context = activeTransition else { return }
      let state = driver.engine.presentationState
      let target: PresentationState = activeTransitionPresents ? .presented : .dismissed
      let opposite: PresentationState = activeTransitionPresents ? .dismissed : .presented
      if state == target {
        complete(context, finished: true)
      } else if state == opposite {
        complete(context, finished: false)
      } else if context.isInteractive {
        context.updateInteractiveTransition(CGFloat(transitionProgress()))
      }
    }

    /// How far the sheet has come toward its goal, 0…1 (for UIKit's alongside animations).
    private func transitionProgress() -> Double {
      let shown = driver.engine.currentFrame().presentationProgress
      return activeTransitionPresents ? shown : 1 - shown
    }

    private func complete(_ context: any UIViewControllerContextTransitioning, finished: Bool) {
      activeTransition = nil
      if context.isInteractive {
        if finished {
          context.finishInteractiveTransition()
        } else {
          context.cancelInteractiveTransition()
        }
      }
      context.completeTransition(finished)
    }

    /// The engine began a user dismissal (drag, tap outside, escape) while UIKit shows the
    /// sheet: ask UIKit to dismiss, so the view controller hierarchy follows. The engine keeps
    /// animating; the dismissal transition joins it when UIKit starts it.
    func requestDismissalIfNeeded() {
      // The last check matters: `dismiss` on a view controller that presents nothing would
      // dismiss that view controller itself.
      guard activeTransition == nil, !dismissalRequested,
        !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed,
        presentingViewController.presentedViewController === presentedViewController
      else { return }
      dismissalRequested = true
      presentingViewController.dismiss(animated: true, completion: nil)
    }
  }

  // MARK: - SheetDriverHost

  extension BottomSheetPresentationController: SheetDriverHost {
    func sheetDriver(_ driver: SheetDriver, render frame: SheetFrame) {
      guard containerView != nil else { return }
      sheetView.frame = CGRect(frame.sheetRect)
      sheetView.keyboardLift = CGFloat(frame.keyboardLift)
      dimmingView.alpha = CGFloat(frame.dimmingAlpha)
      dimmingView.passesTouchesThrough = frame.passesTouchesThrough
      sheetView.grabberView.accessibilityValue = frame.detent?.rawValue
      SheetEventRouter.move(frame, sheet: self, delegate: sheetDelegate, callbacks: callbacks)
    }

    func sheetDriver(_ driver: SheetDriver, post notification: SheetNotification) {
      SheetEventRouter.post(
        notification, sheet: self, delegate: sheetDelegate, callbacks: callbacks)
      if notification == .willDismiss {
        requestDismissalIfNeeded()
      }
    }

    func sheetDriverDidUpdate(_ driver: SheetDriver) {
      reconcileTransition()
    }

    func sheetDriverShouldDismiss(_ driver: SheetDriver) -> Bool {
      guard !presentedViewController.isModalInPresentation else { return false }
      return SheetEventRouter.shouldDismiss(
        sheet: self, delegate: sheetDelegate, callbacks: callbacks)
    }
  }
#endif
