/// Everything a renderer needs to draw the sheet at one instant.
public struct SheetFrame: Sendable, Hashable {
  /// Everything but the detent's name, stored as plain numbers (``SheetFrameValues``): the
  /// properties below read and write it.
  var values: SheetFrameValues
  /// ``detent``'s identifier when there is one (``SheetFrameValues/hasDetent``), else
  /// ``noDetent``. Not an optional: a frame whose one reference is an optional is copied and
  /// destroyed through outlined helpers each time it is returned, a plain string is one
  /// retain.
  var detentIdentifier: Detent.Identifier

  /// What ``detentIdentifier`` holds for a frame with no detent: the empty name.
  static var noDetent: Detent.Identifier { Detent.Identifier(rawValue: "") }

  /// The instant, in seconds on the engine's clock.
  public package(set) var time: Double {
    get { values.time }
    set { values.time = newValue }
  }

  /// The sheet's real frame in the container, in points: what hit-testing, the dimming's
  /// pass-through and the keyboard measure against. An edge-attached sheet's reaches down to
  /// the container's bottom edge, behind the keyboard and home indicator; a floating card's
  /// ends at its floating bottom edge (`SheetLayout`).
  public package(set) var sheetRect: Rect {
    get { values.sheetRect }
    set { values.sheetRect = newValue }
  }

  /// The sheet's visible height above its base line (the container bottom raised by the
  /// keyboard), in points. 0 is hidden.
  package var extent: Double {
    get { values.extent }
    set { values.extent = newValue }
  }

  /// How far the keyboard currently raises the base line, in points.
  package var keyboardLift: Double {
    get { values.keyboardLift }
    set { values.keyboardLift = newValue }
  }

  /// The upward speed of the sheet's top edge, in points per second (negative when falling).
  public package(set) var velocity: Double {
    get { values.velocity }
    set { values.velocity = newValue }
  }

  /// The dimming view's alpha, 0…``Dimming/maximumAlpha``.
  public package(set) var dimmingAlpha: Double {
    get { values.dimmingAlpha }
    set { values.dimmingAlpha = newValue }
  }

  /// Whether touches outside the sheet should reach the view behind it.
  package var passesTouchesThrough: Bool {
    get { values.passesTouchesThrough }
    set { values.passesTouchesThrough = newValue }
  }

  /// What the sheet is doing.
  public package(set) var phase: SheetPhase {
    get { values.phase }
    set { values.phase = newValue }
  }

  /// The detent the sheet rests at or is heading for (nil while hidden or heading for hidden).
  public package(set) var detent: Detent.Identifier? {
    get { values.hasDetent ? detentIdentifier : nil }
    set {
      values.hasDetent = newValue != nil
      detentIdentifier = newValue ?? SheetFrame.noDetent
    }
  }

  /// Whether anything still moves without input (a display link should keep ticking).
  public package(set) var isAnimating: Bool {
    get { values.isAnimating }
    set { values.isAnimating = newValue }
  }

  /// How much of the sheet is shown relative to its detent, 0…1: the extent over the extent of
  /// the detent it rests at, heads for or was dismissed from. A presentation transition reports
  /// it as its progress (a dismissal as 1 − it).
  package var presentationProgress: Double {
    get { values.presentationProgress }
    set { values.presentationProgress = newValue }
  }

  /// The height above the base line at which the sheet's view and content are laid out, in
  /// points. It changes only at events (a new target detent, a content, layout or keyboard
  /// change, a grab, coming to rest), never on the frames of a drag or a spring: a renderer
  /// sizes the content when it changes and otherwise only moves the sheet (``layoutRect``). At
  /// rest it equals ``extent``; while moving it covers every extent below the largest detent
  /// the motion can reach. Beyond it (rubber band, overshoot) only the sheet's background
  /// stretches.
  package var layoutHeight: Double {
    get { values.layoutHeight }
    set { values.layoutHeight = newValue }
  }

  /// The bottom safe-area inset the content is laid out with, in points: the part of the
  /// container's bottom safe-area inset the sheet would cover resting at ``layoutHeight`` (the
  /// home indicator's when it rests on the container's bottom edge, none on the keyboard). Like
  /// ``layoutHeight`` it changes only at events, never while the sheet moves, so the content
  /// keeps one safe area through a drag or a spring however far the sheet hangs below the
  /// screen edge.
  package var contentBottomInset: Double {
    get { values.contentBottomInset }
    set { values.contentBottomInset = newValue }
  }

  /// The shape of the sheet's surface at this frame: its insets from ``sheetRect``, its corner
  /// radii and how attached it is (``SheetConfiguration/surfaceStyle``). A function of
  /// ``extent`` under the current layout (`SheetSurfaceMorph`), so it moves with the sheet
  /// and never jumps on a frame of a drag or a spring. Below its lowest detent a floating sheet
  /// keeps the lowest detent's shape and slides: ``surfaceRect`` then reaches below
  /// ``sheetRect``. It is the surface's, not the content's: the content keeps ``contentRect``.
  package var surface: SheetSurface {
    get { values.surface }
    set { values.surface = newValue }
  }

  /// The horizontal inset on each side of ``layoutRect`` at which the content is laid out, in
  /// points: the surface's side inset at ``layoutHeight`` (the floating inset where the sheet
  /// floats, 0 where it is attached, always 0 for a floating card;
  /// `SheetSurfaceMorph.contentInset(atLayoutExtent:)`). At rest the content therefore spans
  /// the surface, attached or floating. It changes only at events, with the layout height, so
  /// the content keeps one width through a drag, a spring and the surface's morph: a narrower
  /// surface clips it.
  package var contentSideInset: Double {
    get { values.contentSideInset }
    set { values.contentSideInset = newValue }
  }

  /// How far ``surfaceRect`` reaches below the bottom the surface's shape gives it in
  /// ``sheetRect``, in points: below its lowest detent a floating sheet (or card) keeps the
  /// lowest detent's shape and slides down with the extent instead of shrinking
  /// (`SheetSurfaceMorph.slideFloor`), so its surface is that much taller than ``sheetRect``
  /// less its insets. 0 at and above the lowest detent and for an edge-attached surface.
  package var surfaceSlide: Double {
    get { values.surfaceSlide }
    set { values.surfaceSlide = newValue }
  }

  /// The gap between the base line and the bottom of the sheet's laid-out view, in points: a
  /// floating card's `SheetLayout.bottomClearance`, 0 for an edge-attached sheet. Like
  /// ``layoutHeight`` it changes only at events.
  package var bottomClearance: Double {
    get { values.bottomClearance }
    set { values.bottomClearance = newValue }
  }

  /// What changed against the frame the engine drew before this one (by
  /// ``SheetEngine/step(to:)`` or ``SheetEngine/drawCurrentFrame()``): a renderer applies only these,
  /// besides the position and the dimming alpha. Empty on the frames of a drag or a spring.
  package var changes: SheetFrameChanges {
    get { values.changes }
    set { values.changes = newValue }
  }

  /// How high the sheet stands over the screen that presented it
  /// (``SheetEngine/presenterRecessionRange``): the inputs from which the adapters' rules
  /// (BottomSheetRules' `SheetFrame.presenterRecession`) work out how far that screen has
  /// receded behind it.
  package var presenterRecessionInput: PresenterRecessionInput {
    get { values.presenterRecessionInput }
    set { values.presenterRecessionInput = newValue }
  }

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
    presenterRecessionInput: PresenterRecessionInput = .none
  ) {
    self.values = SheetFrameValues(
      time: time, sheetRect: sheetRect, extent: extent, keyboardLift: keyboardLift,
      velocity: velocity, dimmingAlpha: dimmingAlpha, presentationProgress: presentationProgress,
      layoutHeight: layoutHeight, contentBottomInset: contentBottomInset,
      contentSideInset: contentSideInset, bottomClearance: bottomClearance,
      presenterRecessionInput: presenterRecessionInput, surface: surface,
      passesTouchesThrough: passesTouchesThrough, isAnimating: isAnimating, phase: phase,
      changes: changes)
    self.detentIdentifier = SheetFrame.noDetent
    self.detent = detent
  }

  /// Creates a frame, for an app's tests of its own delegate or observer: a sheet whose top
  /// edge stands `height` points above the container's bottom edge, with no keyboard, resting
  /// where it is drawn (the layout height equals `height`).
  ///
  /// ```swift
  /// let frame = SheetFrame(
  ///   height: 400, sheetRect: Rect(x: 0, y: 444, width: 390, height: 400),
  ///   phase: .resting, detent: .medium)
  /// delegate.bottomSheet(sheet, didMoveTo: frame)
  /// ```
  ///
  /// - Parameters:
  ///   - time: The instant, in seconds.
  ///   - height: The sheet's top edge above the container's bottom edge, in points.
  ///   - sheetRect: The sheet's frame in the container, in points.
  ///   - velocity: The top edge's upward speed, in points per second.
  ///   - dimmingAlpha: The dimming view's alpha, 0…1.
  ///   - phase: What the sheet is doing.
  ///   - detent: The detent it rests at or heads for.
  ///   - isAnimating: Whether it still moves without input.
  public init(
    time: Double = 0, height: Double, sheetRect: Rect, velocity: Double = 0,
    dimmingAlpha: Double = 0, phase: SheetPhase, detent: Detent.Identifier?,
    isAnimating: Bool = false
  ) {
    self.init(
      time: time, sheetRect: sheetRect, extent: height, keyboardLift: 0, velocity: velocity,
      dimmingAlpha: dimmingAlpha, passesTouchesThrough: false, phase: phase, detent: detent,
      isAnimating: isAnimating, presentationProgress: height > 0 ? 1 : 0, layoutHeight: height)
  }

  /// A frame of `values` at `detent`.
  init(values: SheetFrameValues, detent: Detent.Identifier?) {
    self.values = values
    self.detentIdentifier = SheetFrame.noDetent
    self.detent = detent
  }

  /// Whether the surface may be drawn taller than its rect, past the container's bottom edge,
  /// without changing what shows: an edge-attached sheet (no ``bottomClearance``) whose surface
  /// has no insets and square bottom corners. A renderer can then size the surface once per
  /// layout instead of on every frame of a drag or a spring.
  package var surfaceMayOverhang: Bool {
    bottomClearance == 0 && surface.leadingInset == 0 && surface.trailingInset == 0
      && surface.bottomInset == 0 && surface.bottomCornerRadius == 0
  }

  /// The sheet's visible height above the container's bottom edge, in points: the distance
  /// from that edge to the sheet's top edge, the keyboard's lift included; 0 while hidden.
  /// The one height a delegate or an observer reads (the SwiftUI position's `height` is the
  /// same number).
  public var height: Double { extent + keyboardLift }

  /// What the on-device self-check compares with what UIKit drew: ``extent``.
  @_spi(SelfCheck) public var selfCheckExtent: Double { extent }
  /// What the on-device self-check compares with what UIKit drew: ``contentBottomInset``.
  @_spi(SelfCheck) public var selfCheckContentBottomInset: Double { contentBottomInset }
  /// What the on-device self-check compares with what UIKit drew: ``layoutRect``.
  @_spi(SelfCheck) public var selfCheckLayoutRect: Rect { layoutRect }
  /// What the on-device self-check reads of the surface: how attached it is, 0 (floating) … 1.
  @_spi(SelfCheck) public var selfCheckSurfaceAttachment: Double { surface.attachment }

  /// Where the sheet's view is laid out: the top edge and width of ``sheetRect``,
  /// ``layoutHeight`` less `bottomClearance` tall. Between events only its origin changes,
  /// except while the sheet glides sideways to a new width (a new placement in the same
  /// container), when its width follows the glide.
  package var layoutRect: Rect {
    Rect(
      x: sheetRect.minX, y: sheetRect.minY, width: sheetRect.width,
      height: max(0, layoutHeight - bottomClearance))
  }

  /// Where the content is laid out: ``layoutRect`` less `contentSideInset` on each side.
  /// Between events only its origin changes; its size changes only with
  /// `SheetFrameChanges.layoutHeight`. For a floating card it is ``layoutRect`` itself: the
  /// card's width (its surface has no side insets) and ``layoutHeight`` less
  /// `bottomClearance` tall, ending at the card's bottom edge when it rests.
  package var contentRect: Rect {
    let rect = layoutRect
    let inset = SheetFrame.contentInset(sheetWidth: rect.width, contentSideInset: contentSideInset)
    return Rect(
      x: rect.minX + inset, y: rect.minY, width: rect.width - 2 * inset, height: rect.height)
  }

  /// The inset on each side of a sheet `sheetWidth` wide at which ``contentRect`` lies:
  /// `contentSideInset`, at least 0 and at most half the width.
  static func contentInset(sheetWidth: Double, contentSideInset: Double) -> Double {
    min(max(contentSideInset, 0), sheetWidth / 2)
  }

  /// The surface's rect, in the container's points: ``sheetRect`` less ``surface``'s insets
  /// (`SheetSurface.rect(in:)`), and below the sheet's lowest detent a floating surface's
  /// rigid slide: it keeps the height it has at that detent and its bottom edge moves below the
  /// screen's with the extent, as the system's floating sheet slides in from below and out
  /// again. What a renderer clips the sheet to and fills with its background.
  package var surfaceRect: Rect {
    // The slide is added before the inset is taken off: a hidden sheet's rect is 0 tall, and
    // its surface still the lowest detent's height.
    let rect = surface.rect(in: sheetRect)
    let height = max(0, sheetRect.height - surface.bottomInset + surfaceSlide)
    return Rect(x: rect.minX, y: rect.minY, width: rect.width, height: height)
  }

  /// ``surfaceRect`` in the coordinates of the sheet's laid-out view (``layoutRect``, whose
  /// top-left corner is ``sheetRect``'s): where a renderer puts the view that clips the sheet
  /// to its surface, all four sides from the core.
  package var surfaceRectInSheetView: Rect {
    let rect = surfaceRect
    return Rect(
      x: rect.minX - sheetRect.minX, y: rect.minY - sheetRect.minY, width: rect.width,
      height: rect.height)
  }
}
