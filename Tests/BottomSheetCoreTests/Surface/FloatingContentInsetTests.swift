import BottomSheetCore
import Testing

/// The rule (``SheetLayout/contentBottomInset`` under ``SheetSurfaceStyle/floating``): the
/// floating surface's bottom edge stands ``SheetSurface/floatingInset`` above the sheet's, so
/// the content's bottom inset is at least that much, and a `.fitting` sheet adds it below its
/// content; a display with a home indicator already gives more, and a card keeps none.
@Suite("Surface: floating content clears the surface's bottom edge")
struct FloatingContentInsetTests {
  @Test("the content's bottom inset for each style, display and keyboard")
  func table() {
    let iPhoneSE = Size(width: 375, height: 667)
    let iPad = Size(width: 820, height: 1180)
    let rows:
      [(
        line: UInt, size: Size, insets: Insets, keyboard: Double, style: SheetSurfaceStyle,
        placement: SheetPlacement, inset: Double
      )] = [
        // A square display (iPhone SE): the floating surface's 8 pt, where attached has none.
        (#line, iPhoneSE, Insets(top: 20, bottom: 0), 0, .floating, .automatic, 8),
        (#line, iPhoneSE, Insets(top: 20, bottom: 0), 0, .attached, .automatic, 0),
        // A home indicator's 34 pt already clears it.
        (#line, Phone.size, Phone.insets, 0, .floating, .automatic, 34),
        (#line, Phone.size, Phone.insets, 0, .attached, .automatic, 34),
        // On the keyboard the home indicator is covered; the floating edge still needs 8 pt.
        (#line, Phone.size, Phone.insets, 300, .floating, .automatic, 8),
        (#line, Phone.size, Phone.insets, 300, .attached, .automatic, 0),
        // A card floats on its own margins and ends above the safe area.
        (#line, iPad, Insets(top: 24, bottom: 20), 0, .floating, .leading(.default), 0),
        // The centred sheet on a wide container floats like a phone's.
        (#line, iPad, Insets(top: 24, bottom: 0), 0, .floating, .automatic, 8),
      ]
    for row in rows {
      let context = LayoutContext(
        containerSize: row.size, safeAreaInsets: row.insets, keyboardOverlap: row.keyboard)
      let layout = SheetLayout(context: context, placement: row.placement, surfaceStyle: row.style)
      #expect(layout.contentBottomInset == row.inset, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("a floating .fitting sheet on a square display shows its content above the surface's edge")
  func fittingOnASquareDisplay() {
    var configuration = SheetConfiguration.fitting
    configuration.surfaceStyle = .floating
    configuration.printsCorrectionsInDebug = false
    let context = LayoutContext(
      containerSize: Size(width: 375, height: 667), safeAreaInsets: Insets(top: 20, bottom: 0),
      preferredContentHeight: 300)
    var engine = SheetEngine(configuration: configuration, context: context)
    engine.handle(.present(animated: false), at: 0)
    let frame = engine.frame(at: 1)
    #expect(frame.extent == 300 + SheetSurface.floatingInset)
    #expect(frame.contentBottomInset == SheetSurface.floatingInset)
    // The surface floats 8 pt above the sheet's bottom edge: the content's own 300 pt end on it.
    let surfaceBottom = frame.surface.rect(in: frame.sheetRect).maxY
    #expect(frame.sheetRect.minY + 300 <= surfaceBottom + 1e-9)
  }
}
