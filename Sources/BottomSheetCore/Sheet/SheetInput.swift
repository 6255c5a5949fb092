/// An event the engine reacts to. Each is sent with a timestamp through
/// ``SheetEngine/handle(_:at:)``.
///
/// Drag inputs use the screen's convention, as `UIPanGestureRecognizer` reports them: y grows
/// downwards, so a positive translation or velocity moves the sheet down.
///
/// A struct over a hidden set of kinds rather than an enum, so that a later release can add an
/// input without breaking an app's `switch`: new inputs may be added in later versions. Create
/// one with the static members and compare with `==`.
///
/// ```swift
/// engine.handle(.dragChanged(translation: pan.translation(in: view).y), at: now)
/// if input == .tapOnDimming { … }
/// ```
public struct SheetInput: Sendable, Hashable {
  /// The inputs there are; the engine switches over it.
  package enum Kind: Sendable, Hashable {
    case present(animated: Bool)
    case dismiss(animated: Bool)
    case selectDetent(Detent.Identifier, animated: Bool)
    case dragBegan
    case dragChanged(translation: Double)
    case dragEnded(velocity: Double)
    case dragCancelled
    case touchDown
    case touchLifted
    case tapOnDimming
    case layoutChanged(LayoutContext, animated: Bool)
    case contentHeightChanged(Double, animated: Bool)
    case keyboardChanged(overlap: Double, animation: KeyboardAnimation?)
    case paceMove(progress: Double, time: Double)
    case accessibilityEscape
    case accessibilityIncrement
    case accessibilityDecrement
  }

  /// Which input this is.
  package let kind: Kind

  /// An input of `kind`.
  package init(_ kind: Kind) { self.kind = kind }

  /// Present the sheet at its initial detent.
  ///
  /// - Parameter animated: Whether the sheet rises with its spring; else it is there at once.
  public static func present(animated: Bool) -> SheetInput {
    SheetInput(.present(animated: animated))
  }

  /// Dismiss the sheet programmatically (the veto is not consulted, as in UIKit).
  ///
  /// While a finger holds the sheet the dismissal wins: it takes the sheet from under the
  /// finger, from where it is and with the finger's velocity, and ends the drag; the finger's
  /// later moves and its release are ignored until it grabs the sheet again.
  ///
  /// - Parameter animated: Whether the sheet leaves with its spring; else it is gone at once.
  public static func dismiss(animated: Bool) -> SheetInput {
    SheetInput(.dismiss(animated: animated))
  }

  /// Move to the detent named `identifier`.
  ///
  /// While a finger holds the sheet the finger wins: the request is refused (``SheetEngine/handle(_:at:)``
  /// returns false) and the release decides where the sheet goes.
  ///
  /// - Parameters:
  ///   - identifier: The detent to move to.
  ///   - animated: Whether the sheet moves with its spring; else it is there at once.
  public static func selectDetent(_ identifier: Detent.Identifier, animated: Bool) -> SheetInput {
    SheetInput(.selectDetent(identifier, animated: animated))
  }

  /// A finger went down on the sheet (or, while hidden, began an interactive presentation).
  public static let dragBegan = SheetInput(.dragBegan)

  /// The finger moved.
  ///
  /// - Parameter translation: The total vertical translation since the drag began, in points,
  ///   down positive.
  public static func dragChanged(translation: Double) -> SheetInput {
    SheetInput(.dragChanged(translation: translation))
  }

  /// The finger lifted.
  ///
  /// - Parameter velocity: The finger's vertical velocity, in points per second, down positive.
  public static func dragEnded(velocity: Double) -> SheetInput {
    SheetInput(.dragEnded(velocity: velocity))
  }

  /// The system cancelled the drag; the sheet settles without dismissing.
  public static let dragCancelled = SheetInput(.dragCancelled)

  /// A finger touched the sheet, before it has moved (UIKit's `touchesBegan`, anywhere on the
  /// sheet: the grabber, the content, a scroll view inside).
  ///
  /// While a spring moves the sheet (presenting, settling, springing back, moving to a selected
  /// detent, dismissing), the touch catches it: the sheet stops under the finger at once and
  /// ``SheetEngine/handle(_:at:)`` returns true. Moving on from there is a drag like any other:
  /// send ``dragBegan`` (which then changes nothing) and ``dragChanged(translation:)`` as usual;
  /// a drag of a dismissing sheet cancels the dismissal, as a grab does. A finger that lifts
  /// without moving the sheet (``touchLifted``) lets it go to the stop the snap policy picks at
  /// zero speed — the nearest, with the default policy — and never dismisses it, even when it
  /// caught a dismissal.
  ///
  /// At rest, while a finger holds the sheet, or while the sheet is hidden, it changes nothing
  /// and returns false: taps reach the content as they would without it.
  public static let touchDown = SheetInput(.touchDown)

  /// The finger of a ``touchDown`` lifted or was cancelled. It releases a caught sheet the
  /// finger never moved (see ``touchDown``) and returns true; after a drag it changes nothing
  /// (the drag's own ``dragEnded(velocity:)`` releases the sheet) and returns false.
  public static let touchLifted = SheetInput(.touchLifted)

  /// A tap on the dimming view behind the sheet.
  public static let tapOnDimming = SheetInput(.tapOnDimming)

  /// The container, safe area, content height, keyboard or grabber changed.
  ///
  /// With `animated` (the default) the sheet moves to its detent's new extent with its spring;
  /// without, it is there at once. Either way it starts no higher than the new layout allows.
  ///
  /// - Parameters:
  ///   - context: The new layout.
  ///   - animated: Whether the sheet moves to its new extent with its spring.
  public static func layoutChanged(_ context: LayoutContext, animated: Bool = true) -> SheetInput {
    SheetInput(.layoutChanged(context, animated: animated))
  }

  /// Only the content's preferred height changed. With `animated` false the sheet follows the
  /// new height at once (a navigation transition drives it frame by frame).
  ///
  /// While a finger holds the sheet only the detents move: the sheet stays under the finger,
  /// and the release snaps to the new detents.
  ///
  /// - Parameters:
  ///   - height: The content's preferred height, in points.
  ///   - animated: Whether the sheet moves to the new height with its spring.
  public static func contentHeightChanged(_ height: Double, animated: Bool) -> SheetInput {
    SheetInput(.contentHeightChanged(height, animated: animated))
  }

  /// Only the keyboard's overlap of the container changed.
  ///
  /// - Parameters:
  ///   - overlap: How far the keyboard covers the container, in points (0 when it hides).
  ///   - animation: How the base line moves: the keyboard's own motion as its notification
  ///     describes it (`KeyboardAnimation.init(duration:systemCurve:)`); nil uses
  ///     ``SheetConfiguration/keyboardSpring-swift.property``.
  public static func keyboardChanged(overlap: Double, animation: KeyboardAnimation? = nil)
    -> SheetInput
  {
    SheetInput(.keyboardChanged(overlap: overlap, animation: animation))
  }

  /// An animation the app runs paces the move the latest `present`, `dismiss` or `selectDetent`
  /// started (SwiftUI's `withAnimation`, sampled each frame where the app asks for it):
  /// `progress` is that animation's fraction, 0 where the move started and 1 at its target (the
  /// target's extent now, so a layout change mid-move is followed), and `time` the animation's
  /// own time at that sample, in seconds since it began (so the sheet's speed comes from the
  /// animation's spacing, not from when the sample happened to arrive). Progress may leave 0…1
  /// as a bouncy spring does; it is clamped into −1…2, and into 0…1 under Reduce Motion.
  ///
  /// The move starts from the sheet's real position and velocity: that velocity eases out over
  /// the sheet's own spring's time scale while the samples carry the sheet to the target
  /// (`MovePacing`), so a move begun mid-flight neither jumps nor turns back. After a sample the
  /// sheet keeps the samples' pace: 0.1 s after it (1 s after one at progress 0, so the
  /// animation's first frame and a `delay` keep the sheet where it is), it carries on with its
  /// own spring from there at that speed, so a lost or stalled animation still ends at rest on
  /// the target. Exactly 1 ends the move there at once. Samples for any other move (after a
  /// grab, a release, a tap on the dimming, VoiceOver, or once the move ended) are ignored and
  /// return false.
  ///
  /// Only the SwiftUI wrapper sends it (`TransactionPacing`), so it is not part of the API.
  package static func paceMove(progress: Double, time: Double) -> SheetInput {
    SheetInput(.paceMove(progress: progress, time: time))
  }

  /// VoiceOver's escape gesture (two-finger Z).
  public static let accessibilityEscape = SheetInput(.accessibilityEscape)

  /// VoiceOver's increment on the grabber: the next larger detent.
  public static let accessibilityIncrement = SheetInput(.accessibilityIncrement)

  /// VoiceOver's decrement on the grabber: the next smaller detent.
  public static let accessibilityDecrement = SheetInput(.accessibilityDecrement)
}
