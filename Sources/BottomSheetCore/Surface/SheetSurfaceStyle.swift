/// Which shape the sheet's surface takes as it moves (``SheetConfiguration/surfaceStyle``).
///
/// The surface is what the sheet draws (its background and the clip around its content); the
/// engine answers it for every frame in `SheetFrame.surface`, as a function of the drawn
/// extent (`SheetSurfaceMorph`).
///
/// A struct over a hidden set of kinds rather than an enum, so that a later release can add a
/// style without breaking an app's `switch`. Its raw value is the style's name (`"floating"`),
/// which recordings and scenario files store.
public struct SheetSurfaceStyle: RawRepresentable, Sendable, Hashable {
  /// The styles there are; the surface rules switch over it.
  package enum Kind: String, Sendable, Hashable, CaseIterable {
    case automatic
    case floating
    case attached
  }

  /// Which style this is.
  package let kind: Kind

  /// A style of `kind`.
  package init(_ kind: Kind) { self.kind = kind }

  /// The style's name: `"automatic"`, `"floating"` or `"attached"`.
  public var rawValue: String { kind.rawValue }

  /// The style named `rawValue`, or nil for a name that is no style.
  ///
  /// - Parameter rawValue: A style's name, as ``rawValue`` spells it.
  public init?(rawValue: String) {
    guard let kind = Kind(rawValue: rawValue) else { return nil }
    self.kind = kind
  }

  /// The style of the system the sheet runs on (the default): the UIKit and SwiftUI layers
  /// resolve it to ``floating`` on iOS 26 and later and to ``attached`` before, and to
  /// ``attached`` on iOS 26 for an app that keeps the earlier design with the
  /// `UIDesignRequiresCompatibility` Info.plist key (Apple documents it as running the app with
  /// the appearance of earlier releases). The engine has no system to ask, so an engine given
  /// this style itself draws ``attached`` (`resolved(systemFloats:)`).
  public static let automatic = SheetSurfaceStyle(.automatic)
  /// The iOS 26 sheet: at and below the highest partial detent it floats, inset from the
  /// container's sides and bottom by `SheetSurface.floatingInset` with all four corners
  /// rounded (the bottom ones concentric with a rounded display); between that detent and the
  /// full height it grows continuously into the attached shape, which it reaches at the full
  /// height. Below its lowest detent it keeps that detent's shape and slides out of the screen
  /// rather than shrinking. A sheet with no partial detent is attached throughout. A floating card
  /// (``SheetPlacement``) already floats on its own margins: its surface is its frame, all
  /// four corners rounded, at every extent (`SheetSurfaceMorph`).
  public static let floating = SheetSurfaceStyle(.floating)
  /// The sheet before iOS 26: as wide as the sheet's placement, its bottom edge on the container's
  /// bottom edge, only its top corners rounded, at every extent. A floating card keeps this
  /// look (top corners only) on its own margins.
  public static let attached = SheetSurfaceStyle(.attached)

  /// The concrete style: ``automatic`` becomes ``floating`` when `systemFloats` (the running
  /// system draws its own sheets floating) and ``attached`` otherwise; the other styles are
  /// themselves.
  package func resolved(systemFloats: Bool) -> SheetSurfaceStyle {
    switch kind {
    case .automatic: systemFloats ? .floating : .attached
    case .floating, .attached: self
    }
  }
}
