extension SheetEngine {
  // MARK: - What VoiceOver says

  /// The built-in spoken names, in English: the app's ``SheetConfiguration/detentNames``
  /// override (and localize) them.
  public static let defaultDetentNames: [Detent.Identifier: String] = [
    .fitting: "Fitted", .medium: "Medium", .large: "Large",
  ]

  /// What VoiceOver says for the detent `identifier` (the grabber's value): the app's name for
  /// it, else the built-in one for `.fitting`, `.medium` and `.large`, else the identifier.
  public func spokenName(of identifier: Detent.Identifier) -> String {
    configuration.detentNames[identifier] ?? SheetEngine.defaultDetentNames[identifier]
      ?? identifier.rawValue
  }

  /// The grabber's VoiceOver value now: the spoken name of the detent the sheet rests at or
  /// heads for, nil while hidden.
  public var spokenDetent: String? {
    frameDetent.map(spokenName(of:))
  }

  /// What VoiceOver should announce for `notification`, if anything: the new detent's spoken
  /// name when the detent changed by a drag, a tap or the app — not when VoiceOver's own
  /// increment or decrement changed it, since VoiceOver then reads the grabber's new value
  /// itself. Read it as the notification is drained.
  public func announcement(for notification: SheetNotification) -> String? {
    guard case .detentDidChange(_, let detent) = notification,
      !lastDetentChangeWasAccessibilityStep
    else { return nil }
    return spokenName(of: detent)
  }
}
