import BottomSheetCore
import BottomSheetTestSupport
import Testing

// MARK: - Below the lowest detent: a rigid card that slides

/// The rule (`SheetSurfaceMorph`, "Below the lowest detent"; ``SheetFrame/surfaceRect``): a
/// sheet that floats at its lowest detent keeps that detent's shape below it and slides, so its
/// surface's four sides are the lowest detent's sides, top and height, with the top at the
/// drawn extent; an edge-attached surface has nothing to slide. Checked on all four sides
/// (a rect narrowed by both side insets but not moved in by the leading one fails) under both
/// layout directions, on every frame of a presentation, a drag below the lowest detent and
/// back, and a dismissal. And the content's width (``SheetFrame/contentRect``): at rest it spans
/// the surface, and it changes only on frames that lay the content out. Tolerance 1e-6 pt: the
/// rects are sums and differences of values near 1,000 pt, exact up to rounding.
extension SheetSurfaceTests {
  /// One sheet: its style, placement and container, and the surface's expected left and right
  /// edges and height at (and below) its lowest detent, in points; `height` nil where nothing
  /// slides (the surface ends on the container's bottom edge at every extent).
  typealias SlideRow = (
    line: UInt, style: SheetSurfaceStyle, placement: SheetPlacement, size: Size, insets: Insets,
    display: Double, direction: SheetLayoutDirection, detents: [Detent], left: Double,
    right: Double, height: Double?
  )

  /// Worked out by hand. The phone (390 × 844, home indicator 34 pt) with `.height(300)`: the
  /// lowest detent rests at 300 + 34 = 334, its floating surface is inset 8 pt on each side and
  /// at the bottom, so 390 − 16 wide from x 8 and 334 − 8 = 326 tall. The iPad card (see
  /// `SheetSurfaceTests+Card.swift`): `.fitting` at 330, the card 328 wide at x 10 (leading,
  /// left to right) or 820 − 10 − 328 = 482 (leading, right to left), 330 − 30 = 300 tall.
  static let slideRows: [SlideRow] = [
    (
      #line, .floating, .automatic, Phone.size, Phone.insets, 44, .leftToRight,
      [.height(300), .large], 8, 382, 326
    ),
    (
      #line, .floating, .automatic, Phone.size, Phone.insets, 44, .rightToLeft,
      [.height(300), .large], 8, 382, 326
    ),
    // A square display changes the corners, not the rect.
    (
      #line, .floating, .automatic, Phone.size, Phone.insets, 0, .leftToRight,
      [.height(300), .large], 8, 382, 326
    ),
    (
      #line, .floating, .leading(.default), IPad.portrait, IPad.insets, 0, .leftToRight,
      [.fitting, .medium, .large], 10, 338, 300
    ),
    (
      #line, .floating, .leading(.default), IPad.portrait, IPad.insets, 0, .rightToLeft,
      [.fitting, .medium, .large], 482, 810, 300
    ),
    // A card under the attached style floats on its margins too: it slides.
    (
      #line, .attached, .trailing(.default), IPad.portrait, IPad.insets, 0, .leftToRight,
      [.fitting, .medium, .large], 482, 810, 300
    ),
    // Edge-attached surfaces end on the container's bottom edge: nothing to slide.
    (
      #line, .attached, .automatic, Phone.size, Phone.insets, 44, .leftToRight,
      [.height(300), .large], 0, 390, nil
    ),
    (
      #line, .floating, .automatic, Phone.size, Phone.insets, 44, .leftToRight, [.large], 0, 390,
      nil
    ),
    // Three detents, so the lowest partial detent (.height(200) at 234) is not the highest
    // (.medium at 393.5): the surface slides at the lowest one's shape and height, 234 − 8.
    (
      #line, .floating, .automatic, Phone.size, Phone.insets, 44, .leftToRight,
      [.height(200), .medium, .large], 8, 382, 226
    ),
    (
      #line, .floating, .automatic, Phone.size, Phone.insets, 44, .rightToLeft,
      [.height(200), .medium, .large], 8, 382, 226
    ),
    // One detent, partial: it is both the lowest and the highest.
    (
      #line, .floating, .automatic, Phone.size, Phone.insets, 44, .leftToRight, [.height(300)], 8,
      382, 326
    ),
    // A left inset only (StandardDevice.leftInsetContainer): the full-width sheet ignores it,
    // and with no home indicator `.height(200)` rests at 200 + the floating inset 8 = 208.
    (
      #line, .floating, .automatic, StandardDevice.leftInsetContainer.size,
      StandardDevice.leftInsetContainer.safeAreaInsets, 0, .rightToLeft,
      [.height(200), .medium, .large], 8, 382, 200
    ),
  ]

  /// Detent sets of one, two and three partial detents on the phone (full height 787;
  /// `.height(h)` rests at h + 34, `.medium` at 393.5): the morph starts at the HIGHEST partial
  /// detent and the slide floor is the LOWEST, which only differ from three detents up.
  @Test(
    "the morph starts at the highest partial detent, the slide at the lowest, whatever their count")
  func morphStartAndSlideFloorPickTheirDetents() {
    struct Row {
      var detents: [Detent]
      var start: Double
      var floor: Double
      var location: SourceLocation
      init(
        _ detents: [Detent], start: Double, floor: Double,
        location: SourceLocation = #_sourceLocation
      ) {
        self.detents = detents
        self.start = start
        self.floor = floor
        self.location = location
      }
    }
    let rows: [Row] = [
      Row([.height(300)], start: 334, floor: 334),
      Row([.height(300), .large], start: 334, floor: 334),
      Row([.height(200), .medium, .large], start: 393.5, floor: 234),
      Row([.height(100), .height(200), .medium, .large], start: 393.5, floor: 134),
      // Listed out of order: the detents are sorted by extent first.
      Row([.large, .medium, .height(200)], start: 393.5, floor: 234),
      // No partial detent: attached throughout, nothing slides.
      Row([.large], start: 787, floor: 0),
    ]
    for row in rows {
      let configuration = SheetConfiguration(detents: row.detents, surfaceStyle: .floating)
      let engine = SheetEngine.quiet(configuration, Phone.context(displayCornerRadius: 44))
      let morph = engine.surfaceMorph
      expectClose(
        morph.startExtent, row.start, tolerance: 1e-9, "start", sourceLocation: row.location)
      expectClose(morph.endExtent, 787, tolerance: 1e-9, "end", sourceLocation: row.location)
      expectClose(
        morph.slideFloor, row.floor, tolerance: 1e-9, "floor", sourceLocation: row.location)
    }
  }

  static func slideEngine(_ row: SlideRow) -> SheetEngine {
    let configuration = SheetConfiguration(
      detents: row.detents, surfaceStyle: row.style, placement: row.placement)
    let context = LayoutContext(
      containerSize: row.size, safeAreaInsets: row.insets, preferredContentHeight: 300,
      displayCornerRadius: row.display, layoutDirection: row.direction)
    return .quiet(configuration, context)
  }

  /// Present, rest, drag 200 pt down (below the lowest detent), hold, drag back up and let go,
  /// then dismiss.
  static let slideInputs: [TimedInput] =
    [TimedInput(.present(animated: true), at: 0)]
    + GesturePath.drag(at: 1, by: 200, over: 0.4, hold: 0.2, releaseVelocity: 0).inputs()
    + GesturePath.drag(at: 1.6, by: -200, over: 0.4, releaseVelocity: 0).inputs()
    + [TimedInput(.dismiss(animated: true), at: 3)]

  @Test("below its lowest detent a floating surface slides, rigid, on all four sides")
  func surfaceSlidesBelowTheLowestDetent() {
    for row in Self.slideRows {
      let location = rowLocation(row.line)
      var engine = Self.slideEngine(row)
      let containerHeight = row.size.height
      var below = 0
      var resting = 0
      _ = ScenarioRunner.run(&engine, inputs: Self.slideInputs, until: 4.5) { engine, frame in
        let surface = frame.surfaceRect
        let at = "at \(frame.time), extent \(frame.extent)"
        let floor = engine.detents.smallestExtent
        // The top is always the sheet's; the sides are the lowest detent's at and below it
        // (above it a floating sheet morphs) and at every extent where nothing slides.
        expectClose(
          surface.minY, frame.sheetRect.minY, tolerance: 1e-6, "top \(at)", sourceLocation: location
        )
        if row.height == nil || frame.extent <= floor + 1e-6 || frame.phase == .resting {
          expectClose(
            surface.minX, row.left, tolerance: 1e-6, "left \(at)", sourceLocation: location)
          expectClose(
            surface.maxX, row.right, tolerance: 1e-6, "right \(at)", sourceLocation: location)
        }
        // In the sheet view's coordinates: the same four sides less the sheet's origin.
        let local = frame.surfaceRectInSheetView
        expectClose(
          local.minX, surface.minX - frame.sheetRect.minX, tolerance: 1e-6, "local left \(at)",
          sourceLocation: location)
        expectClose(local.minY, 0, tolerance: 1e-6, "local top \(at)", sourceLocation: location)
        expectClose(
          local.width, surface.width, tolerance: 1e-6, "local width \(at)", sourceLocation: location
        )
        expectClose(
          local.height, surface.height, tolerance: 1e-6, "local height \(at)",
          sourceLocation: location)
        guard let height = row.height else {
          expectClose(
            surface.maxY, containerHeight, tolerance: 1e-6, "bottom \(at)", sourceLocation: location
          )
          #expect(frame.surfaceSlide == 0, "\(at)", sourceLocation: location)
          return
        }
        if frame.extent < floor - 1e-9 {
          below += 1
          // Rigid: the lowest detent's height, its bottom edge below where it rests.
          expectClose(
            surface.height, height, tolerance: 1e-6, "height \(at)", sourceLocation: location)
          #expect(
            frame.surface == engine.surfaceMorph.surface(atExtent: floor), "shape \(at)",
            sourceLocation: location)
          // Its bottom edge is below where it rests, by as much as the sheet is below its
          // lowest detent.
          expectClose(
            surface.maxY, containerHeight - floor + height + (floor - frame.extent),
            tolerance: 1e-6, "bottom \(at)", sourceLocation: location)
        } else if frame.phase == .resting {
          resting += 1
          expectClose(
            surface.height, height, tolerance: 1e-6, "height \(at)", sourceLocation: location)
          #expect(frame.surfaceSlide == 0, "\(at)", sourceLocation: location)
        }
      }
      if row.height != nil {
        // Presenting, the drag below and back, and dismissing all pass below the lowest detent.
        #expect(below > 60, "only \(below) frames slid", sourceLocation: location)
        #expect(resting > 10, "only \(resting) frames rested", sourceLocation: location)
      }
    }
  }

  @Test(
    "a hidden floating sheet's surface lies wholly below the screen, at the lowest detent's height")
  func hiddenSurfaceIsBelowTheScreen() {
    for row in Self.slideRows {
      guard let height = row.height else { continue }
      var engine = Self.slideEngine(row)
      let frame = engine.step(to: 0)
      let location = rowLocation(row.line)
      #expect(frame.phase == .hidden, sourceLocation: location)
      expectClose(
        frame.surfaceRect.minY, row.size.height, tolerance: 1e-6, "top", sourceLocation: location)
      expectClose(
        frame.surfaceRect.height, height, tolerance: 1e-6, "height", sourceLocation: location)
    }
  }

  // MARK: - The content spans the surface at rest

  @Test("resting at each detent the content spans the surface: no side strips")
  func contentSpansTheRestingSurface() {
    // (line, style, direction, detent, the content's expected left edge and width).
    let rows:
      [(
        line: UInt, style: SheetSurfaceStyle, direction: SheetLayoutDirection,
        at: Detent.Identifier,
        left: Double, width: Double
      )] = [
        (#line, .floating, .leftToRight, .large, 0, 390),
        (#line, .floating, .rightToLeft, .large, 0, 390),
        (#line, .floating, .leftToRight, .medium, 8, 374),
        (#line, .floating, .rightToLeft, .medium, 8, 374),
        (#line, .attached, .leftToRight, .large, 0, 390),
        (#line, .attached, .leftToRight, .medium, 0, 390),
      ]
    for row in rows {
      let location = rowLocation(row.line)
      let configuration = SheetConfiguration(detents: [.medium, .large], surfaceStyle: row.style)
      var context = Phone.context(displayCornerRadius: 44)
      context.layoutDirection = row.direction
      var engine = SheetEngine.quiet(configuration, context)
      engine.handle(.selectDetent(row.at, animated: false), at: 0)
      engine.handle(.present(animated: false), at: 0)
      let frame = engine.step(to: 1)
      #expect(frame.phase == .resting, sourceLocation: location)
      expectClose(
        frame.contentRect.minX, row.left, tolerance: 1e-6, "left", sourceLocation: location)
      expectClose(
        frame.contentRect.width, row.width, tolerance: 1e-6, "width", sourceLocation: location)
      expectClose(
        frame.contentRect.minX, frame.surfaceRect.minX, tolerance: 1e-6, "surface left",
        sourceLocation: location)
      expectClose(
        frame.contentRect.maxX, frame.surfaceRect.maxX, tolerance: 1e-6, "surface right",
        sourceLocation: location)
    }
  }

  @Test("`.fitting` content is measured at its width resting at a partial detent")
  func fittingIsMeasuredAtThePartialWidth() {
    // (line, style, placement, container, the width measured): the floating phone's 390 − 16,
    // an attached phone's full width, the iPad card's 328.
    let rows:
      [(line: UInt, style: SheetSurfaceStyle, placement: SheetPlacement, size: Size, width: Double)] =
        [
          (#line, .floating, .automatic, Phone.size, 374),
          (#line, .attached, .automatic, Phone.size, 390),
          (#line, .floating, .leading(.default), IPad.portrait, 328),
        ]
    for row in rows {
      let location = rowLocation(row.line)
      let configuration = SheetConfiguration(
        detents: [.fitting, .large], surfaceStyle: row.style, placement: row.placement)
      var context = Phone.context(displayCornerRadius: 44)
      context.containerSize = row.size
      var engine = SheetEngine.quiet(configuration, context)
      engine.handle(.selectDetent(.large, animated: false), at: 0)
      engine.handle(.present(animated: false), at: 0)
      // Resting at .large the content may be wider; what .fitting is measured at is not.
      _ = engine.step(to: 1)
      expectClose(
        engine.fittingContentWidth, row.width, tolerance: 1e-9, sourceLocation: location)
    }
  }

  @Test("the content's width changes only on frames that lay the content out")
  func contentWidthChangesOnlyAtLayouts() {
    let configuration = SheetConfiguration(detents: [.medium, .large], surfaceStyle: .floating)
    var engine = SheetEngine.quiet(configuration, Phone.context(displayCornerRadius: 44))
    let inputs =
      [TimedInput(.present(animated: true), at: 0)]
      + GesturePath.drag(at: 1, by: -500, over: 0.4, releaseVelocity: 0).inputs()
      + GesturePath.drag(at: 2.5, by: 300, over: 0.3, hold: 0.2, releaseVelocity: 0).inputs()
      + [TimedInput(.selectDetent(.large, animated: true), at: 4)]
      + GesturePath.drag(at: 5.5, by: 200, over: 0.3, hold: 0.3, releaseVelocity: 0).inputs()
    var previous: Double?
    var changes = 0
    var widths: Set<Double> = []
    _ = ScenarioRunner.run(&engine, inputs: inputs, until: 7.5) { _, frame in
      let width = frame.contentRect.width
      widths.insert(width)
      if let previous, previous != width {
        changes += 1
        #expect(frame.changes.contains(.layoutHeight), "width changed at \(frame.time)")
      }
      previous = width
    }
    // Both widths were shown: the floating one at .medium, the full one at .large.
    #expect(widths == [374, 390], "\(widths)")
    // Up to .large, down to .medium, up to .large, grabbed there and let back: four changes.
    #expect(changes >= 3, "\(changes) changes")
  }
}
