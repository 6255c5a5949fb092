import BottomSheetCore

/// What the adapter does when the finger lifts from a tracked scroll view.
package struct HandoffRelease: Sendable, Hashable {
  /// Whether the sheet took part in the gesture and was released to the engine.
  package var releasedSheet: Bool
  /// The content offset to stop at, cancelling the scroll view's own deceleration (set it as
  /// `targetContentOffset` or with `setContentOffset(_:animated: false)`); nil lets the content
  /// decelerate as usual.
  package var stopContentAt: Double?

  /// Creates a release decision.
  package init(releasedSheet: Bool, stopContentAt: Double?) {
    self.releasedSheet = releasedSheet
    self.stopContentAt = stopContentAt
  }
}
