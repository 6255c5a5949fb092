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
/// The placements match iOS 27's `UISheetPresentationController.Placement`
/// (`preferredPlacement`; SwiftUI's `presentationPlacement`): ``automatic`` lets the package
/// choose, ``leading(_:)`` and ``trailing(_:)`` put the sheet at the presenting view's leading or
/// trailing edge, and ``center(_:)`` centres it within the presenting view, as the header
/// describes Apple's `.center`. Unlike Apple's, a card here keeps its own floating margins and
/// width (``SheetCardSize``) on every iOS version the package supports.
///
/// A struct over a hidden set of kinds rather than an enum, so that a later release can add a
/// placement without breaking an app's `switch`; read a card's size with ``cardSize``.
///
/// ```swift
/// var configuration = SheetConfiguration.persistent(detents: [.fraction(0.2), .medium, .large])
/// configuration.placement = .leading(.default)
/// ```
public struct SheetPlacement: Sendable, Hashable {
  /// The placements there are; the layout switches over it. Its synthesized coding is the
  /// recording format's (`{"automatic": {}}`, `{"leading": {"_0": …}}`).
  package enum Kind: Sendable, Hashable, Codable {
    case automatic
    case leading(SheetCardSize)
    case trailing(SheetCardSize)
    case center(SheetCardSize)
  }

  /// Which placement this is.
  package let kind: Kind

  /// A placement of `kind`.
  package init(_ kind: Kind) { self.kind = kind }

  /// Full width on compact containers, a centred sheet of bounded width on wide ones.
  public static let automatic = SheetPlacement(.automatic)

  /// A floating card at the leading side on wide containers.
  ///
  /// - Parameter size: The card's width and margins.
  public static func leading(_ size: SheetCardSize) -> SheetPlacement {
    SheetPlacement(.leading(size))
  }

  /// A floating card at the trailing side on wide containers.
  ///
  /// - Parameter size: The card's width and margins.
  public static func trailing(_ size: SheetCardSize) -> SheetPlacement {
    SheetPlacement(.trailing(size))
  }

  /// A floating card centred in the container's safe area on wide containers, as iOS 27's
  /// `UISheetPresentationController.Placement.center` centres the sheet.
  ///
  /// - Parameter size: The card's width and margins.
  public static func center(_ size: SheetCardSize) -> SheetPlacement {
    SheetPlacement(.center(size))
  }

  /// The card's size for a card placement, nil for ``automatic``.
  public var cardSize: SheetCardSize? {
    switch kind {
    case .automatic: return nil
    case .leading(let size), .trailing(let size), .center(let size): return size
    }
  }
}
