import BottomSheetCore

/// How a modal sheet recedes behind a modal sheet presented from it: the lower sheet as a
/// whole (its surface, grabber and content, with its corners) is scaled about its view's
/// centre and moved up, so its top edge shows above the upper sheet's, as the screen behind a
/// sheet does at the top (``PresenterRecession``), and the upper sheet's shade darkens it.
///
/// The amount follows the upper sheet alone: its ``progress`` is the presenter recession's
/// (``PresenterRecession/progress``, for the upper sheet's ``PresenterRecessionInput``), so the
/// lower sheet starts receding as the upper one rises past half height, is fully receded when
/// the upper one stands at the top, and comes back continuously, frame by frame, as it leaves:
/// through drags, flicks, grabs and interruptions of the upper sheet, since it is a function of
/// where the upper sheet is drawn and of nothing else. The lower sheet itself never moves for
/// it: its engine hears nothing, its content is never laid out; only a transform changes.
///
/// At full recession the lower sheet has ``PresenterRecession/fullScale`` of its size and its
/// surface's top edge sits ``PresenterRecession`` `.verticalOffset`'s equivalent higher: the
/// container's top gap (``LayoutContext/defaultTopGap``, 10 pt) above where it was, but never
/// above the top safe-area inset. A lower sheet at the full height thus peeks out from under
/// the upper one exactly as far as a receded screen does; one resting lower lies wholly under
/// an upper sheet at the full height, as the system's stacked sheets do.
///
/// A renderer applies it as `transform` (a scale ``scale`` about the lower sheet view's centre,
/// then a move of ``translationY`` points), recomputed whenever either sheet draws, and a black
/// shade of ``shadeAlpha`` over everything below the upper sheet's dimming.
package struct StackedSheetRecession: Sendable, Hashable {
  /// How far the lower sheet has receded, 0…1 (the upper sheet's presenter progress).
  package var progress: Double
  /// The lower sheet's scale, ``PresenterRecession/fullScale``…1.
  package var scale: Double
  /// How far the scaled lower sheet moves down, in points (negative: up).
  package var translationY: Double
  /// The alpha of the black shade over the lower sheet, 0…``PresenterRecession/fullDimmingAlpha``.
  /// It adds to the upper sheet's own dimming, which lies over the lower sheet too.
  package var shadeAlpha: Double
  /// The point the scale is about, in the container's points: the centre of the lower sheet's
  /// view (its ``SheetFrame`` `layoutRect`).
  package var anchor: Point

  /// Not receded: scale 1, no move, no shade.
  package static let none = StackedSheetRecession(
    progress: 0, scale: 1, translationY: 0, shadeAlpha: 0, anchor: .zero)

  /// Creates a recession from its amounts.
  package init(
    progress: Double, scale: Double, translationY: Double, shadeAlpha: Double, anchor: Point
  ) {
    self.progress = progress
    self.scale = scale
    self.translationY = translationY
    self.shadeAlpha = shadeAlpha
    self.anchor = anchor
  }

  /// The lower sheet's recession when the upper sheet stands as `upper` says (its frame's
  /// ``SheetFrame`` presenter-recession input) and the lower sheet is drawn as `lower` says.
  ///
  /// Gives ``none`` when the upper sheet does not recede its presenter (hidden, a wide
  /// container, `SheetConfiguration.recedesPresenter` off) or the lower sheet is hidden or not
  /// drawable; never NaN.
  package init(upper: PresenterRecessionInput, lower: SheetFrame) {
    self.init(
      upper: upper, lowerView: lower.layoutRect, lowerSurfaceTop: lower.surfaceRect.minY,
      isLowerDrawable: lower.isDrawable && lower.phase != .hidden)
  }

  /// The recession of a lower sheet whose view lies at `lowerView` and whose surface's top edge
  /// is at `lowerSurfaceTop`, in the container's points, under an upper sheet standing as
  /// `upper` says.
  package init(
    upper: PresenterRecessionInput, lowerView: Rect, lowerSurfaceTop: Double,
    isLowerDrawable: Bool = true
  ) {
    let progress = PresenterRecession(upper).progress
    let centreX = lowerView.midX
    let centreY = lowerView.minY + lowerView.height / 2
    guard isLowerDrawable, progress > 0, centreX.isFinite, centreY.isFinite,
      lowerSurfaceTop.isFinite
    else {
      self = .none
      return
    }
    let scale = 1 - (1 - PresenterRecession.fullScale) * progress
    let safeTop = upper.topSafeAreaInset.isFinite ? max(upper.topSafeAreaInset, 0) : 0
    let lift = min(LayoutContext.defaultTopGap, max(lowerSurfaceTop - safeTop, 0)) * progress
    // Scaled about the centre, the top edge moves to centreY + scale · (top − centreY); the
    // move takes it from there to `top − lift`.
    let translation = (lowerSurfaceTop - centreY) * (1 - scale) - lift
    self.init(
      progress: progress, scale: scale, translationY: translation,
      shadeAlpha: PresenterRecession.fullDimmingAlpha * progress,
      anchor: Point(x: centreX, y: centreY))
  }

  /// Whether the lower sheet is receded at all (``progress`` above 0).
  package var isReceded: Bool { progress > 0 }

  /// Where a point of the lower sheet at `point` (container points, not receded) appears.
  package func receded(_ point: Point) -> Point {
    Point(
      x: anchor.x + scale * (point.x - anchor.x),
      y: anchor.y + scale * (point.y - anchor.y) + translationY)
  }

  /// Where a rect of the lower sheet at `rect` (container points, not receded) appears.
  package func receded(_ rect: Rect) -> Rect {
    let origin = receded(Point(x: rect.minX, y: rect.minY))
    return Rect(x: origin.x, y: origin.y, width: rect.width * scale, height: rect.height * scale)
  }
}
