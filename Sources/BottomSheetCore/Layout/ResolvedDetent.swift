/// A detent resolved against a layout: its identifier and its extent in points.
package struct ResolvedDetent: Sendable, Hashable {
  /// The detent's identifier.
  package var identifier: Detent.Identifier
  /// The sheet's visible height above its base line at this detent, in points.
  package var extent: Double

  /// Creates a resolved detent.
  package init(identifier: Detent.Identifier, extent: Double) {
    self.identifier = identifier
    self.extent = extent
  }
}
