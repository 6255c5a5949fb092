/// What moves the sheet right now: nothing, a spring, or a finger.
enum EngineMotion: Sendable {
  /// At rest at `extent` (a detent's extent, or 0 while hidden).
  case still(extent: Double)
  /// A spring is carrying the sheet toward `target`.
  case animating(SpringAnimation, target: MotionTarget)
  /// A finger holds the sheet.
  case dragging(DragState)
}
