import BottomSheetCore
import Testing

/// The rule (``SheetFrame/surfaceMayOverhang``): only an edge-attached sheet whose surface has
/// no insets and square bottom corners may be drawn past the container's bottom edge, so a
/// renderer sizes it once per layout; any other surface must end exactly where the core says.
@Suite("Surface: when a renderer may draw it past the bottom edge")
struct SurfaceOverhangTests {
  @Test("only an attached, square-cornered, edge-attached surface may overhang")
  func table() {
    let rows: [(line: UInt, surface: SheetSurface, clearance: Double, overhangs: Bool)] = [
      // The iOS 13–18 sheet.
      (#line, SheetSurface(), 0, true),
      // At the full height of the floating style on a rounded display: its bottom corners are
      // concentric with the display's, so it must end at the edge.
      (#line, SheetSurface(bottomCornerRadius: 44, bottomCornersFollowDisplay: true), 0, false),
      // Floating at a partial detent: inset.
      (
        #line,
        SheetSurface(
          leadingInset: 8, trailingInset: 8, bottomInset: 8, topCornerRadius: 36,
          bottomCornerRadius: 36, attachment: 0), 0, false
      ),
      (#line, SheetSurface(bottomInset: 0.5), 0, false),
      (#line, SheetSurface(leadingInset: 0.5), 0, false),
      // A card under the attached style floats above the bottom edge on its own margins.
      (#line, SheetSurface(), 30, false),
    ]
    for row in rows {
      var frame = SheetFrame(
        time: 0, sheetRect: Rect(x: 0, y: 400, width: 390, height: 444), extent: 444,
        keyboardLift: 0, velocity: 0, dimmingAlpha: 0, passesTouchesThrough: false,
        phase: .resting, detent: nil, isAnimating: false, bottomClearance: row.clearance)
      frame.surface = row.surface
      #expect(frame.surfaceMayOverhang == row.overhangs, sourceLocation: rowLocation(row.line))
    }
  }
}
