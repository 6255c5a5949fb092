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
  package func acceptedKeyboardOverlap(_ change: SheetEngine.KeyboardChange) -> Double? {
    guard let overlap = change.overlap, overlap.isFinite, change.isLocal, change.isOnSheetScreen
    else { return nil }
    let clamped = max(overlap, 0)
    if clamped == 0 { return 0 }
    switch configuration.keyboardScope.kind {
    case .editingInSheet:
      return change.responderIsInSheet ? clamped : nil
    case .anyInScene:
      return change.responderIsInSheetScene ? clamped : nil
    }
  }

  /// The input to send for `change`, or nil to ignore it: ``acceptedKeyboardOverlap(_:)`` with
  /// the keyboard's own animation, so the base line rides on the keyboard.
  package func acceptedKeyboardInput(_ change: SheetEngine.KeyboardChange) -> SheetInput? {
    acceptedKeyboardOverlap(change).map {
      .keyboardChanged(overlap: $0, animation: change.animation)
    }
  }
}

extension SheetEngine {
  /// A keyboard frame change as the adapter observed it, for the engine to accept or ignore
  /// (``SheetEngine/acceptedKeyboardOverlap(_:)``).
  package struct KeyboardChange: Sendable, Hashable {
    /// How much the keyboard's end frame overlaps the container, in points; nil when the frame
    /// could not be placed in the container's coordinates (no window or screen to convert it
    /// through), in which case the change is ignored rather than guessed.
    package var overlap: Double?
    /// Whether the keyboard belongs to this app (UIKit's `keyboardIsLocalUserInfoKey`).
    package var isLocal: Bool
    /// Whether the keyboard is on the sheet's screen (the notification's screen, on iOS 16.1 and
    /// later; true when the system does not say).
    package var isOnSheetScreen: Bool
    /// Whether the responder that raised it sits inside the sheet.
    package var responderIsInSheet: Bool
    /// Whether the responder that raised it is in the sheet's window scene.
    package var responderIsInSheetScene: Bool
    /// How the keyboard moves (its notification's duration and curve), or nil when unknown.
    package var animation: KeyboardAnimation?

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - overlap: The end frame's overlap of the container, in points, or nil.
    ///   - isLocal: Whether the keyboard belongs to this app.
    ///   - isOnSheetScreen: Whether it is on the sheet's screen.
    ///   - responderIsInSheet: Whether its responder is inside the sheet.
    ///   - responderIsInSheetScene: Whether its responder is in the sheet's window scene.
    ///   - animation: How the keyboard moves, or nil when unknown.
    package init(
      overlap: Double?, isLocal: Bool = true, isOnSheetScreen: Bool = true,
      responderIsInSheet: Bool, responderIsInSheetScene: Bool = true,
      animation: KeyboardAnimation? = nil
    ) {
      self.overlap = overlap
      self.isLocal = isLocal
      self.isOnSheetScreen = isOnSheetScreen
      self.responderIsInSheet = responderIsInSheet
      self.responderIsInSheetScene = responderIsInSheetScene
      self.animation = animation
    }
  }
}
