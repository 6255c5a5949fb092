#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  extension SheetDriver {
    // MARK: - Sheet pan

    /// Adds the pan that drags the sheet to `view` (the sheet's chrome), and the touch-down
    /// recognizer that lets a still finger catch the sheet while it moves
    /// (``SheetTouchCatcher``).
    func installSheetPan(on view: UIView) {
      let pan = UIPanGestureRecognizer()
      GestureTarget.add(
        eventTarget, action: #selector(SheetEventTarget.handleSheetPan(_:)), to: pan)
      pan.delegate = eventTarget
      view.addGestureRecognizer(pan)
      sheetPan = pan
      installTouchCatcher(on: view)
    }

    /// Forwards the sheet pan to the engine: translation and velocity as UIKit reports them in
    /// the container (screen convention, down positive).
    func sheetPanChanged(_ pan: UIPanGestureRecognizer) {
      guard let container = containerView else { return }
      switch pan.state {
      case .began:
        host?.sheetDriver(self, fingerIsDown: true)
        beginDrag(translation: pan.translation(in: container).y)
      case .changed:
        dragChanged(translation: pan.translation(in: container).y)
      case .ended:
        endDrag(velocity: pan.velocity(in: container).y)
        host?.sheetDriver(self, fingerIsDown: false)
      case .cancelled, .failed:
        cancelDrag()
        host?.sheetDriver(self, fingerIsDown: false)
      default:
        break
      }
    }

    /// Ends the finger's gestures on the sheet and its scroll views (UIKit cancels a recognizer
    /// that is disabled), after the core let go of the drag.
    func endFingerTracking() {
      let pans =
        [sheetPan] + eventTarget.observedScrollViews.map { $0.scrollView?.panGestureRecognizer }
      for pan in pans.compactMap({ $0 }) where pan.state == .began || pan.state == .changed {
        pan.isEnabled = false
        pan.isEnabled = true
      }
    }

    /// The sheet pan only takes vertical movement (the core decides: `DragDirection`);
    /// horizontal swipes belong to the content (a carousel, the navigation edge swipe).
    func sheetPanShouldBegin(_ pan: UIPanGestureRecognizer) -> Bool {
      let velocity = pan.velocity(in: pan.view)
      return DragDirection.startsSheetDrag(
        velocityX: Double(velocity.x), velocityY: Double(velocity.y))
        && EdgePopGesture.sheetDragMayBegin(
          duringInteractivePop: contentDriver?.isFollowingFinger ?? false)
    }

    /// Touches on a vertically scrolling view go to that scroll view, whose own pan is observed
    /// for the handoff; every other touch may drag the sheet. Each touch first reads again
    /// which scroll view the content names.
    func sheetPanShouldReceive(_ touch: UITouch) -> Bool {
      // A touch-down: the scroll view the content names may have changed since the last one.
      refreshTrackedScrollView()
      guard let chrome = sheetPan?.view,
        let scrollView = UIScrollView.verticalScrollView(containing: touch.view, below: chrome)
      else { return true }
      observe(scrollView)
      return false
    }

    /// Adds the tap on the dimming view (a tap outside the sheet) to `view`.
    func installDimmingTap(on view: UIView) {
      let tap = UITapGestureRecognizer()
      GestureTarget.add(
        eventTarget, action: #selector(SheetEventTarget.handleDimmingTap(_:)), to: tap)
      view.addGestureRecognizer(tap)
    }

    // MARK: - Drags from any source

    /// A finger went down (the sheet pan, or an edge swipe presenting the sheet).
    func beginDrag(translation: CGFloat) {
      handle(.dragBegan)
      handle(.dragChanged(translation: Double(translation)))
    }

    /// The finger moved; `translation` is the total since the drag began, down positive.
    func dragChanged(translation: CGFloat) {
      handle(.dragChanged(translation: Double(translation)))
    }

    /// The finger lifted with `velocity`, in points per second, down positive.
    func endDrag(velocity: CGFloat) {
      handle(.dragEnded(velocity: Double(velocity)))
    }

    /// The system took the touch away.
    func cancelDrag() {
      handle(.dragCancelled)
    }
  }
#endif
