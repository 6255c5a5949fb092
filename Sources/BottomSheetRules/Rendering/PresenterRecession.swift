import BottomSheetCore

/// How far the screen that presented a modal sheet has receded behind it: scaled down, with
/// rounded corners, a little darker, as the system's page sheet pushes its presenter back when
/// it reaches its largest detent.
///
/// Apple describes the look but publishes no numbers: *Modernizing Your UI for iOS 13* (WWDC19,
/// session 224) shows the presenting view "scaled down and not removed from the view
/// hierarchy" behind a page sheet, and *Customize and Resize Sheets in UIKit* (WWDC21, session
/// 10063) shows that a sheet resting at a partial detent (`UISheetPresentationController`'s
/// `.medium()`) leaves it in place, while at `.large()` it recedes. The amounts here are
/// therefore chosen to look like the system sheet and are documented defaults.
///
/// The recession is a function of how high the sheet stands
/// (``init(extent:startExtent:largestExtent:containerSize:topSafeAreaInset:isPersistent:isEnabled:)``):
/// none at or below a start height, full at the top, eased in between (``easing(_:)``, no
/// slope jump at either end), so it follows a drag, a spring or a dismissal continuously and
/// comes back as the sheet leaves the top. The engine measures the height of the sheet's top
/// edge above the container's bottom edge and starts at ``startFraction`` of the full height
/// (``SheetEngine/presenterRecessionRange``): for `[.medium, .large]` that is exactly "from the
/// partial detent to the large one", as the system does; since the range follows the layout
/// and not the detents, a detent or content change under a still sheet never moves the
/// presenter. Persistent sheets, wide containers (wider than
/// ``SheetLayout/wideContainerThreshold``) and sheets configured with
/// ``SheetConfiguration/recedesPresenter`` off give ``none``.
///
/// Reduce Motion does not turn it off: the recession is a state of the screen that follows the
/// sheet's position, not an animation of its own, and under Reduce Motion the sheet's own moves
/// are already short and never overshoot.
///
/// A presenter that still takes touches is never receded: the engine starts the recession
/// above its pass-through limit (``Dimming/largestUndimmedDetent``) and gives ``none`` when the
/// background takes touches at every height (``Dimming/none``) or up to the full height.
///
/// Over a receded presenter the status bar should be light (``prefersLightStatusBar``): the
/// band above it is black.
///
/// A renderer applies it to the presenting view without laying it out again: a scale
/// ``scale`` about the view's centre followed by a move ``verticalOffset`` down (together,
/// ``presenterRect(in:)``), corners of ``cornerRadius`` (as they appear on screen: a renderer
/// that rounds the scaled view's own layer divides by ``scale``) and a black shade of
/// ``dimmingAlpha`` over it.
package struct PresenterRecession: Sendable, Hashable {
  /// How far the presenter has receded, 0…1: the eased fraction of the way from the start
  /// extent to the largest detent. Every amount below is linear in it.
  package var progress: Double
  /// The presenter's scale, ``fullScale``…1 (1: not receded).
  package var scale: Double
  /// The radius of the presenter's corners as they appear on screen, in points (0: square).
  package var cornerRadius: Double
  /// The alpha of the black shade over the presenter, 0…``fullDimmingAlpha``. It adds to the
  /// sheet's own dimming (``SheetFrame/dimmingAlpha``), which lies over the presenter too.
  package var dimmingAlpha: Double
  /// How far the scaled presenter moves down, in points, so that its top edge sits at the top
  /// safe-area inset (below the status bar) rather than above it.
  package var verticalOffset: Double

  /// The presenter's scale at full recession: 0.92 (the presenter keeps 92 % of its width,
  /// about 16 pt free on each side of a 390 pt iPhone). Apple publishes no value; this is
  /// chosen to match how the system's page sheet pushes its presenter back on iPhone (roughly
  /// 0.92–0.94 of its width).
  package static let fullScale: Double = 0.92
  /// The radius of the receded presenter's corners on screen, in points: 10 pt, the rounding
  /// the system's page sheet gives its presenter from iOS 13 on. Apple publishes no value; this
  /// is chosen to match it.
  package static let fullCornerRadius: Double = 10
  /// The alpha of the black shade over the presenter at full recession: 0.15. Apple publishes
  /// no value; on top of the sheet's own dimming (``Dimming/systemMaximumAlpha``) it makes the
  /// receded screen read as set back without hiding it, as the system's does.
  package static let fullDimmingAlpha: Double = 0.15
  /// Where the engine starts receding the presenter, as a fraction of the full height: 0.5,
  /// the height of the `.medium` detent, the partial detent from which the system's sheet
  /// pushes its presenter back on its way to `.large`. A sheet whose tallest detent lies below
  /// full height recedes its presenter only as far as it rises above this.
  package static let startFraction: Double = PresenterRecessionInput.startFraction
  /// The shortest distance over which the recession grows, in points: a start extent closer
  /// than this below the largest detent still eases in over 1 pt, so the recession never
  /// jumps, whatever the detents.
  package static let minimumSpan: Double = 1

  /// Not receded at all: scale 1, no corners, no shade, no offset.
  package static let none = PresenterRecession(
    progress: 0, scale: 1, cornerRadius: 0, dimmingAlpha: 0, verticalOffset: 0)

  /// Creates a recession from its amounts.
  package init(
    progress: Double, scale: Double, cornerRadius: Double, dimmingAlpha: Double,
    verticalOffset: Double = 0
  ) {
    self.progress = progress
    self.scale = scale
    self.cornerRadius = cornerRadius
    self.dimmingAlpha = dimmingAlpha
    self.verticalOffset = verticalOffset
  }

  /// The recession when the sheet's extent is `extent`.
  ///
  /// - Parameters:
  ///   - extent: How high the sheet stands, in points (the engine passes the height of its top
  ///     edge above the container's bottom edge: extent + keyboard lift).
  ///   - startExtent: Where the presenter starts receding, in points (the engine passes
  ///     ``startFraction`` of the full height: where `.medium` rests).
  ///   - largestExtent: Where the recession is full, in points (the engine passes the full
  ///     height: where `.large` rests).
  ///   - containerSize: The container's size, in points: a width above
  ///     ``SheetLayout/wideContainerThreshold`` gives ``none``; the height places the receded
  ///     presenter (``verticalOffset``).
  ///   - topSafeAreaInset: The container's top safe-area inset, in points.
  ///   - isPersistent: Whether the sheet is persistent (gives ``none``).
  ///   - isEnabled: ``SheetConfiguration/recedesPresenter`` (false gives ``none``).
  ///
  /// Values that are not finite give ``none``; the result is never NaN.
  package init(
    extent: Double, startExtent: Double, largestExtent: Double, containerSize: Size,
    topSafeAreaInset: Double, isPersistent: Bool, isEnabled: Bool
  ) {
    let width = containerSize.width
    let height = containerSize.height
    guard isEnabled, !isPersistent, width.isFinite, width <= SheetLayout.wideContainerThreshold,
      extent.isFinite, startExtent.isFinite, largestExtent.isFinite, height.isFinite
    else {
      self = .none
      return
    }
    let start = min(max(startExtent, 0), max(largestExtent, 0))
    let span = max(largestExtent - start, PresenterRecession.minimumSpan)
    let fraction = min(max((extent - start) / span, 0), 1)
    let progress = PresenterRecession.easing(fraction)
    guard progress > 0 else {
      self = .none
      return
    }
    let inset = topSafeAreaInset.isFinite ? max(topSafeAreaInset, 0) : 0
    // The top edge of the fully receded presenter, scaled about its centre, is
    // (1 − fullScale) · height / 2 down; it moves further down to the top inset when that is
    // lower.
    let scaledTop = (1 - PresenterRecession.fullScale) * max(height, 0) / 2
    self.init(
      progress: progress,
      scale: 1 - (1 - PresenterRecession.fullScale) * progress,
      cornerRadius: PresenterRecession.fullCornerRadius * progress,
      dimmingAlpha: PresenterRecession.fullDimmingAlpha * progress,
      verticalOffset: max(inset - scaledTop, 0) * progress)
  }

  /// The easing from the fraction of the way travelled (0…1) to ``progress``: smoothstep,
  /// `3t² − 2t³`. Its slope is 0 at both ends, so the recession starts and ends without a jolt
  /// in speed, and at most 1.5 in between.
  @inline(__always)
  package static func easing(_ fraction: Double) -> Double {
    let t = min(max(fraction, 0), 1)
    return t * t * (3 - 2 * t)
  }

  /// Whether a presenting view of `presenterSize` may be receded in a container of
  /// `containerSize`: only one that covers the container (to half a point) is the screen the
  /// sheet pushes back; a presenter that fills only part of it (a sheet under this sheet, a
  /// popover) is left alone.
  package static func applies(
    toPresenterOfSize presenterSize: Size, inContainerOfSize containerSize: Size
  )
    -> Bool
  {
    abs(presenterSize.width - containerSize.width) <= 0.5
      && abs(presenterSize.height - containerSize.height) <= 0.5
  }

  /// Whether the presenter is receded at all (``progress`` above 0).
  package var isReceded: Bool { progress > 0 }

  /// The ``progress`` above which the status bar should show light content: 0.5.
  ///
  /// The receded presenter moves down to the top safe-area inset and the band it leaves above
  /// it, where the status bar sits, is opaque black (as behind the system's page sheet, which
  /// turns the status bar light when its presenter recedes). The band grows with ``progress``;
  /// past half-way most of the status bar lies over black, so dark text would no longer read.
  /// Apple publishes no threshold; half-way switches once per drag through the middle of the
  /// recession, never at either end.
  package static let lightStatusBarProgress: Double = 0.5

  /// Whether the status bar over the receded presenter should show light content:
  /// ``progress`` above ``lightStatusBarProgress``. False when not receded, so the app's own
  /// style applies.
  package var prefersLightStatusBar: Bool { progress > PresenterRecession.lightStatusBarProgress }

  /// Where the receded presenter appears in a container of `containerSize` (the presenter
  /// filling the container when not receded): scaled by ``scale`` about the centre, then moved
  /// down by ``verticalOffset``, in points.
  package func presenterRect(in containerSize: Size) -> Rect {
    let width = containerSize.width * scale
    let height = containerSize.height * scale
    return Rect(
      x: (containerSize.width - width) / 2,
      y: (containerSize.height - height) / 2 + verticalOffset,
      width: width, height: height)
  }
}
