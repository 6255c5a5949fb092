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
        requestHostDismissal(animated: animated)
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

    /// Asks UIKit to dismiss the sheet, taking what is presented above its content down first,
    /// without animation, one level at a time (the core's ``SheetStack/hostDismissal(hasPresentationAbove:)``).
    /// UIKit begins a dismissal within the call, or ignores it while another transition runs:
    /// then the lifecycle hears that the host refused.
    private func requestHostDismissal(animated: Bool) {
      switch SheetStack.hostDismissal(
        hasPresentationAbove: presentedViewController.presentedViewController != nil)
      {
      case .removeAboveFirst:
        guard let above = presentedViewController.presentedViewController else { return }
        if above.isBeingDismissed {
          // Already leaving (both sheets closed in one action): UIKit would ignore a second
          // dismissal during its transition, so this one waits for it to end.
          guard let coordinator = above.transitionCoordinator else {
            send(.hostRefusedDismissal)
            return
          }
          coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            self?.requestHostDismissal(animated: animated)
          }
          return
        }
        // Called on the sheet's content, `dismiss` dismisses what the content presented.
        presentedViewController.dismiss(animated: false) { [weak self] in
          self?.requestHostDismissal(animated: animated)
        }
        if presentedViewController.presentedViewController?.isBeingDismissed == false {
          send(.hostRefusedDismissal)
        }
      case .dismissSheet:
        presentingViewController.dismiss(animated: animated, completion: nil)
        if !presentedViewController.isBeingDismissed {
          send(.hostRefusedDismissal)
        }
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
      // What VoiceOver reaches follows the same frames (`updateAccessibilityModality()`).
      SheetFrameRenderer.render(
        frame, spokenDetent: driver.engine.spokenDetent, sheet: sheetView, dimming: dimmingView,
        blockingWatch: &blockingWatch)
      // Moved or resized under a sheet stacked above it: its recession follows its new frame.
      if sheetAbove != nil { applyStackedRecession() }
      // Whether this sheet lets touches through changed: so may what VoiceOver reaches under
      // it.
      if frame.changes.contains(.accessibility) { updateAccessibilityModality() }
    }

    func sheetDriver(_ driver: SheetDriver, post notification: SheetNotification) {
      // A refusal by a sheet stacked above is told to that sheet: its content says why.
      let sheet =
        notification == .didAttemptToDismiss ? (refusingSheetAbove ?? self) : self
      if notification == .didAttemptToDismiss { refusingSheetAbove = nil }
      SheetEventRouter.post(notification, sheet: sheet, delegate: sheet.sheetDelegate)
      if notification == .didAttemptToDismiss {
        sheet.delegate?.presentationControllerDidAttemptToDismiss?(sheet)
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
      // With sheets stacked above, the dismissal takes them down too, the top one first: each
      // is asked once, top down, then this one (the core's `SheetStack`); a refusal is told to
      // the sheet that refused.
      let stack = sheetsAbove + [self]
      let refusal = SheetStack.refusal(askingTopDown: stack.map { sheet in { sheet.ownVeto() } })
      refusingSheetAbove = refusal.flatMap { stack[$0] === self ? nil : stack[$0] }
      return refusal == nil
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
