/// Everything a renderer needs to draw the sheet at one instant.
public struct SheetFrame: Sendable, Hashable {
  /// The instant, in seconds on the engine's clock.
  public var time: Double
  /// The sheet's real frame in the container, in points: what hit-testing, the dimming's
  /// pass-through and the keyboard measure against. An edge-attached sheet's reaches down to
  /// the container's bottom edge, behind the keyboard and home indicator; a floating card's
  /// ends at its floating bottom edge (``SheetLayout``).
  public var sheetRect: Rect
  /// The sheet's visible height above its base line (the container bottom raised by the
  /// keyboard), in points. 0 is hidden.
  public var extent: Double
  /// How far the keyboard currently raises the base line, in points.
  public var keyboardLift: Double
  /// The upward speed of the sheet's top edge, in points per second (negative when falling).
  public var velocity: Double
  /// The dimming view's alpha, 0…``Dimming/maximumAlpha``.
  public var dimmingAlpha: Double
  /// Whether touches outside the sheet should reach the view behind it.
  public var passesTouchesThrough: Bool
  /// What the sheet is doing.
  public var phase: SheetPhase
  /// The detent the sheet rests at or is heading for (nil while hidden or heading for hidden).
  public var detent: Detent.Identifier?
  /// Whether anything still moves without input (a display link should keep ticking).
  public var isAnimating: Bool
  /// How much of the sheet is shown relative to its detent, 0…1: the extent over the extent of
  /// the detent it rests at, heads for or was dismissed from. A presentation transition reports
  /// it as its progress (a dismissal as 1 − it).
  public var presentationProgress: Double
  /// The height above the base line at which the sheet's view and content are laid out, in
  /// points. It changes only at events (a new target detent, a content, layout or keyboard
  /// change, a grab, coming to rest), never on the frames of a drag or a spring: a renderer
  /// sizes the content when it changes and otherwise only moves the sheet (``layoutRect``). At
  /// rest it equals ``extent``; while moving it covers every extent below the largest detent
  /// the motion can reach. Beyond it (rubber band, overshoot) only the sheet's background
  /// stretches.
  public var layoutHeight: Double
  /// The bottom safe-area inset the content is laid out with, in points: the part of the
  /// container's bottom safe-area inset the sheet would cover resting at ``layoutHeight`` (the
  /// home indicator's when it rests on the container's bottom edge, none on the keyboard). Like
  /// ``layoutHeight`` it changes only at events, never while the sheet moves, so the content
  /// keeps one safe area through a drag or a spring however far the sheet hangs below the
  /// screen edge.
  public var contentBottomInset: Double
  /// The shape of the sheet's surface at this frame: its insets from ``sheetRect``, its corner
  /// radii and how attached it is (``SheetConfiguration/surfaceStyle``). A function of
  /// ``extent`` under the current layout (`SheetSurfaceMorph`), so it moves with the sheet
  /// and never jumps on a frame of a drag or a spring. It is the surface's, not the content's:
  /// the content keeps ``contentRect``.
  public var surface: SheetSurface
  /// The horizontal inset on each side of ``layoutRect`` at which the content is laid out, in
  /// points: a floating style's inset when the sheet can float (it has a partial detent), else
  /// 0, and always 0 for a floating card (``SheetSurfaceMorph``). It changes only at events, so the content keeps one width through a drag, a spring and
  /// the surface's morph: a floating surface fits it, an attached one grows around it.
  package var contentSideInset: Double
  /// The gap between the base line and the bottom of the sheet's laid-out view, in points: a
  /// floating card's ``SheetLayout/bottomClearance``, 0 for an edge-attached sheet. Like
  /// ``layoutHeight`` it changes only at events.
  package var bottomClearance: Double
  /// What changed against the frame the engine drew before this one (by
  /// ``SheetEngine/frame(at:)`` or ``SheetEngine/drawFrame()``): a renderer applies only these,
  /// besides the position and the dimming alpha. Empty on the frames of a drag or a spring.
  package var changes: SheetFrameChanges
  /// How far the screen that presented the sheet has receded behind it (scale, corners, shade),
  /// from how high the sheet stands (``SheetEngine/presenterRecessionRange``):
  /// ``PresenterRecession/none`` for persistent sheets, on wide containers, while hidden and when
  /// ``SheetConfiguration/recedesPresenter`` is off. A renderer applies it
  /// to the presenting view when it changes, without laying that view out.
  package var presenterRecession: PresenterRecession

  /// Creates a frame.
  package init(
    time: Double,
    sheetRect: Rect,
    extent: Double,
    keyboardLift: Double,
    velocity: Double,
    dimmingAlpha: Double,
    passesTouchesThrough: Bool,
    phase: SheetPhase,
    detent: Detent.Identifier?,
    isAnimating: Bool,
    presentationProgress: Double = 0,
    layoutHeight: Double = 0,
    contentBottomInset: Double = 0,
    surface: SheetSurface = SheetSurface(),
    contentSideInset: Double = 0,
    bottomClearance: Double = 0,
    changes: SheetFrameChanges = .all,
    presenterRecession: PresenterRecession = .none
  ) {
    self.time = time
    self.sheetRect = sheetRect
    self.extent = extent
    self.keyboardLift = keyboardLift
    self.velocity = velocity
    self.dimmingAlpha = dimmingAlpha
    self.passesTouchesThrough = passesTouchesThrough
    self.phase = phase
    self.detent = detent
    self.isAnimating = isAnimating
    self.presentationProgress = presentationProgress
    self.layoutHeight = layoutHeight
    self.contentBottomInset = contentBottomInset
    self.surface = surface
    self.contentSideInset = contentSideInset
    self.bottomClearance = bottomClearance
    self.changes = changes
    self.presenterRecession = presenterRecession
  }

  /// Whether the surface may be drawn taller than its rect, past the container's bottom edge,
  /// without changing what shows: an edge-attached sheet (no ``bottomClearance``) whose surface
  /// has no insets and square bottom corners. A renderer can then size the surface once per
  /// layout instead of on every frame of a drag or a spring.
  package var surfaceMayOverhang: Bool {
    bottomClearance == 0 && surface.leadingInset == 0 && surface.trailingInset == 0
      && surface.bottomInset == 0 && surface.bottomCornerRadius == 0
  }

  /// The sheet's visible height above the container's bottom edge, in points
  /// (extent + keyboard lift).
  public var height: Double { extent + keyboardLift }

  /// Where the sheet's view is laid out: the top edge and width of ``sheetRect``,
  /// ``layoutHeight`` less `bottomClearance` tall. Between events only its origin changes,
  /// except while the sheet glides sideways to a new width (a new placement in the same
  /// container), when its width follows the glide.
  public var layoutRect: Rect {
    Rect(
      x: sheetRect.minX, y: sheetRect.minY, width: sheetRect.width,
      height: max(0, layoutHeight - bottomClearance))
  }

  /// Where the content is laid out: ``layoutRect`` less `contentSideInset` on each side.
  /// Between events only its origin changes; its size changes only with
  /// `SheetFrameChanges.layoutHeight`. For a floating card it is ``layoutRect`` itself: the
  /// card's width (its surface has no side insets) and ``layoutHeight`` less
  /// `bottomClearance` tall, ending at the card's bottom edge when it rests.
  public var contentRect: Rect {
    let rect = layoutRect
    let inset = min(max(contentSideInset, 0), rect.width / 2)
    return Rect(
      x: rect.minX + inset, y: rect.minY, width: rect.width - 2 * inset, height: rect.height)
  }

  /// The surface's rect: ``sheetRect`` less ``surface``'s insets (``SheetSurface/rect(in:)``).
  public var surfaceRect: Rect { surface.rect(in: sheetRect) }
}
