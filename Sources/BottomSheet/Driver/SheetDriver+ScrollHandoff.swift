#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  extension SheetDriver {
    // MARK: - Scroll handoff

    /// Reads again which scroll view the content names (`BottomSheetScrollViewProviding`, on a
    /// plain screen or a navigation stack's top screen, once its view is loaded) and tracks
    /// that one; the core decides (`ScrollViewTracking`). Called as the sheet attaches, on
    /// layout passes and at every touch-down on the sheet.
    func refreshTrackedScrollView() {
      contentDriver?.refreshNamedScrollViews()
      let named = content.flatMap { content in
        ScrollViewTracking.named(viewIsLoaded: content.isViewLoaded) {
          (content as? any BottomSheetScrollViewProviding)?.bottomSheetScrollView
            .map { ScrollViewID($0) }
        }
      }
      handoff.trackedScrollView = ScrollViewTracking.trackedScrollView(
        stack: contentDriver?.navigation, content: named)
    }

    /// Observes `scrollView`'s own pan gesture (its delegate is left alone) so one drag can move
    /// the sheet or the content.
    func observe(_ scrollView: UIScrollView) {
      eventTarget.observe(scrollView)
    }

    /// One pan update of an observed scroll view: UIKit has already scrolled the content, the
    /// handoff splits the movement, the adapter applies the content offset it answers.
    func scrollPanChanged(_ pan: UIPanGestureRecognizer) {
      guard let scrollView = pan.view as? UIScrollView, let container = containerView else {
        return
      }
      let time = clock.now()
      switch pan.state {
      case .began:
        handoff.panBegan(
          scrollView: ScrollViewID(scrollView), isVertical: scrollView.handsOff,
          metrics: ScrollMetrics(scrollView))
      case .changed:
        let update = handoff.panChanged(
          translation: Double(pan.translation(in: container).y),
          metrics: ScrollMetrics(scrollView), engine: &engine, at: time)
        if let offset = update.contentOffset {
          scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offset))
        }
        render()
      case .ended:
        let velocity = Double(pan.velocity(in: container).y)
        let metrics = ScrollMetrics(scrollView)
        // The veto is asked first, outside any engine or handoff update.
        let asks = handoff.releaseAsksUserDismissal(
          velocity: velocity, metrics: metrics, engine: engine, at: time)
        let allowed = asks ? askVeto() : true
        var releasing = handoff
        let release = releasing.panEnded(
          velocity: velocity, metrics: metrics, engine: &engine, at: time
        ) { allowed }
        handoff = releasing
        if let stop = release.stopContentAt {
          // Cancels the deceleration UIKit just started.
          scrollView.setContentOffset(
            CGPoint(x: scrollView.contentOffset.x, y: CGFloat(stop)), animated: false)
        }
        render()
      case .cancelled, .failed:
        handoff.panCancelled(engine: &engine, at: time)
        render()
      default:
        break
      }
    }
  }
#endif
