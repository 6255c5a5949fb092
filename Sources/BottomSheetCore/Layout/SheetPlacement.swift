/// Where the sheet sits on a wide container (wider than
/// `SheetLayout.wideContainerThreshold`: an iPad, an iPhone in landscape).
///
/// ``automatic`` is the sheet the package has always drawn: the container's full width on a
/// compact container, a centred sheet `SheetLayout.wideSheetWidth` wide above the threshold,
/// both attached to the container's bottom edge. A card placement puts a floating card at the
/// leading or trailing side instead, as Maps does on iPad: inset from the side and the bottom
/// by its ``SheetCardSize`` margins, its bottom edge ``SheetCardSize/bottomMargin`` above the
/// container's bottom safe edge. Leading and trailing follow the container's
/// ``LayoutContext/layoutDirection`` (leading is the right side in right-to-left layouts).
///
/// A card needs room beside it: on a compact container (at or below the threshold) a card
/// placement falls back to ``automatic``, the full-width sheet a phone in portrait expects.
///
/// The cases match iOS 27's `UISheetPresentationController.Placement`
/// (`preferredPlacement`; SwiftUI's `presentationPlacement`): ``automatic`` lets the package
/// choose, ``leading(_:)`` and ``trailing(_:)`` put the sheet at the presenting view's leading or
/// trailing edge, and ``center(_:)`` centres it within the presenting view, as the header
/// describes Apple's `.center`. Unlike Apple's, a card here keeps its own floating margins and
/// width (``SheetCardSize``) on every iOS version the package supports.
///
/// ```swift
/// var configuration = SheetConfiguration.persistent(detents: [.fraction(0.2), .medium, .large])
/// configuration.placement = .leading(.default)
/// ```
public enum SheetPlacement: Sendable, Hashable, Codable {
  /// Full width on compact containers, a centred sheet of bounded width on wide ones.
  case automatic
  /// A floating card at the leading side on wide containers.
  case leading(SheetCardSize)
  /// A floating card at the trailing side on wide containers.
  case trailing(SheetCardSize)
  /// A floating card centred in the container's safe area on wide containers: the card's width
  /// and bottom margin, the same distance from both sides (iOS 27's
  /// `UISheetPresentationController.Placement.center`).
  case center(SheetCardSize)

  /// The card's size, or nil for ``automatic``.
  public var cardSize: SheetCardSize? {
    switch self {
    case .automatic: return nil
    case .leading(let size), .trailing(let size), .center(let size): return size
    }
  }
}
