import BottomSheetCore

/// Settings a sheet's content asks for from inside (the SwiftUI wrapper's content-side
/// modifiers), each nil until asked. When several places ask, the one closest to the content
/// wins (``filling(from:)``), and the result overrides the presenter's configuration
/// (``applied(to:)``).
///
/// ```swift
/// var inner = SheetPreferences()
/// inner.detents = [.medium, .large]
/// let configuration = inner.filling(from: outer).applied(to: .fitting)
/// ```
package struct SheetPreferences: Sendable {
  /// Where the sheet can rest.
  package var detents: [Detent]?
  /// The detent to select, when the content names one.
  package var selectedDetent: Detent.Identifier?
  /// Whether the views behind the sheet take touches.
  package var backgroundInteraction: SheetBackgroundInteraction?
  /// Whether a swipe grows the sheet or scrolls the content.
  package var contentInteraction: SheetContentInteraction?
  /// Whether the user may not swipe, tap or escape the sheet away (UIKit's
  /// `isModalInPresentation`): such attempts bounce back and report
  /// ``SheetNotification/didAttemptToDismiss``.
  package var interactiveDismissDisabled: Bool?
  /// Whether the grabber shows (applied by the adapter, which draws it).
  package var grabberVisible: Bool?
  /// The top corners' radius, in points (applied by the adapter).
  package var cornerRadius: Double?

  /// Creates preferences that ask for nothing.
  package init() {}

  /// These preferences with every setting they leave unset taken from `outer`: the closer
  /// place (self) wins.
  package func filling(from outer: SheetPreferences) -> SheetPreferences {
    var merged = self
    merged.detents = detents ?? outer.detents
    merged.selectedDetent = selectedDetent ?? outer.selectedDetent
    merged.backgroundInteraction = backgroundInteraction ?? outer.backgroundInteraction
    merged.contentInteraction = contentInteraction ?? outer.contentInteraction
    merged.interactiveDismissDisabled =
      interactiveDismissDisabled ?? outer.interactiveDismissDisabled
    merged.grabberVisible = grabberVisible ?? outer.grabberVisible
    merged.cornerRadius = cornerRadius ?? outer.cornerRadius
    return merged
  }

  /// `configuration` with the behaviour these preferences ask for. Appearance settings
  /// (``grabberVisible``, ``cornerRadius``) are the adapter's to apply.
  package func applied(to configuration: SheetConfiguration) -> SheetConfiguration {
    var result = configuration
    if let detents { result.detents = detents }
    if let dimming = backgroundInteraction?.dimming { result.dimming = dimming }
    if let expands = contentInteraction?.scrollingExpandsSheet {
      result.prefersScrollingExpandsWhenScrolledToEdge = expands
    }
    if interactiveDismissDisabled == true {
      result.shouldDismiss = { false }
    }
    return result
  }
}

extension SheetPreferences: Equatable {
  /// Whether two sets of preferences ask for the same: detents compare by identifier (a custom
  /// detent's resolver cannot be compared, so its identifier stands for it).
  package static func == (lhs: SheetPreferences, rhs: SheetPreferences) -> Bool {
    lhs.detents?.map(\.identifier) == rhs.detents?.map(\.identifier)
      && lhs.selectedDetent == rhs.selectedDetent
      && lhs.backgroundInteraction == rhs.backgroundInteraction
      && lhs.contentInteraction == rhs.contentInteraction
      && lhs.interactiveDismissDisabled == rhs.interactiveDismissDisabled
      && lhs.grabberVisible == rhs.grabberVisible
      && lhs.cornerRadius == rhs.cornerRadius
  }
}
