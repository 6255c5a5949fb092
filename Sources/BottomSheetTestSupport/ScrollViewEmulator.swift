import BottomSheetCore
import BottomSheetRules
import RealModule

/// A vertical `UIScrollView` reduced to its numbers, for driving ``ScrollHandoff`` on Linux.
///
/// It moves its content the way UIKit does before any observer of its pan gesture runs: by the
/// finger's delta, rubber-banded past either edge (when ``bounces``). After a release it
/// decelerates like UIScrollView (velocity × rate per millisecond) and stops at an edge.
///
/// ```swift
/// var scroll = ScrollViewEmulator(contentHeight: 2000, boundsHeight: 700)
/// scroll.beginPan(at: 0)
/// scroll.pan(translation: -50)          // UIKit scrolls the content up by 50 pt
/// scroll.setContentOffset(0)            // the handoff pins it instead
/// ```
package struct ScrollViewEmulator: Sendable {
  /// The scroll view's geometry; `contentOffset` is live.
  package var metrics: ScrollMetrics
  /// Whether the content rubber-bands past its edges while dragged.
  package var bounces: Bool
  /// The deceleration rate (UIScrollView's `.normal` by default).
  package var decelerationRate: DecelerationRate
  /// Whether a finger is on the content.
  package private(set) var isTracking = false
  /// Whether the content is coasting after a release.
  package private(set) var isDecelerating = false

  var lastTranslation = 0.0
  /// The offset the finger asks for, before rubber-banding.
  var rawOffset = 0.0
  var decelerationStart = 0.0
  var decelerationOrigin = 0.0
  var decelerationVelocity = 0.0

  /// Creates a scroll view resting at its top.
  package init(
    contentHeight: Double, boundsHeight: Double, insetTop: Double = 0, insetBottom: Double = 0,
    bounces: Bool = true, decelerationRate: DecelerationRate = .normal
  ) {
    metrics = ScrollMetrics(
      contentOffset: -insetTop, contentHeight: contentHeight, boundsHeight: boundsHeight,
      insetTop: insetTop, insetBottom: insetBottom)
    self.bounces = bounces
    self.decelerationRate = decelerationRate
    rawOffset = -insetTop
  }

  /// The current offset, in points.
  package var contentOffset: Double { metrics.contentOffset }

  /// A finger goes down: any deceleration stops where it is.
  package mutating func beginPan(at time: Double) {
    advance(to: time)
    isDecelerating = false
    isTracking = true
    lastTranslation = 0
    rawOffset = metrics.contentOffset
  }

  /// The finger moved to total `translation` (down positive): the content moves the other way
  /// by the delta, rubber-banded past an edge.
  package mutating func pan(translation: Double) {
    let delta = translation - lastTranslation
    lastTranslation = translation
    rawOffset -= delta
    let top = metrics.topOffset
    let bottom = metrics.bottomOffset
    let band = RubberBand(dimension: max(metrics.boundsHeight, 1))
    if rawOffset < top {
      metrics.contentOffset = bounces ? top - band.offset(forOvershoot: top - rawOffset) : top
    } else if rawOffset > bottom {
      metrics.contentOffset =
        bounces ? bottom + band.offset(forOvershoot: rawOffset - bottom) : bottom
    } else {
      metrics.contentOffset = rawOffset
    }
  }

  /// Sets the offset, as `contentOffset = …` does (the handoff pinning the content).
  package mutating func setContentOffset(_ offset: Double) {
    metrics.contentOffset = offset
    rawOffset = offset
  }

  /// The finger lifts with `velocity` (points per second, down positive). Unless
  /// `stopAt` is given (the handoff cancelling the deceleration), the content coasts.
  package mutating func endPan(velocity: Double, at time: Double, stopAt: Double? = nil) {
    isTracking = false
    if let stopAt {
      setContentOffset(stopAt)
      isDecelerating = false
      return
    }
    let top = metrics.topOffset
    let bottom = metrics.bottomOffset
    metrics.contentOffset = min(max(metrics.contentOffset, top), bottom)
    decelerationStart = time
    decelerationOrigin = metrics.contentOffset
    decelerationVelocity = -velocity
    isDecelerating = velocity != 0
  }

  /// Moves the coasting content to where it is at `time`: offset velocity decays by the rate
  /// every millisecond, x(t) = x₀ + v₀·(r^(1000t) − 1)/(1000·ln r); it stops at an edge.
  package mutating func advance(to time: Double) {
    guard isDecelerating else { return }
    let rate = decelerationRate.rawValue
    let elapsed = max(0, time - decelerationStart)
    let decay = Double.pow(rate, 1000 * elapsed)
    let travelled = decelerationVelocity * (decay - 1) / (1000 * Double.log(rate))
    let top = metrics.topOffset
    let bottom = metrics.bottomOffset
    let offset = decelerationOrigin + travelled
    let speed = abs(decelerationVelocity * decay)
    if offset <= top || offset >= bottom || speed < 1 {
      metrics.contentOffset = min(max(offset, top), bottom)
      rawOffset = metrics.contentOffset
      isDecelerating = speed >= 1 && offset > top && offset < bottom
    } else {
      metrics.contentOffset = offset
      rawOffset = offset
    }
  }
}
