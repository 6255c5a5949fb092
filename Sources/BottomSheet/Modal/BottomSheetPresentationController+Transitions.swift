#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  extension BottomSheetPresentationController {
    // MARK: - UIKit transitions, as the core's lifecycle decides

    /// UIKit handed the transition's context to the animator: the lifecycle can finish or
    /// cancel it from now on.
    func transitionStarted(_ context: any UIViewControllerContextTransitioning) {
      transitionContext = context
      if sheetView.superview !== context.containerView {
        context.containerView.addSubview(sheetView)
      }
      send(.hostTransitionStarted)
    }

    /// Forwards `event` to the lifecycle and carries out its commands in order.
    func send(_ event: TransitionLifecycle.Event) {
      for command in lifecycle.handle(event) {
        perform(command)
      }
    }

    private func perform(_ command: TransitionLifecycle.Command) {
      switch command {
      case .presentSheet(let animated):
        driver.handle(.present(animated: animated))
      case .dismissSheet(let animated):
        driver.handle(.dismiss(animated: animated))
      case .finishTransition:
        completeTransition(finished: true)
      case .cancelTransition:
        completeTransition(finished: false)
      case .requestHostDismissal(let animated):
        presentingViewController.dismiss(animated: animated, completion: nil)
        // UIKit begins the dismissal within the call, or ignores it while another transition
        // runs.
        if !presentedViewController.isBeingDismissed {
          send(.hostRefusedDismissal)
        }
      case .endDrag:
        driver.endFingerTracking()
      case .userDismissalWillBegin:
        delegate?.presentationControllerWillDismiss?(self)
      case .userDismissalDidEnd:
        delegate?.presentationControllerDidDismiss?(self)
      case .releaseSheet:
        releaseSheet()
      }
    }

    /// Ends UIKit's open transition as its contract asks: an interactive one is finished or
    /// cancelled first, then completed.
    private func completeTransition(finished: Bool) {
      guard let context = transitionContext else { return }
      transitionContext = nil
      if context.isInteractive {
        if finished {
          context.finishInteractiveTransition()
        } else {
          context.cancelInteractiveTransition()
        }
      }
      context.completeTransition(finished)
    }
  }

  // MARK: - SheetDriverHost

  extension BottomSheetPresentationController: SheetDriverHost {
    func sheetDriver(_ driver: SheetDriver, render frame: SheetFrame) {
      guard let container = containerView else { return }
      // The content's traits change with the sheet's width, before it is laid out at it.
      if frame.changes.contains(.layoutHeight) {
        applyContentTraits(sheetWidth: frame.layoutRect.width)
      }
      // The recession and didMove first: the renderer's layout pass may render a newer frame
      // inside it, which an older frame's recession or didMove must not overwrite after it.
      applyRecession(of: frame, in: container)
      sheetDelegate?.bottomSheet(self, didMoveTo: frame)
      // The view that holds the sheet is the modal one: the presenter's views are outside it.
      SheetFrameRenderer.render(
        frame, spokenDetent: driver.engine.spokenDetent, sheet: sheetView, dimming: dimmingView,
        modalView: container, hasSheetAbove: sheetAbove != nil, blockingWatch: &blockingWatch)
      // Moved or resized under a sheet stacked above it: its recession follows its new frame.
      if sheetAbove != nil { applyStackedRecession() }
    }

    func sheetDriver(_ driver: SheetDriver, post notification: SheetNotification) {
      SheetEventRouter.post(notification, sheet: self, delegate: sheetDelegate)
      if notification == .didAttemptToDismiss {
        delegate?.presentationControllerDidAttemptToDismiss?(self)
      }
    }

    func sheetDriverDidUpdate(_ driver: SheetDriver) {
      let frame = driver.engine.currentFrame
      send(.engineUpdated(driver.engine.transitionStatus))
      if let context = transitionContext, context.isInteractive,
        let percent = lifecycle.transitionPercent(presentationProgress: frame.presentationProgress)
      {
        context.updateInteractiveTransition(CGFloat(percent))
      }
    }

    /// The one veto every user dismissal asks (a release, a tap on the dimming, the escape
    /// gesture, the Escape key), once per attempt: UIKit's conventions first, as the system
    /// sheet honours them (the content's `isModalInPresentation`, then an adaptive delegate's
    /// `presentationControllerShouldDismiss(_:)`), then the sheet delegate's
    /// `bottomSheetShouldDismiss(_:)`. The first refusal ends the question.
    func sheetDriverShouldDismiss(_ driver: SheetDriver) -> Bool {
      // With sheets stacked above, UIKit dismisses them too, the top one first: each is asked
      // once, top down, then this one (the core's `SheetStack`).
      SheetStack.allowsDismissal(
        askingTopDown: (sheetsAbove + [self]).map { sheet in { sheet.ownVeto() } })
    }

    /// This sheet's own veto: UIKit's conventions, then the sheet delegate's.
    func ownVeto() -> Bool {
      guard !presentedViewController.isModalInPresentation else { return false }
      if let adaptive = delegate, adaptive.presentationControllerShouldDismiss?(self) == false {
        return false
      }
      return sheetDelegate?.bottomSheetShouldDismiss(self) ?? true
    }

    func sheetDriver(_ driver: SheetDriver, fingerIsDown: Bool) {
      send(fingerIsDown ? .fingerDown : .fingerUp)
    }

    func sheetDriver(_ driver: SheetDriver, willMeasureContentAtSheetWidth sheetWidth: Double) {
      applyContentTraits(sheetWidth: sheetWidth)
      presentedViewController.sendPendingTraitChanges()
    }
  }
#endif
