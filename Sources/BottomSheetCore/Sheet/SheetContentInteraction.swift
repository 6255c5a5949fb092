/// What a swipe on scrollable content does first, shaped like SwiftUI's
/// `PresentationContentInteraction`.
public enum SheetContentInteraction: Sendable, Hashable {
  /// Whatever the configuration says.
  case automatic
  /// The sheet grows to its largest detent before the content scrolls (the system default).
  case resizes
  /// The content scrolls at any detent (``SheetConfiguration/prefersScrollingExpandsWhenScrolledToEdge``
  /// false).
  case scrolls

  /// The value of ``SheetConfiguration/prefersScrollingExpandsWhenScrolledToEdge``, or nil to
  /// keep the configured one.
  public var scrollingExpandsSheet: Bool? {
    switch self {
    case .automatic: nil
    case .resizes: true
    case .scrolls: false
    }
  }
}
