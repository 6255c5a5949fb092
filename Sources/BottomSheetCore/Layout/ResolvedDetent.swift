/// A detent resolved against a layout: its identifier and its extent in points.
public struct ResolvedDetent: Sendable, Hashable {
  /// The detent's identifier.
  public var identifier: Detent.Identifier
  /// The sheet's visible height above its base line at this detent, in points.
  public var extent: Double

  /// Creates a resolved detent.
  public init(identifier: Detent.Identifier, extent: Double) {
    self.identifier = identifier
    self.extent = extent
  }
}
