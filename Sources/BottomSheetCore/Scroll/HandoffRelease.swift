/// What the adapter does when the finger lifts from a tracked scroll view.
public struct HandoffRelease: Sendable, Hashable {
  /// Whether the sheet took part in the gesture and was released to the engine.
  public var releasedSheet: Bool
  /// The content offset to stop at, cancelling the scroll view's own deceleration (set it as
  /// `targetContentOffset` or with `setContentOffset(_:animated: false)`); nil lets the content
  /// decelerate as usual.
  public var stopContentAt: Double?

  /// Creates a release decision.
  public init(releasedSheet: Bool, stopContentAt: Double?) {
    self.releasedSheet = releasedSheet
    self.stopContentAt = stopContentAt
  }
}
