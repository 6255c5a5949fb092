import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// How the engine moves a card (``SheetPlacement``) sideways: a new placement glides from where
/// the sheet is, a container change keeps the side the card is anchored to, a hidden sheet
/// moves unseen; and what a card's frames tell the renderer.
@Suite("Engine: card placement")
struct EnginePlacementTests {
  static let portrait = Size(width: 820, height: 1180)
  static let landscape = Size(width: 1180, height: 820)
  static let iPadInsets = Insets(top: 24, bottom: 20)

  static func engine(
    _ placement: SheetPlacement, size: Size = portrait,
    direction: SheetLayoutDirection = .leftToRight, detents: [Detent] = [.fitting, .large]
  ) -> SheetEngine {
    var configuration = SheetConfiguration(detents: detents)
    configuration.placement = placement
    configuration.printsCorrectionsInDebug = false
    let context = LayoutContext(
      containerSize: size, safeAreaInsets: iPadInsets, preferredContentHeight: 300,
      layoutDirection: direction)
    return SheetEngine(configuration: configuration, context: context)
  }

  static func rotate(_ engine: inout SheetEngine, to size: Size, at time: Double) {
    var context = engine.layout.context
    context.containerSize = size
    engine.handle(.layoutChanged(context), at: time)
  }

  @Test(
    "a resting card's frame is the layout's, and the renderer lays its content out above its clearance"
  )
  func restingCardFrame() {
    var engine = Self.engine(.leading(.default))
    engine.handle(.present(animated: false), at: 0)
    let frame = engine.frame(at: 1)
    expectClose(frame.sheetRect.minX, 10, tolerance: 1e-9)
    expectClose(frame.sheetRect.width, 328, tolerance: 1e-9)
    expectClose(frame.sheetRect.minY, 850, tolerance: 1e-9)
    expectClose(frame.sheetRect.maxY, 1150, tolerance: 1e-9)
    expectClose(frame.layoutRect.height, 300, tolerance: 1e-9)
    expectClose(frame.bottomClearance, 30, tolerance: 1e-9)
    #expect(frame.contentBottomInset == 0)
    #expect(!frame.isAnimating)
  }

  @Test("a new placement glides from where the sheet is to its new place, without a jump")
  func placementChangeGlides() {
    var engine = Self.engine(.leading(.default))
    engine.handle(.present(animated: false), at: 0)
    let before = engine.frame(at: 1)
    var configuration = engine.configuration
    configuration.placement = .trailing(.points(360))
    engine.updateConfiguration(configuration, at: 1)
    let at = engine.drawFrame()
    // At the instant of the change nothing has moved yet.
    expectClose(at.sheetRect.minX, before.sheetRect.minX, tolerance: 1e-9)
    expectClose(at.sheetRect.width, before.sheetRect.width, tolerance: 1e-9)
    #expect(at.isAnimating)
    var previous = at
    var largestStep = 0.0
    for step in 1...240 {
      let frame = engine.frame(at: 1 + Double(step) / 120)
      largestStep = max(largestStep, abs(frame.sheetRect.minX - previous.sheetRect.minX))
      // A glide without bounce never leaves the span between its ends.
      #expect(frame.sheetRect.minX >= 10 - 1e-9 && frame.sheetRect.minX <= 450 + 1e-9)
      previous = frame
    }
    // 440 pt with the settle spring's 0.5 s response, critically damped: peak speed
    // 440 · ω₀ / e ≈ 2,030 pt/s, 17 pt a frame at 120 Hz.
    #expect(largestStep < 20)
    expectClose(previous.sheetRect.minX, 450, tolerance: 1e-9)
    expectClose(previous.sheetRect.width, 360, tolerance: 1e-9)
    #expect(!previous.isAnimating)
  }

  @Test("a rotation keeps the card at its side: leading stays put, trailing keeps its gap")
  func rotationKeepsTheAnchoredSide() {
    // (line, placement, direction, x before, x right after, x at rest, width after)
    let rows: [(UInt, SheetPlacement, SheetLayoutDirection, Double, Double, Double, Double)] = [
      (#line, .leading(.default), .leftToRight, 10, 10, 10, 375),
      (#line, .trailing(.default), .leftToRight, 482, 795, 795, 375),
      (#line, .leading(.default), .rightToLeft, 482, 795, 795, 375),
      (#line, .leading(.points(360)), .leftToRight, 10, 10, 10, 360),
      (#line, .automatic, .leftToRight, 130, 310, 310, 560),
    ]
    for (line, placement, direction, xBefore, xAfter, xRest, width) in rows {
      let location = rowLocation(line)
      var engine = Self.engine(placement, direction: direction)
      engine.handle(.present(animated: false), at: 0)
      expectClose(
        engine.frame(at: 1).sheetRect.minX, xBefore, tolerance: 1e-9,
        sourceLocation: location)
      Self.rotate(&engine, to: Self.landscape, at: 1)
      let after = engine.drawFrame()
      expectClose(after.sheetRect.minX, xAfter, tolerance: 1e-9, sourceLocation: location)
      expectClose(after.sheetRect.width, width, tolerance: 1e-9, sourceLocation: location)
      let rest = engine.frame(at: 4)
      expectClose(rest.sheetRect.minX, xRest, tolerance: 1e-9, sourceLocation: location)
    }
  }

  @Test("into a compact container a card becomes the full-width sheet, held inside it")
  func splitViewToCompact() {
    var engine = Self.engine(.trailing(.default))
    engine.handle(.present(animated: false), at: 0)
    _ = engine.frame(at: 1)
    Self.rotate(&engine, to: Size(width: 375, height: 1180), at: 1)
    let after = engine.drawFrame()
    expectClose(after.sheetRect.minX, 0, tolerance: 1e-9)
    expectClose(after.sheetRect.width, 375, tolerance: 1e-9)
    expectClose(after.sheetRect.maxY, 1180, tolerance: 1e-9)
    #expect(after.contentBottomInset == 20)
  }

  @Test("a hidden sheet takes a new placement at once")
  func hiddenSheetMovesAtOnce() {
    var engine = Self.engine(.leading(.default))
    var configuration = engine.configuration
    configuration.placement = .trailing(.default)
    engine.updateConfiguration(configuration, at: 1)
    let frame = engine.frame(at: 1)
    expectClose(frame.sheetRect.minX, 482, tolerance: 1e-9)
    #expect(!frame.isAnimating)
  }

  @Test("the content size a rotation previews is the card's content at rest")
  func rotationPreviewForACard() {
    var engine = Self.engine(.leading(.default))
    engine.handle(.present(animated: false), at: 0)
    let preview = engine.restingContentSize(inContainerOfSize: Self.landscape)
    expectClose(preview.width, 375, tolerance: 1e-9)
    expectClose(preview.height, 300, tolerance: 1e-9)
    Self.rotate(&engine, to: Self.landscape, at: 1)
    let rested = engine.frame(at: 5)
    expectClose(rested.layoutRect.width, preview.width, tolerance: 1e-9)
    expectClose(rested.layoutRect.height, preview.height, tolerance: 1e-9)
  }
}
