/// Which shape the sheet's surface takes as it moves (``SheetConfiguration/surfaceStyle``).
///
/// The surface is what the sheet draws (its background and the clip around its content); the
/// engine answers it for every frame in ``SheetFrame/surface``, as a function of the drawn
/// extent (`SheetSurfaceMorph`).
public enum SheetSurfaceStyle: String, Sendable, Hashable {
  /// The iOS 26 sheet: at and below the highest partial detent it floats, inset from the
  /// container's sides and bottom by `SheetSurface.floatingInset` with all four corners
  /// rounded (the bottom ones concentric with a rounded display); between that detent and the
  /// full height it grows continuously into the attached shape, which it reaches at the full
  /// height. A sheet with no partial detent is attached throughout. A floating card
  /// (``SheetPlacement``) already floats on its own margins: its surface is its frame, all
  /// four corners rounded, at every extent (`SheetSurfaceMorph`).
  case floating
  /// The iOS 13–18 sheet: as wide as the sheet's placement, its bottom edge on the container's
  /// bottom edge, only its top corners rounded, at every extent. A floating card keeps this
  /// look (top corners only) on its own margins.
  case attached
}
