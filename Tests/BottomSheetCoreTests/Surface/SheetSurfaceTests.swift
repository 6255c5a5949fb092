import BottomSheetCore
import Testing

/// The sheet's shape as a function of where it is drawn (``SheetSurface``,
/// ``SheetSurfaceMorph``): its shape at each detent for both styles, and the morph between
/// them, against values worked out by hand from the documented defaults: an 8 pt floating
/// inset, floating corners concentric with the display (display radius − 8, at least 24),
/// attached top corners of 10 pt, and smoothstep between the highest partial detent and the full
/// height; the rules renderers apply; the content's clearance above a floating edge. In
/// `SheetSurfaceTests+Motion.swift`: the surface in motion and over random inputs; in
/// `SheetSurfaceTests+Card.swift`: a floating card's surface.
@Suite("Surface: the sheet's shape as a function of its extent")
struct SheetSurfaceTests {
  /// An expected surface: insets (leading, trailing, bottom), radii (top, bottom), attachment,
  /// and whether the bottom corners follow the display.
  typealias Shape = (
    leading: Double, trailing: Double, bottom: Double, top: Double, bottomRadius: Double,
    attachment: Double, follows: Bool
  )

  /// Every value is exact arithmetic on small numbers; 1e-9 only absorbs rounding.
  static let tolerance = 1e-9

  static func engine(
    style: SheetSurfaceStyle, detents: [Detent], display: Double,
    size: Size = Phone.size, attachedRadius: Double = 10
  ) -> SheetEngine {
    let configuration = SheetConfiguration(
      detents: detents, surfaceStyle: style, attachedCornerRadius: attachedRadius)
    var context = Phone.context(displayCornerRadius: display)
    context.containerSize = size
    return .quiet(configuration, context)
  }

  static func expect(_ surface: SheetSurface, _ shape: Shape, line: UInt) {
    let location = rowLocation(line)
    let pairs: [(String, Double, Double)] = [
      ("leading", surface.leadingInset, shape.leading),
      ("trailing", surface.trailingInset, shape.trailing),
      ("bottom inset", surface.bottomInset, shape.bottom),
      ("top radius", surface.topCornerRadius, shape.top),
      ("bottom radius", surface.bottomCornerRadius, shape.bottomRadius),
      ("attachment", surface.attachment, shape.attachment),
    ]
    for (name, actual, expected) in pairs {
      #expect(
        abs(actual - expected) <= tolerance, "\(name) \(actual) ≠ \(expected)",
        sourceLocation: location)
    }
    #expect(surface.bottomCornersFollowDisplay == shape.follows, sourceLocation: location)
  }

  // MARK: - The shape at each detent

  @Test("each style's surface resting at each detent")
  func surfaceAtEachDetent() {
    let iPad = Size(width: 1024, height: 768)
    let rows:
      [(
        line: UInt, style: SheetSurfaceStyle, detents: [Detent], display: Double, size: Size,
        radius: Double, at: Detent.Identifier, shape: Shape
      )] = [
        // Floating on a display with 44 pt corners: inset, all corners 44 − 8 = 36 at the
        // partial detent; attached at the full height, bottom corners the display's own.
        (
          #line, .floating, [.medium, .large], 44, Phone.size, 10, .medium,
          (8, 8, 8, 36, 36, 0, true)
        ),
        (
          #line, .floating, [.medium, .large], 44, Phone.size, 10, .large,
          (0, 0, 0, 10, 44, 1, true)
        ),
        // A fitting sheet that is its only (partial) detent floats.
        (
          #line, .floating, [.fitting], 44, Phone.size, 10, .fitting,
          (8, 8, 8, 36, 36, 0, true)
        ),
        // Only the full height: attached.
        (
          #line, .floating, [.large], 44, Phone.size, 10, .large,
          (0, 0, 0, 10, 44, 1, true)
        ),
        // A square display: the floating corners take the 24 pt minimum, the attached bottom
        // corners are square.
        (
          #line, .floating, [.medium, .large], 0, Phone.size, 10, .medium,
          (8, 8, 8, 24, 24, 0, false)
        ),
        (
          #line, .floating, [.medium, .large], 0, Phone.size, 10, .large,
          (0, 0, 0, 10, 0, 1, false)
        ),
        // A display whose concentric radius is below the minimum: 20 − 8 = 12 < 24.
        (
          #line, .floating, [.medium, .large], 20, Phone.size, 10, .medium,
          (8, 8, 8, 24, 24, 0, true)
        ),
        // The wide placement does not reach the display's corners: minimum radius, square
        // attached bottom.
        (#line, .floating, [.medium, .large], 18, iPad, 10, .medium, (8, 8, 8, 24, 24, 0, false)),
        (#line, .floating, [.medium, .large], 18, iPad, 10, .large, (0, 0, 0, 10, 0, 1, false)),
        // The attached style: the same shape everywhere, square bottom, display or not.
        (
          #line, .attached, [.medium, .large], 44, Phone.size, 10, .medium,
          (0, 0, 0, 10, 0, 1, false)
        ),
        (
          #line, .attached, [.medium, .large], 44, Phone.size, 10, .large,
          (0, 0, 0, 10, 0, 1, false)
        ),
        // A configured attached radius.
        (
          #line, .floating, [.medium, .large], 44, Phone.size, 20, .large,
          (0, 0, 0, 20, 44, 1, true)
        ),
        (
          #line, .attached, [.medium], 44, Phone.size, 16, .medium,
          (0, 0, 0, 16, 0, 1, false)
        ),
      ]
    for row in rows {
      var engine = Self.engine(
        style: row.style, detents: row.detents, display: row.display, size: row.size,
        attachedRadius: row.radius)
      engine.handle(.selectDetent(row.at, animated: false), at: 0)
      engine.handle(.present(animated: false), at: 0)
      let frame = engine.step(to: 1)
      #expect(frame.phase == .resting, sourceLocation: rowLocation(row.line))
      Self.expect(frame.surface, row.shape, line: row.line)
    }
  }

  @Test("between the highest partial detent and the full height the surface follows smoothstep")
  func morphFollowsSmoothstep() {
    // iPhone: full height 844 − 47 − 10 = 787; medium resolves below it. Display 44 pt:
    // floating (8, 36, 36), attached (0, 10, 44). At t the attachment is 3t² − 2t³ and each
    // value moves that share of the way.
    let engine = Self.engine(style: .floating, detents: [.medium, .large], display: 44)
    let morph = engine.surfaceMorph
    let start = engine.detents.smallestExtent
    #expect(morph.startExtent == start)
    #expect(morph.endExtent == 787)
    let rows: [(line: UInt, t: Double, attachment: Double)] = [
      (#line, -0.5, 0), (#line, 0, 0), (#line, 0.25, 0.15625), (#line, 0.5, 0.5),
      (#line, 0.75, 0.84375), (#line, 1, 1), (#line, 1.5, 1),
    ]
    for row in rows {
      let extent = start + row.t * (787 - start)
      let a = row.attachment
      let shape: Shape = (
        8 * (1 - a), 8 * (1 - a), 8 * (1 - a), 36 + (10 - 36) * a, 36 + (44 - 36) * a, a, true
      )
      Self.expect(morph.surface(atExtent: extent), shape, line: row.line)
    }
  }

  @Test("a partial detent just below the full height starts the morph the minimum distance down")
  func closePartialDetentKeepsTheMinimumDistance() {
    // (line, partial detent's content height, expected start). .height(h) resolves to h + 34.
    let rows: [(line: UInt, height: Double, start: Double)] = [
      (#line, 700, 734),  // 787 − 734 = 53 ≥ 40: the detent itself.
      (#line, 740, 747),  // 774 would be 13 below: starts at 787 − 40.
      (#line, 752, 747),  // 786 is 1 below: the same.
    ]
    for row in rows {
      let engine = Self.engine(
        style: .floating, detents: [.height(row.height, identifier: "partial"), .large],
        display: 44)
      let morph = engine.surfaceMorph
      #expect(morph.startExtent == row.start, sourceLocation: rowLocation(row.line))
      #expect(morph.endExtent == 787, sourceLocation: rowLocation(row.line))
      let slope = 1.5 * max(8, 26, 8) / (787 - row.start)
      #expect(
        abs(morph.steepestSlope - slope) <= 1e-12, "slope \(morph.steepestSlope)",
        sourceLocation: rowLocation(row.line))
    }
  }

  @Test("degenerate layouts give a finite attached surface")
  func degenerateLayouts() {
    // (line, container, detents, display radius): nothing to morph over, or bad numbers.
    let rows: [(line: UInt, size: Size, detents: [Detent], display: Double)] = [
      (#line, Size(width: 0, height: 0), [.medium, .large], 44),
      (#line, Phone.size, [.fraction(1), .large], 44),
      (#line, Phone.size, [.large, .large], .nan),
      (#line, Size(width: 10, height: 20), [.medium, .large], .infinity),
      (#line, Size(width: .nan, height: 844), [.medium, .large], -5),
    ]
    for row in rows {
      var engine = Self.engine(
        style: .floating, detents: row.detents, display: row.display, size: row.size)
      engine.handle(.present(animated: true), at: 0)
      for step in 0...60 {
        let surface = engine.step(to: Double(step) / 60).surface
        let values = [
          surface.leadingInset, surface.trailingInset, surface.bottomInset,
          surface.topCornerRadius, surface.bottomCornerRadius, surface.attachment,
        ]
        #expect(
          values.allSatisfy { $0.isFinite && $0 >= 0 }, "\(surface)",
          sourceLocation: rowLocation(row.line))
      }
      #expect(engine.surfaceMorph.steepestSlope.isFinite, sourceLocation: rowLocation(row.line))
    }
  }

  // MARK: - The rules renderers apply

  @Test("concentric bottom corners keep the least floating radius only while floating")
  func concentricFloor() {
    let rows: [(line: UInt, surface: SheetSurface, floats: Bool, floor: Double)] = [
      (#line, SheetSurface(), false, 0),
      (#line, SheetSurface(bottomCornerRadius: 44, bottomCornersFollowDisplay: true), false, 0),
      (
        #line, SheetSurface(leadingInset: 8, trailingInset: 8, bottomInset: 8), true,
        SheetSurface.minimumFloatingCornerRadius
      ),
      (#line, SheetSurface(bottomInset: 0.25), true, SheetSurface.minimumFloatingCornerRadius),
      (#line, SheetSurface(trailingInset: 4), true, SheetSurface.minimumFloatingCornerRadius),
    ]
    for row in rows {
      #expect(row.surface.isFloating == row.floats, sourceLocation: rowLocation(row.line))
      #expect(
        row.surface.concentricBottomRadiusFloor == row.floor, sourceLocation: rowLocation(row.line))
    }
  }

  /// The rule (``SheetFrame/surfaceMayOverhang``): only an edge-attached sheet whose surface has
  /// no insets and square bottom corners may be drawn past the container's bottom edge, so a
  /// renderer sizes it once per layout; any other surface must end exactly where the core says.
  @Test("only an attached, square-cornered, edge-attached surface may overhang")
  func mayOverhang() {
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

  // MARK: - Floating content clears the surface's bottom edge

  /// The rule (``SheetLayout/contentBottomInset`` under ``SheetSurfaceStyle/floating``): the
  /// floating surface's bottom edge stands ``SheetSurface/floatingInset`` above the sheet's, so
  /// the content's bottom inset is at least that much, and a `.fitting` sheet adds it below its
  /// content; a display with a home indicator already gives more, and a card keeps none.
  @Test("the content's bottom inset for each style, display and keyboard")
  func floatingContentInset() {
    let iPhoneSE = Size(width: 375, height: 667)
    let iPad = IPad.portrait
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
        (#line, iPad, IPad.insets, 0, .floating, .leading(.default), 0),
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
    let frame = engine.step(to: 1)
    #expect(frame.extent == 300 + SheetSurface.floatingInset)
    #expect(frame.contentBottomInset == SheetSurface.floatingInset)
    // The surface floats 8 pt above the sheet's bottom edge: the content's own 300 pt end on it.
    let surfaceBottom = frame.surface.rect(in: frame.sheetRect).maxY
    #expect(frame.sheetRect.minY + 300 <= surfaceBottom + 1e-9)
  }
}
