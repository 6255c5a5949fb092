import BottomSheetCore
import BottomSheetTestSupport
import Testing

// MARK: - A floating card's surface

/// Where the surface meets the placement: a floating card (``SheetPlacement`` on a wide
/// container) already floats with its own margins, so its surface is its frame with no insets,
/// one shape at every extent (all corners 24 pt under the floating style, the attached look
/// under the attached style), and its content fills the card's width above its bottom
/// clearance. Worked out by hand: an iPad in portrait (820 × 1180, safe area 24/20) puts a
/// default card 328 pt wide at x 10 (leading) or 482 (trailing), its bottom edge 20 + 10 = 30 pt
/// above the container's bottom; `.fitting` is 300 + 30 = 330, `.medium` 573, `.large` 1146.
extension SheetSurfaceTests {
  /// A card under the floating style: no insets, every corner 24 pt, floating.
  static let floatingCard: Shape = (0, 0, 0, 24, 24, 0, false)
  /// A card under the attached style: no insets, 10 pt top corners, square bottom, attached.
  static let attachedCard: Shape = (0, 0, 0, 10, 0, 1, false)
  /// ``floatingCard`` as a surface.
  static let floatingCardSurface = SheetSurface(
    topCornerRadius: 24, bottomCornerRadius: 24, attachment: 0)

  static func cardEngine(
    placement: SheetPlacement, style: SheetSurfaceStyle, size: Size = IPad.portrait,
    insets: Insets = IPad.insets, display: Double = 0,
    direction: SheetLayoutDirection = .leftToRight,
    attachedRadius: Double = SheetSurface.attachedCornerRadius
  ) -> SheetEngine {
    let configuration = SheetConfiguration(
      detents: [.fitting, .medium, .large], surfaceStyle: style,
      attachedCornerRadius: attachedRadius, placement: placement)
    let context = LayoutContext(
      containerSize: size, safeAreaInsets: insets, preferredContentHeight: 300,
      displayCornerRadius: display, layoutDirection: direction)
    return .quiet(configuration, context)
  }

  static let detentRows:
    [(
      line: UInt, placement: SheetPlacement, style: SheetSurfaceStyle, size: Size,
      insets: Insets, display: Double, direction: SheetLayoutDirection, radius: Double,
      at: Detent.Identifier, shape: Shape, sheet: Rect, contentWidth: Double
    )] = [
      // Floating style: one floating shape at every detent, the full height included.
      (
        #line, .leading(.default), .floating, IPad.portrait, IPad.insets, 0, .leftToRight, 10,
        .fitting, floatingCard, Rect(x: 10, y: 850, width: 328, height: 300), 328
      ),
      (
        #line, .leading(.default), .floating, IPad.portrait, IPad.insets, 0, .leftToRight, 10,
        .medium, floatingCard, Rect(x: 10, y: 607, width: 328, height: 543), 328
      ),
      (
        #line, .leading(.default), .floating, IPad.portrait, IPad.insets, 0, .leftToRight, 10,
        .large,
        floatingCard, Rect(x: 10, y: 34, width: 328, height: 1116), 328
      ),
      // A rounded display changes nothing: the card meets none of its corners.
      (
        #line, .trailing(.default), .floating, IPad.portrait, IPad.insets, 18, .leftToRight, 10,
        .large, floatingCard, Rect(x: 482, y: 34, width: 328, height: 1116), 328
      ),
      // Landscape, right to left: leading is the right side, 375 pt (the cap) wide.
      (
        #line, .leading(.default), .floating, IPad.landscape, IPad.insets, 0, .rightToLeft, 10,
        .medium, floatingCard, Rect(x: 795, y: 427, width: 375, height: 363), 375
      ),
      // An iPhone in landscape (844 wide) takes a card too: 0.4 · 844 = 337.6 within
      // 320…375, at x 47 + 10; bottom clearance 21 + 10; largest extent 390 − 0 − 10 = 380.
      (
        #line, .leading(.default), .floating, PhoneLandscape.size, PhoneLandscape.insets, 44,
        .leftToRight, 10, .large, floatingCard, Rect(x: 57, y: 10, width: 337.6, height: 349), 337.6
      ),
      // Attached style: the iOS 13–18 look at every detent.
      (
        #line, .leading(.default), .attached, IPad.portrait, IPad.insets, 0, .leftToRight, 10,
        .fitting, attachedCard, Rect(x: 10, y: 850, width: 328, height: 300), 328
      ),
      (
        #line, .leading(.default), .attached, IPad.portrait, IPad.insets, 0, .leftToRight, 10,
        .medium, attachedCard, Rect(x: 10, y: 607, width: 328, height: 543), 328
      ),
      (
        #line, .leading(.default), .attached, IPad.portrait, IPad.insets, 0, .leftToRight, 10,
        .large,
        attachedCard, Rect(x: 10, y: 34, width: 328, height: 1116), 328
      ),
      (
        #line, .trailing(.default), .attached, IPad.portrait, IPad.insets, 44, .leftToRight, 16,
        .medium, (0, 0, 0, 16, 0, 1, false), Rect(x: 482, y: 607, width: 328, height: 543), 328
      ),
    ]

  @Test("a card's surface, content and frame resting at each detent, under both styles")
  func cardAtEachDetent() {
    for row in Self.detentRows {
      let location = rowLocation(row.line)
      var engine = Self.cardEngine(
        placement: row.placement, style: row.style, size: row.size, insets: row.insets,
        display: row.display, direction: row.direction, attachedRadius: row.radius)
      engine.handle(.present(animated: false), at: 0)
      engine.handle(.selectDetent(row.at, animated: false), at: 0)
      let frame = engine.step(to: 1)
      #expect(engine.layout.isFloating, sourceLocation: location)
      Self.expect(frame.surface, row.shape, line: row.line)
      #expect(frame.sheetRect == row.sheet, "sheet \(frame.sheetRect)", sourceLocation: location)
      // The surface is the card's own frame, and the content fills it above the clearance.
      #expect(frame.surfaceRect == frame.sheetRect, sourceLocation: location)
      #expect(frame.contentSideInset == 0, sourceLocation: location)
      #expect(frame.contentRect == frame.layoutRect, sourceLocation: location)
      expectClose(
        frame.contentRect.width, row.contentWidth, tolerance: 1e-9, "content width",
        sourceLocation: location)
      expectClose(
        frame.contentRect.height, frame.layoutHeight - frame.bottomClearance, tolerance: 1e-9,
        "content height", sourceLocation: location)
      expectClose(
        frame.contentRect.maxY, frame.sheetRect.maxY, tolerance: 1e-9, "content bottom",
        sourceLocation: location)
    }
  }

  static let fallbackRows:
    [(
      line: UInt, placement: SheetPlacement, size: Size, insets: Insets, display: Double,
      at: Detent.Identifier, shape: Shape, contentWidth: Double
    )] = [
      // A phone in portrait is compact: the card falls back to the full-width sheet, which
      // floats at .medium (corners 44 − 8 = 36, concentric) and attaches at .large, where its
      // content spans the surface.
      (
        #line, .leading(.default), Phone.size, Phone.insets, 44, .medium,
        (8, 8, 8, 36, 36, 0, true), 374
      ),
      (
        #line, .leading(.default), Phone.size, Phone.insets, 44, .large,
        (0, 0, 0, 10, 44, 1, true), 390
      ),
      // The automatic sheet on an iPad: centred, 560 wide, narrower than the container, so
      // 24 pt floating corners and square bottom corners once attached.
      (
        #line, .automatic, IPad.portrait, IPad.insets, 18, .medium, (8, 8, 8, 24, 24, 0, false), 544
      ),
      (
        #line, .automatic, IPad.portrait, IPad.insets, 18, .large, (0, 0, 0, 10, 0, 1, false), 560
      ),
    ]

  @Test("a card placement that falls back, or the automatic sheet, floats and morphs as before")
  func fallbackKeepsTheMorph() {
    for row in Self.fallbackRows {
      let location = rowLocation(row.line)
      var engine = Self.cardEngine(
        placement: row.placement, style: .floating, size: row.size, insets: row.insets,
        display: row.display)
      engine.handle(.present(animated: false), at: 0)
      engine.handle(.selectDetent(row.at, animated: false), at: 0)
      let frame = engine.step(to: 1)
      #expect(!engine.layout.isFloating, sourceLocation: location)
      #expect(frame.bottomClearance == 0, sourceLocation: location)
      Self.expect(frame.surface, row.shape, line: row.line)
      expectClose(
        frame.contentRect.width, row.contentWidth, tolerance: 1e-9, "content width",
        sourceLocation: location)
    }
  }

  @Test("a card's morph is one shape at every extent, with nothing to morph")
  func cardMorphIsConstant() {
    let rows: [(line: UInt, style: SheetSurfaceStyle, shape: Shape)] = [
      (#line, .floating, Self.floatingCard),
      (#line, .attached, Self.attachedCard),
    ]
    for row in rows {
      let location = rowLocation(row.line)
      let engine = Self.cardEngine(placement: .trailing(.default), style: row.style, display: 44)
      let morph = engine.surfaceMorph
      #expect(morph.steepestSlope == 0, sourceLocation: location)
      #expect(morph.contentInset(atLayoutExtent: morph.endExtent) == 0, sourceLocation: location)
      #expect(morph.floating == morph.attached, sourceLocation: location)
      #expect(morph.startExtent == morph.endExtent, sourceLocation: location)
      for extent in [-5, 0, 30, 330, 573, 1000, 1146, 1180, 2000, Double.nan] {
        Self.expect(morph.surface(atExtent: extent), row.shape, line: row.line)
        #expect(
          morph.attachment(atExtent: extent) == row.shape.attachment, "at \(extent)",
          sourceLocation: location)
      }
    }
  }

  @Test(
    "a floating card presenting, dragged, gliding sideways and rotated keeps its surface on its frame"
  )
  func cardSurfaceThroughMotion() {
    var engine = Self.cardEngine(placement: .leading(.default), style: .floating)
    var frames = 0
    var slid = 0
    let check = { (engine: SheetEngine, frame: SheetFrame) in
      frames += 1
      #expect(frame.surface == Self.floatingCardSurface, "at \(frame.time)")
      // At and above its lowest detent the surface is the card's frame; below it the card is
      // rigid: the frame's top, sides and width, the lowest detent's height (its 300 pt of
      // content), its bottom edge below the card's.
      let surface = frame.surfaceRect
      let floor = engine.surfaceMorph.slideFloor
      if frame.extent >= floor {
        #expect(surface == frame.sheetRect, "at \(frame.time)")
      } else {
        slid += 1
        #expect(
          surface.minX == frame.sheetRect.minX && surface.maxX == frame.sheetRect.maxX
            && surface.minY == frame.sheetRect.minY, "at \(frame.time)")
        expectClose(surface.height, 300, tolerance: 1e-9, "card height at \(frame.time)")
        #expect(surface.maxY > frame.sheetRect.maxY, "at \(frame.time)")
      }
      // The content follows the card's width, the glide's included, and ends at its bottom
      // clearance: the layout height less the clearance tall.
      expectClose(
        frame.contentRect.width, frame.sheetRect.width, tolerance: 1e-9, "at \(frame.time)")
      expectClose(
        frame.contentRect.height, max(0, frame.layoutHeight - frame.bottomClearance),
        tolerance: 1e-9, "at \(frame.time)")
    }
    let gestures =
      [TimedInput(.present(animated: true), at: 0)]
      + GesturePath.drag(at: 1, by: -400, over: 0.3, hold: 0.1, releaseVelocity: 0).inputs()
    _ = ScenarioRunner.run(&engine, inputs: gestures, until: 2.5, observe: check)
    // A new placement: a narrower card at the other side, gliding there; then a rotation
    // while it glides.
    var configuration = engine.configuration
    configuration.placement = .trailing(.points(320))
    engine.updateConfiguration(configuration, at: engine.time)
    var rotated = engine.layout.context
    rotated.containerSize = IPad.landscape
    let rotation = [TimedInput(.layoutChanged(rotated), at: 2.7)]
    _ = ScenarioRunner.run(&engine, inputs: rotation, until: 5, observe: check)
    #expect(frames > 500)
    #expect(slid > 10, "the card must have slid in below its lowest detent")
    let last = engine.step(to: 5)
    // Landscape: a trailing 320 pt card at 1180 − 10 − 320.
    expectClose(last.sheetRect.minX, 850, tolerance: 1e-6, "final x")
    expectClose(last.sheetRect.width, 320, tolerance: 1e-6, "final width")
  }

  @Test("switching between the automatic sheet and a card changes the surface only at the event")
  func placementChangeSwapsTheMorphAtTheEvent() {
    var engine = Self.cardEngine(placement: .automatic, style: .floating)
    engine.handle(.present(animated: false), at: 0)
    engine.handle(.selectDetent(.medium, animated: false), at: 0)
    let before = engine.step(to: 1)
    #expect(before.surface.attachment == 0 && before.surface.leadingInset == 8)
    var configuration = engine.configuration
    configuration.placement = .leading(.default)
    engine.updateConfiguration(configuration, at: 1)
    let at = engine.drawCurrentFrame()
    // The morph is the card's from the event on, while the frame starts its glide from where
    // the automatic sheet was; the content is laid out once, at the event, and again only as
    // the glide changes the width.
    #expect(at.surface == Self.floatingCardSurface)
    #expect(at.changes.contains(.layoutHeight))
    expectClose(at.sheetRect.minX, before.sheetRect.minX, tolerance: 1e-9, "glide start")
    for step in 1...120 {
      let frame = engine.step(to: 1 + Double(step) / 120)
      #expect(frame.surface == at.surface)
      expectClose(frame.contentRect.width, frame.sheetRect.width, tolerance: 1e-9)
    }
  }
}

extension SheetSurfaceTests {
  @Test("a card gliding to the other side at its own width keeps its content's width exactly")
  func equalWidthGlideLaysNothingOut() {
    let rows: [(line: UInt, style: SheetSurfaceStyle, direction: SheetLayoutDirection)] = [
      (#line, .floating, .leftToRight),
      (#line, .attached, .leftToRight),
      (#line, .floating, .rightToLeft),
    ]
    for row in rows {
      let location = rowLocation(row.line)
      var engine = Self.cardEngine(
        placement: .leading(.default), style: row.style, direction: row.direction)
      engine.handle(.present(animated: false), at: 0)
      _ = engine.step(to: 1)
      var configuration = engine.configuration
      configuration.placement = .trailing(.default)
      engine.updateConfiguration(configuration, at: 1)
      _ = engine.drawCurrentFrame()
      var moved = 0.0
      for step in 1...120 {
        let frame = engine.step(to: 1 + Double(step) / 120)
        moved = max(moved, abs(frame.sheetRect.minX - 10), abs(frame.sheetRect.minX - 482))
        #expect(frame.contentRect.width == 328, sourceLocation: location)
        #expect(!frame.changes.contains(.layoutHeight), "at step \(step)", sourceLocation: location)
      }
      #expect(moved > 100, "the card must have glided", sourceLocation: location)
    }
  }
}
