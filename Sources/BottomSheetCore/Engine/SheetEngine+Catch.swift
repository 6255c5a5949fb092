extension SheetEngine {
  // MARK: - A touch that catches the moving sheet

  /// A finger touched the sheet (``SheetInput/touchDown``). While a spring moves the sheet —
  /// presenting, settling, springing back, moving to a selected detent, dismissing — the touch
  /// catches it: the sheet stops where it is, at speed 0, and is held like a drag that has not
  /// moved yet, so the finger's first movement drags it from there. At rest, while a finger
  /// already holds it, and while it is hidden, a touch changes nothing and returns false.
  ///
  /// A pan gesture begins only once the finger has moved far enough to be a pan, which is too
  /// late for a sheet that is leaving (a dismissal lasts about 0.3 s): the touch-down is what
  /// stops it, as FloatingPanel's pan recognizer does by beginning in `touchesBegan` while its
  /// panel animates (which also cancels the touch for the content under it, so the catching
  /// touch presses no button). The keyboard's glide of a resting sheet is not a spring move and
  /// is not caught.
  mutating func touchDown() -> Bool {
    guard presentationState != .dismissed, case .animating = motion else { return false }
    isIgnoringFinger = false
    hold(isStillCatch: true)
    return true
  }

  /// The finger of a touch-down lifted, or the system took it away (``SheetInput/touchLifted``).
  /// A catch it never moved is released; anything else was ended by its own drag's release and
  /// is left alone (false).
  mutating func touchLifted() -> Bool {
    guard case .dragging(let drag) = motion else {
      // The app took the sheet from under this finger: it is free to grab again.
      isIgnoringFinger = false
      return false
    }
    guard drag.isStillCatch else { return false }
    releaseStillCatch(drag)
    return true
  }

  /// Whether a touch-down holds the sheet and the finger has not moved it yet: a gesture that
  /// is not a sheet drag (a navigation back swipe) may still start from it.
  package var isHeldByStillCatch: Bool {
    if case .dragging(let drag) = motion { return drag.isStillCatch }
    return false
  }

  /// Releases a catch the finger never moved: at speed 0 to the stop the snap policy picks
  /// there (with the default policy, the nearest one, since the projection of zero velocity is
  /// the sheet's own position), and never to hidden, even while the catch holds a dismissing
  /// sheet. A finger laid on a leaving sheet says "stop"; only a drag down or a flick says
  /// "go", as with a sheet at rest, where a touch that does not move dismisses nothing
  /// (UIKit's sheet and FloatingPanel likewise send a still release to the nearest detent).
  mutating func releaseStillCatch(_ drag: DragState) {
    let target = configuration.snapPolicy.target(
      extent: drag.extent, velocity: 0, stops: detents, allowsHidden: false,
      rate: configuration.decelerationRate)
    release(drag, to: target, velocity: 0)
  }
}
