/// What a swipe on scrollable content does first, shaped like SwiftUI's
/// `PresentationContentInteraction`.
///
/// A struct over a hidden set of kinds rather than an enum, so that a later release can add an
/// interaction without breaking an app's `switch`.
public struct SheetContentInteraction: Sendable, Hashable {
  /// The interactions there are.
  package enum Kind: Sendable, Hashable {
    case automatic
    case resizes
    case scrolls
  }

  /// Which interaction this is.
  package let kind: Kind

  /// An interaction of `kind`.
  package init(_ kind: Kind) { self.kind = kind }

  /// Whatever the configuration says.
  public static let automatic = SheetContentInteraction(.automatic)
  /// The sheet grows to its largest detent before the content scrolls (the system default).
  public static let resizes = SheetContentInteraction(.resizes)
  /// The content scrolls at any detent
  /// (``SheetConfiguration/prefersScrollingExpandsWhenScrolledToEdge`` false).
  public static let scrolls = SheetContentInteraction(.scrolls)

  /// The value of ``SheetConfiguration/prefersScrollingExpandsWhenScrolledToEdge``, or nil to
  /// keep the configured one.
  package var scrollingExpandsSheet: Bool? {
    switch kind {
    case .automatic: nil
    case .resizes: true
    case .scrolls: false
    }
  }
}
