/// Whether the views behind a sheet take touches, shaped like SwiftUI's
/// `PresentationBackgroundInteraction`.
public enum SheetBackgroundInteraction: Sendable, Hashable {
  /// Whatever the configuration says.
  case automatic
  /// The background is dimmed and takes no touches (a modal sheet).
  case disabled
  /// The background is never dimmed and always takes touches outside the sheet.
  case enabled
  /// The background takes touches, undimmed, while the sheet rests at or below the detent;
  /// above it the background dims and is blocked.
  case enabledUpThrough(Detent.Identifier)

  /// The background takes touches up through `detent`: SwiftUI's spelling of
  /// ``enabledUpThrough(_:)``.
  /// - Parameter detent: The largest detent at which the background is interactive.
  /// - Returns: The interaction.
  public static func enabled(upThrough detent: Detent.Identifier) -> SheetBackgroundInteraction {
    .enabledUpThrough(detent)
  }

  /// The dimming for this interaction, or nil to keep the configured one.
  public var dimming: Dimming? {
    switch self {
    case .automatic: nil
    case .disabled: .modal
    case .enabled: Dimming.none
    case .enabledUpThrough(let identifier): Dimming(largestUndimmedDetent: identifier)
    }
  }
}
