extension SheetEngine {
  // MARK: - What VoiceOver says

  /// What VoiceOver says for the detent `identifier` (the grabber's value), first match wins:
  /// the app's name in ``SheetConfiguration/detentNames``, the detent's own
  /// ``Detent/accessibilityName``, the built-in name of `.fitting`, `.medium`, `.large` and
  /// `.collapsed`, else its ordinal place among the sheet's resting places. An empty name counts
  /// as none. An identifier is never spoken; nil when `identifier` is none of the sheet's
  /// detents.
  package func spokenName(of identifier: Detent.Identifier) -> SpokenDetent? {
    guard let index = detents.detents.firstIndex(where: { $0.identifier == identifier }) else {
      return nil
    }
    if let name = configuration.detentNames[identifier], !name.isEmpty { return .named(name) }
    if let name = detents.detents[index].accessibilityName, !name.isEmpty { return .named(name) }
    switch identifier {
    case .fitting: return .fitting
    case .medium: return .medium
    case .large: return .large
    case .collapsed: return .collapsed
    default: break
    }
    let position = detents.stopIndex(of: identifier) ?? 0
    return .ordinal(position: position + 1, count: detents.stops.count)
  }

  /// The grabber's VoiceOver value now: the spoken name of the detent the sheet rests at or
  /// heads for, nil while hidden.
  package var spokenDetent: SpokenDetent? {
    frameDetent.flatMap(spokenName(of:))
  }

  /// What VoiceOver should announce for `notification`, if anything: the new detent's spoken
  /// name when the detent changed by a drag, a tap or the app — not when VoiceOver's own
  /// increment or decrement changed it, since VoiceOver then reads the grabber's new value
  /// itself. Read it as the notification is drained.
  package func announcement(for notification: SheetNotification) -> SpokenDetent? {
    guard case .detentDidChange(_, let detent) = notification.kind,
      !lastDetentChangeWasAccessibilityStep
    else { return nil }
    return spokenName(of: detent)
  }
}
