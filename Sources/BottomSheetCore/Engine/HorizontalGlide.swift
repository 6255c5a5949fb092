/// The sheet's horizontal place over time: its left edge and its width, each on a spring, so a
/// change of placement, of layout direction or of the container moves the sheet sideways
/// without a jump.
///
/// Two rules (``SheetEngine/applyLayout(_:animated:keyboardAnimation:)``,
/// ``SheetEngine/updateConfiguration(_:animated:at:)``):
/// - in an unchanged container (a new placement, direction or side safe area) both glide from
///   where they are, with their velocities;
/// - when the container's width changes (a rotation, a split-view resize) the width takes its
///   new value at once (the content is laid out once for the new container, as
///   ``SheetEngine/restingContentSize(inContainerOfSize:)`` promises), and the left edge starts
///   where the sheet keeps its distance from the side its new place is anchored to (the left or
///   right edge for a card, the middle for a centred or full-width sheet), held inside the new
///   container, and glides on from there.
struct HorizontalGlide: Sendable, Hashable {
  /// The left edge, in points from the container's left edge.
  private(set) var minX: SpringAnimation
  /// The width, in points.
  private(set) var width: SpringAnimation

  /// A sheet resting at `minX`, `width` points wide.
  init(restingAt minX: Double, width: Double) {
    self.minX = HorizontalGlide.still(minX)
    self.width = HorizontalGlide.still(width)
  }

  private static func still(_ value: Double) -> SpringAnimation {
    SpringAnimation(
      spring: SheetConfiguration.defaultSpring, from: value, to: value, initialVelocity: 0,
      startTime: 0)
  }

  /// The left edge and width at `time`, in points.
  func sample(at time: Double) -> (minX: Double, width: Double) {
    (minX.value(at: time), width.value(at: time))
  }

  /// Whether neither moves at `time`.
  @inline(__always)
  func isSettled(at time: Double) -> Bool {
    // Per frame: inlined, the engine reads the glide in place instead of copying it for the call.
    minX.isSettled(at: time) && width.isSettled(at: time)
  }

  /// Where both come to rest.
  var target: (minX: Double, width: Double) { (minX.target, width.target) }

  /// Rests at once at `layout`'s place (a hidden sheet moves unseen).
  mutating func rest(in layout: SheetLayout) {
    self = HorizontalGlide(restingAt: layout.sheetMinX, width: layout.sheetWidth)
  }

  /// Glides both from where they are at `time` to `layout`'s place with `spring`.
  mutating func glide(to layout: SheetLayout, spring: SheetSpring, at time: Double) {
    minX.retarget(to: layout.sheetMinX, spring: spring, at: time)
    width.retarget(to: layout.sheetWidth, spring: spring, at: time)
  }

  /// Carries the sheet into `layout`'s container, which was `oldContainerWidth` points wide:
  /// the new width at once, the left edge kept at its distance from the side it is anchored to
  /// in `layout` and held inside the container, then gliding to its new place with `spring`.
  mutating func carry(
    into layout: SheetLayout, fromContainerWidth oldContainerWidth: Double, spring: SheetSpring,
    at time: Double
  ) {
    let now = sample(at: time)
    let newContainer = layout.context.containerSize.width
    let newWidth = layout.sheetWidth
    let start: Double
    switch layout.anchor {
    case .left:
      start = now.minX
    case .right:
      let rightGap = oldContainerWidth - (now.minX + now.width)
      start = newContainer - rightGap - newWidth
    case .middle:
      let offset = now.minX + now.width / 2 - oldContainerWidth / 2
      start = newContainer / 2 + offset - newWidth / 2
    }
    let held = Sanitize.clamp(start, 0, max(0, newContainer - newWidth))
    width = HorizontalGlide.still(newWidth)
    minX = SpringAnimation(
      spring: spring, from: held, to: layout.sheetMinX, initialVelocity: 0, startTime: time,
      positionTolerance: SheetEngine.positionTolerance)
  }

  /// Moves the clock's origin forward by `shift` seconds, keeping both where they are.
  mutating func rebase(by shift: Double) {
    minX = HorizontalGlide.rebased(minX, by: shift)
    width = HorizontalGlide.rebased(width, by: shift)
  }

  private static func rebased(_ animation: SpringAnimation, by shift: Double) -> SpringAnimation {
    let now = animation.sample(at: shift)
    return SpringAnimation(
      spring: animation.spring, from: now.position, to: animation.target,
      initialVelocity: now.velocity, startTime: 0,
      positionTolerance: animation.positionTolerance,
      velocityTolerance: animation.velocityTolerance)
  }
}
