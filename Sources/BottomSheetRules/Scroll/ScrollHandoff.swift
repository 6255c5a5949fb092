import BottomSheetCore

/// Shares one finger between the sheet and a vertical scroll view inside it, switching between
/// them mid-gesture without the finger lifting.
///
/// For each pan update of the tracked scroll view it splits the finger's movement:
/// - finger down: the content scrolls back to its top first, then the sheet moves down
///   (the content stays pinned at its top, no bounce);
/// - finger up: while the sheet is below its largest detent it grows first (content pinned),
///   as UIKit's `prefersScrollingExpandsWhenScrolledToEdge` does; once at the largest detent
///   the rest of the same movement scrolls the content;
/// - content shorter than the scroll view: the sheet takes all of it.
///
/// Inertial scrolling never moves the sheet: only pan updates are split. When the sheet took
/// part, the release velocity goes to the engine's snap decision and the content's own
/// deceleration is cancelled.
///
/// The adapter observes the scroll view's own pan gesture (UIKit has already scrolled the
/// content by the finger's delta when the observer runs), calls ``panChanged(translation:metrics:engine:at:)``
/// and applies the returned ``HandoffUpdate/contentOffset``.
package struct ScrollHandoff: Sendable {
  /// Offsets within this distance of an edge count as at the edge, in points.
  package static let edgeTolerance: Double = 0.5

  /// Whether scrolling up while the sheet is below its largest detent grows the sheet first
  /// (UIKit's `prefersScrollingExpandsWhenScrolledToEdge`, true by default there too). The
  /// sheet grows only when this and the engine's
  /// ``SheetConfiguration/prefersScrollingExpandsWhenScrolledToEdge`` both allow it.
  package var expandsWhenScrollingUp: Bool
  /// The only scroll view whose gestures hand off (one the app named for the top screen); nil
  /// accepts the vertical scroll view under the finger, chosen anew at every touch-down, so
  /// several scroll views in one sheet each hand off when touched.
  package var trackedScrollView: ScrollViewID?
  /// While true no scroll view hands off (a navigation transition slides the screens).
  package var isSuspended = false

  /// The scroll view of the gesture in progress.
  package private(set) var activeScrollView: ScrollViewID?
  var lastTranslation: Double = 0
  var lastOffset: Double = 0
  var sheetTranslation: Double = 0
  /// Whether the sheet has taken part in the gesture in progress.
  package private(set) var sheetIsDragging = false
  var lastMovementWentToContent = false

  /// Creates a handoff.
  package init(expandsWhenScrollingUp: Bool = true, trackedScrollView: ScrollViewID? = nil) {
    self.expandsWhenScrollingUp = expandsWhenScrollingUp
    self.trackedScrollView = trackedScrollView
  }

  /// Starts following a scroll view's pan. Returns false (and ignores the gesture) for a
  /// horizontal scroll view or one that is not the tracked one.
  @discardableResult
  package mutating func panBegan(
    scrollView: ScrollViewID, isVertical: Bool, metrics: ScrollMetrics
  ) -> Bool {
    guard isVertical, !isSuspended,
      trackedScrollView == nil || trackedScrollView == scrollView
    else {
      activeScrollView = nil
      return false
    }
    activeScrollView = scrollView
    lastTranslation = 0
    lastOffset = metrics.contentOffset.isFinite ? metrics.contentOffset : metrics.topOffset
    sheetTranslation = 0
    sheetIsDragging = false
    lastMovementWentToContent = false
    return true
  }

  /// Splits the finger's movement since the last update between the sheet and the content.
  ///
  /// - Parameters:
  ///   - translation: The pan's total vertical translation, in points (down positive).
  ///   - metrics: The scroll view after UIKit applied this update.
  ///   - engine: The sheet's engine; it receives the sheet's share as drag inputs.
  ///   - time: The update's timestamp, in seconds.
  package mutating func panChanged(
    translation: Double, metrics: ScrollMetrics, engine: inout SheetEngine, at time: Double
  ) -> HandoffUpdate {
    guard activeScrollView != nil, translation.isFinite else {
      return HandoffUpdate(contentOffset: nil, sheetDelta: 0, contentDelta: 0)
    }
    let clamped = min(
      max(translation, -SheetEngine.maximumTranslation), SheetEngine.maximumTranslation)
    let delta = clamped - lastTranslation
    lastTranslation = clamped
    let top = metrics.topOffset
    var sheetPart = 0.0
    var contentPart = 0.0
    if !metrics.canScroll {
      sheetPart = delta
    } else if delta > 0 {
      // Down: the content returns to its top first, then the sheet follows the finger.
      contentPart = min(delta, max(0, lastOffset - top))
      sheetPart = delta - contentPart
    } else if delta < 0 {
      // Up: the sheet grows to its largest detent first, then the content scrolls.
      let up = -delta
      let extent = engine.currentSample().position
      var sheetUp = 0.0
      if expandsWhenScrollingUp && engine.configuration.prefersScrollingExpandsWhenScrolledToEdge {
        sheetUp = min(up, max(0, engine.detents.largestExtent - extent))
      } else if sheetIsDragging {
        sheetUp = min(up, max(0, sheetTranslation))
      }
      sheetPart = -sheetUp
      contentPart = -(up - sheetUp)
    }
    if sheetPart != 0 {
      if !sheetIsDragging {
        engine.handle(.dragBegan, at: time)
        sheetIsDragging = true
        sheetTranslation = 0
      }
      sheetTranslation += sheetPart
      engine.handle(.dragChanged(translation: sheetTranslation), at: time)
    }
    lastMovementWentToContent = contentPart != 0 && sheetPart == 0
    if sheetPart == 0, sheetIsDragging {
      // Tell the engine the sheet held still, so its velocity estimate decays.
      engine.handle(.dragChanged(translation: sheetTranslation), at: time)
    }
    if sheetPart == 0 && delta != 0 {
      // Only the content moved: keep UIKit's own offset (bounce included).
      lastOffset = metrics.contentOffset.isFinite ? metrics.contentOffset : lastOffset
      return HandoffUpdate(contentOffset: nil, sheetDelta: 0, contentDelta: contentPart)
    }
    // The sheet took (part of) the movement: the content moves only by its share and never
    // past either edge (UIKit's bounce would otherwise take over from an overshoot next update).
    let previous = lastOffset
    lastOffset = min(max(top, lastOffset - contentPart), max(top, metrics.bottomOffset))
    return HandoffUpdate(
      contentOffset: lastOffset, sheetDelta: sheetPart, contentDelta: previous - lastOffset)
  }

  /// Ends the gesture. When the sheet moved, its release goes to the engine with `velocity`
  /// (points per second, down positive) and the content's deceleration is cancelled, unless the
  /// last movement scrolled the content with the sheet parked, in which case the content keeps
  /// its momentum and the sheet stays.
  ///
  /// `shouldDismiss` is the user-dismissal veto (see ``SheetEngine/handle(_:at:shouldDismiss:)``):
  /// asked once, and only when the release would dismiss the sheet.
  package mutating func panEnded(
    velocity: Double, metrics: ScrollMetrics, engine: inout SheetEngine, at time: Double,
    shouldDismiss: () -> Bool = { true }
  ) -> HandoffRelease {
    defer { activeScrollView = nil }
    guard activeScrollView != nil, sheetIsDragging else {
      return HandoffRelease(releasedSheet: false, stopContentAt: nil)
    }
    sheetIsDragging = false
    if lastMovementWentToContent {
      engine.handle(.dragEnded(velocity: 0), at: time, shouldDismiss: shouldDismiss)
      return HandoffRelease(releasedSheet: true, stopContentAt: nil)
    }
    engine.handle(
      .dragEnded(velocity: velocity.isFinite ? velocity : 0), at: time,
      shouldDismiss: shouldDismiss)
    return HandoffRelease(releasedSheet: true, stopContentAt: lastOffset)
  }

  /// Whether ending the gesture now, with `velocity`, would ask the user-dismissal question (the
  /// release would dismiss the sheet). Plays the release on copies; nothing changes. An adapter
  /// asks its veto only then, before the engine changes, and passes the answer to
  /// ``panEnded(velocity:metrics:engine:at:shouldDismiss:)`` as a constant.
  package func releaseAsksUserDismissal(
    velocity: Double, metrics: ScrollMetrics, engine: SheetEngine, at time: Double
  ) -> Bool {
    var trialHandoff = self
    var trialEngine = engine
    trialEngine.recording = nil
    var asked = false
    _ = trialHandoff.panEnded(velocity: velocity, metrics: metrics, engine: &trialEngine, at: time)
    {
      asked = true
      return true
    }
    return asked
  }

  /// Ends the gesture after the system cancelled it: the sheet settles without dismissing.
  package mutating func panCancelled(engine: inout SheetEngine, at time: Double) {
    defer { activeScrollView = nil }
    guard sheetIsDragging else { return }
    sheetIsDragging = false
    engine.handle(.dragCancelled, at: time)
  }
}
