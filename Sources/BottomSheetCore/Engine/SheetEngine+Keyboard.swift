extension SheetEngine {
  // MARK: - Which keyboards count

  /// The overlap to send as ``SheetInput/keyboardChanged(overlap:animation:)`` for `change`, or nil to
  /// ignore it.
  ///
  /// A keyboard that could not be placed in the container, belongs to another app or sits on
  /// another screen is ignored. One that leaves (overlap 0) is always accepted, so the sheet
  /// comes down even after its field stopped editing. One that appears counts only when its
  /// responder is inside the sheet (``KeyboardScope/editingInSheet``, the default) or in the
  /// sheet's window scene (``KeyboardScope/anyInScene``).
  package func acceptedKeyboardOverlap(_ change: KeyboardChange) -> Double? {
    guard let overlap = change.overlap, overlap.isFinite, change.isLocal, change.isOnSheetScreen
    else { return nil }
    let clamped = max(overlap, 0)
    if clamped == 0 { return 0 }
    switch configuration.keyboardScope {
    case .editingInSheet:
      return change.responderIsInSheet ? clamped : nil
    case .anyInScene:
      return change.responderIsInSheetScene ? clamped : nil
    }
  }

  /// The input to send for `change`, or nil to ignore it: ``acceptedKeyboardOverlap(_:)`` with
  /// the keyboard's own animation, so the base line rides on the keyboard.
  package func acceptedKeyboardInput(_ change: KeyboardChange) -> SheetInput? {
    acceptedKeyboardOverlap(change).map {
      .keyboardChanged(overlap: $0, animation: change.animation)
    }
  }
}
