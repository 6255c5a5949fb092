/// An event the engine reacts to. Each is sent with a timestamp through
/// ``SheetEngine/handle(_:at:)``.
///
/// Drag inputs use the screen's convention, as `UIPanGestureRecognizer` reports them: y grows
/// downwards, so a positive translation or velocity moves the sheet down.
public enum SheetInput: Sendable, Hashable {
  /// Present the sheet at its initial detent.
  case present(animated: Bool)
  /// Dismiss the sheet programmatically (the veto is not consulted, as in UIKit).
  ///
  /// While a finger holds the sheet the dismissal wins: it takes the sheet from under the
  /// finger, from where it is and with the finger's velocity, and ends the drag; the finger's
  /// later moves and its release are ignored until it grabs the sheet again.
  case dismiss(animated: Bool)
  /// Move to the detent named `identifier`.
  ///
  /// While a finger holds the sheet the finger wins: the request is refused (``SheetEngine/handle(_:at:)``
  /// returns false) and the release decides where the sheet goes.
  case selectDetent(Detent.Identifier, animated: Bool)
  /// A finger went down on the sheet (or, while hidden, began an interactive presentation).
  case dragBegan
  /// The finger moved; `translation` is the total vertical translation since the drag began,
  /// in points, down positive.
  case dragChanged(translation: Double)
  /// The finger lifted with `velocity` in points per second, down positive.
  case dragEnded(velocity: Double)
  /// The system cancelled the drag; the sheet settles without dismissing.
  case dragCancelled
  /// A tap on the dimming view behind the sheet.
  case tapOnDimming
  /// The container, safe area, content height, keyboard or grabber changed.
  ///
  /// With `animated` (the default) the sheet moves to its detent's new extent with its spring;
  /// without, it is there at once. Either way it starts no higher than the new layout allows.
  case layoutChanged(LayoutContext, animated: Bool = true)
  /// Only the content's preferred height changed, in points. With `animated` false the sheet
  /// follows the new height at once (a navigation transition drives it frame by frame).
  ///
  /// While a finger holds the sheet only the detents move: the sheet stays under the finger,
  /// and the release snaps to the new detents.
  case contentHeightChanged(Double, animated: Bool)
  /// Only the keyboard's overlap of the container changed, in points (0 when it hides). The
  /// base line moves with `animation`, the keyboard's own motion as its notification describes
  /// it (`KeyboardAnimation.init(duration:systemCurve:)`); nil uses
  /// ``SheetConfiguration/keyboardSpring-swift.property``.
  case keyboardChanged(overlap: Double, animation: KeyboardAnimation? = nil)
  /// An animation the app runs paces the move the latest `present`, `dismiss` or `selectDetent`
  /// started (SwiftUI's `withAnimation`, sampled each frame): `progress` is that animation's
  /// fraction, 0 where the move started and 1 at its target (the target's extent now, so a
  /// layout change mid-move is followed). It may leave 0…1 as a bouncy spring does; it is
  /// clamped into −1…2, and into 0…1 under Reduce Motion.
  ///
  /// Between samples the sheet holds the last one's place: 0.1 s after a sample (1 s after one at
  /// progress 0, so the animation's first frame and a `delay` keep the sheet where the move
  /// started), it carries on with its own spring from there at the samples' speed, so a lost or
  /// stalled animation still ends at rest on the target. Exactly 1 ends the move there at once. Samples for any other move (after a grab, a
  /// release, a tap on the dimming, VoiceOver, or once the move ended) are ignored and return
  /// false.
  case paceMove(progress: Double)
  /// VoiceOver's escape gesture (two-finger Z).
  case accessibilityEscape
  /// VoiceOver's increment on the grabber: the next larger detent.
  case accessibilityIncrement
  /// VoiceOver's decrement on the grabber: the next smaller detent.
  case accessibilityDecrement
}
