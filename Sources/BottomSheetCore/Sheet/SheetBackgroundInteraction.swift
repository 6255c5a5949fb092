/// Whether the views behind a sheet take touches, shaped like SwiftUI's
/// `PresentationBackgroundInteraction`.
///
/// A struct over a hidden set of kinds rather than an enum, so that a later release can add an
/// interaction without breaking an app's `switch`.
public struct SheetBackgroundInteraction: Sendable, Hashable {
  /// The interactions there are.
  package enum Kind: Sendable, Hashable {
    case automatic
    case disabled
    case enabled
    case enabledUpThrough(Detent.Identifier)
  }

  /// Which interaction this is.
  package let kind: Kind

  /// An interaction of `kind`.
  package init(_ kind: Kind) { self.kind = kind }

  /// Whatever the configuration says.
  public static let automatic = SheetBackgroundInteraction(.automatic)
  /// The background is dimmed and takes no touches (a modal sheet).
  public static let disabled = SheetBackgroundInteraction(.disabled)
  /// The background is never dimmed and always takes touches outside the sheet.
  public static let enabled = SheetBackgroundInteraction(.enabled)

  /// The background takes touches, undimmed, while the sheet rests at or below `detent`;
  /// above it the background dims and is blocked (SwiftUI's spelling; UIKit's is
  /// ``Dimming/largestUndimmedDetent``).
  ///
  /// - Parameter detent: The largest detent at which the background is interactive.
  /// - Returns: The interaction.
  public static func enabled(upThrough detent: Detent.Identifier) -> SheetBackgroundInteraction {
    SheetBackgroundInteraction(.enabledUpThrough(detent))
  }

  /// The dimming for this interaction, or nil to keep the configured one.
  package var dimming: Dimming? {
    switch kind {
    case .automatic: nil
    case .disabled: .modal
    case .enabled: Dimming.clear
    case .enabledUpThrough(let identifier): Dimming(largestUndimmedDetent: identifier)
    }
  }
}
