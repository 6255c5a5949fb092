/// What a persistent sheet does while a modal sheet covers it.
///
/// A struct over a hidden set of kinds rather than an enum, so that a later release can add a
/// behaviour without breaking an app's `switch`.
///
/// The default, ``keepsDetent``, leaves the sheet exactly where the user had it, under the
/// modal sheet's dimming, as the system leaves a non-modal sheet when anything else is
/// presented: nothing the user did not ask for moves. Maps-style apps whose search sheet would
/// otherwise stand tall behind a place card ask for ``stepsDownToLowestDetent``.
public struct CoveredSheetBehavior: Sendable, Hashable {
  /// The behaviours there are; the stacking rule switches over it.
  package enum Kind: Sendable, Hashable {
    case keepsDetent
    case stepsDownToLowestDetent
  }

  /// Which behaviour this is.
  package let kind: Kind

  /// A behaviour of `kind`.
  package init(_ kind: Kind) { self.kind = kind }

  /// The sheet keeps its detent and its state while covered (the default).
  public static let keepsDetent = CoveredSheetBehavior(.keepsDetent)
  /// The sheet moves to its lowest detent, on its own spring, when the first modal sheet
  /// starts to cover it, and back to the detent it had when the last one is gone, unless it was
  /// moved meanwhile (by the user or the app), which is not overridden. The app's own
  /// selection while covered counts even when it names the lowest detent, where the sheet
  /// already is: it stays there.
  public static let stepsDownToLowestDetent = CoveredSheetBehavior(.stepsDownToLowestDetent)
}
