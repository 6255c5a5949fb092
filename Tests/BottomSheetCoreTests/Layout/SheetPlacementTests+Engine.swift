import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

// MARK: - The engine's glide

/// How the engine moves a card (``SheetPlacement``) sideways: a new placement glides from where
/// the sheet is, a container change keeps the side the card is anchored to, a hidden sheet
/// moves unseen; and what a card's frames tell the renderer.
extension SheetPlacementTests {
  /// A hidden engine on the iPad (``IPad``) with a card placed by `placement`.
  static func engine(
    _ placement: SheetPlacement, size: Size = IPad.portrait,
    direction: SheetLayoutDirection = .leftToRight, detents: [Detent] = [.fitting, .large]
  ) -> SheetEngine {
    var configuration = SheetConfiguration(detents: detents)
    configuration.placement = placement
    return .quiet(configuration, IPad.context(size, direction: direction))
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
    let frame = engine.step(to: 1)
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
    let before = engine.step(to: 1)
    var configuration = engine.configuration
    configuration.placement = .trailing(.points(360))
    engine.updateConfiguration(configuration, at: 1)
    let at = engine.drawCurrentFrame()
    // At the instant of the change nothing has moved yet.
    expectClose(at.sheetRect.minX, before.sheetRect.minX, tolerance: 1e-9)
    expectClose(at.sheetRect.width, before.sheetRect.width, tolerance: 1e-9)
    #expect(at.isAnimating)
    var previous = at
    var largestStep = 0.0
    for step in 1...240 {
      let frame = engine.step(to: 1 + Double(step) / 120)
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
      // Centred: the middle is kept, (1180 − 375) / 2 = 402.5, in both directions.
      (#line, .center(.default), .leftToRight, 246, 402.5, 402.5, 375),
      (#line, .center(.default), .rightToLeft, 246, 402.5, 402.5, 375),
    ]
    for (line, placement, direction, xBefore, xAfter, xRest, width) in rows {
      let location = rowLocation(line)
      var engine = Self.engine(placement, direction: direction)
      engine.handle(.present(animated: false), at: 0)
      expectClose(
        engine.step(to: 1).sheetRect.minX, xBefore, tolerance: 1e-9,
        sourceLocation: location)
      Self.rotate(&engine, to: IPad.landscape, at: 1)
      let after = engine.drawCurrentFrame()
      expectClose(after.sheetRect.minX, xAfter, tolerance: 1e-9, sourceLocation: location)
      expectClose(after.sheetRect.width, width, tolerance: 1e-9, sourceLocation: location)
      let rest = engine.step(to: 4)
      expectClose(rest.sheetRect.minX, xRest, tolerance: 1e-9, sourceLocation: location)
    }
  }

  /// A rotation of a centred card between standard devices: where it is on the first frames
  /// (the glide's start, the sheet's middle kept at its distance from the container's middle)
  /// and where it rests (the middle of the new safe area).
  struct CentredRotationRow {
    var from: StandardDevice
    var to: LayoutContext
    var direction: SheetLayoutDirection
    /// The left edge at the instant of the change and at rest, the width after, in points.
    var start: Double
    var rest: Double
    var width: Double
    var location: SourceLocation

    init(
      _ from: StandardDevice, to: LayoutContext, _ direction: SheetLayoutDirection = .leftToRight,
      start: Double, rest: Double, width: Double, location: SourceLocation = #_sourceLocation
    ) {
      self.from = from
      self.to = to
      self.direction = direction
      self.start = start
      self.rest = rest
      self.width = width
      self.location = location
    }
  }

  /// Worked out by hand. The portrait phone's full-width sheet has its middle at 195, the
  /// container's: into ``StandardDevice/phoneLandscapeUnequal`` (844 wide, 47 left, 0 right) the
  /// 337.6 pt card starts at 422 − 168.8 = 253.2 and glides to the safe area's middle,
  /// 47 + (797 − 337.6) / 2 = 276.7 (229.7 with the sides mirrored). A card at 276.7 in that
  /// landscape is 23.5 right of the middle, and keeps it into a 1180 pt container with the
  /// same insets: 590 + 23.5 − 187.5 = 426, which is also where it rests.
  static let centredRotationRows: [CentredRotationRow] = [
    CentredRotationRow(
      .phone, to: StandardDevice.phoneLandscapeUnequal.context(), start: 253.2, rest: 276.7,
      width: 337.6),
    CentredRotationRow(
      .phone, to: StandardDevice.phoneLandscapeUnequal.context(direction: .rightToLeft),
      .rightToLeft, start: 253.2, rest: 276.7, width: 337.6),
    CentredRotationRow(
      .phone, to: mirrored(StandardDevice.phoneLandscapeUnequal.context()), start: 253.2,
      rest: 229.7, width: 337.6),
    CentredRotationRow(
      .phoneLandscapeUnequal,
      to: resized(StandardDevice.phoneLandscapeUnequal.context(), to: IPad.landscape),
      start: 426, rest: 426, width: 375),
    CentredRotationRow(
      .phoneLandscapeUnequal,
      to: resized(
        StandardDevice.phoneLandscapeUnequal.context(direction: .rightToLeft), to: IPad.landscape),
      .rightToLeft, start: 426, rest: 426, width: 375),
    CentredRotationRow(
      .iPad, to: StandardDevice.iPadLandscape.context(), start: 402.5, rest: 402.5, width: 375),
    // Into the narrow Split View: the full-width sheet, held inside it.
    CentredRotationRow(
      .iPad, to: StandardDevice.iPadSplitView.context(), start: 0, rest: 0, width: 320),
  ]

  static func mirrored(_ context: LayoutContext) -> LayoutContext {
    var copy = context
    let insets = copy.safeAreaInsets
    copy.safeAreaInsets = Insets(
      top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
    return copy
  }

  static func resized(_ context: LayoutContext, to size: Size) -> LayoutContext {
    var copy = context
    copy.containerSize = size
    return copy
  }

  @Test("after a rotation a centred card glides from the sheet's old middle to the safe area's")
  func centredCardOnTheFramesAfterARotation() {
    for row in Self.centredRotationRows {
      let location = row.location
      var configuration = SheetConfiguration(detents: [.fitting, .large])
      configuration.placement = .center(.default)
      var engine = SheetEngine.quiet(
        configuration, row.from.context(direction: row.direction))
      engine.handle(.present(animated: false), at: 0)
      let before = engine.step(to: 1)
      engine.handle(.layoutChanged(row.to), at: 1)
      let at = engine.drawCurrentFrame()
      expectClose(at.sheetRect.minX, row.start, tolerance: 1e-9, "start", sourceLocation: location)
      expectClose(at.sheetRect.width, row.width, tolerance: 1e-9, "width", sourceLocation: location)
      // The first frames after: on the way from the start to the rest, never past either.
      var previous = at.sheetRect.minX
      let low = min(row.start, row.rest) - 1e-9
      let high = max(row.start, row.rest) + 1e-9
      for step in 1...6 {
        let frame = engine.step(to: 1 + Double(step) / 120)
        let x = frame.sheetRect.minX
        #expect(x >= low && x <= high, "frame \(step): \(x)", sourceLocation: location)
        #expect(
          (x - previous) * (row.rest - row.start) >= -1e-9, "frame \(step) turned back",
          sourceLocation: location)
        if row.start != row.rest {
          #expect(x != row.rest, "frame \(step) already at rest", sourceLocation: location)
        }
        previous = x
      }
      let rest = engine.step(to: 5)
      expectClose(rest.sheetRect.minX, row.rest, tolerance: 1e-9, "rest", sourceLocation: location)
      expectClose(
        rest.sheetRect.width, row.width, tolerance: 1e-9, "rest width", sourceLocation: location)
      #expect(before.phase == .resting && rest.phase == .resting, sourceLocation: location)
    }
  }

  @Test("into a compact container a card becomes the full-width sheet, held inside it")
  func splitViewToCompact() {
    var engine = Self.engine(.trailing(.default))
    engine.handle(.present(animated: false), at: 0)
    _ = engine.step(to: 1)
    Self.rotate(&engine, to: Size(width: 375, height: 1180), at: 1)
    let after = engine.drawCurrentFrame()
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
    let frame = engine.step(to: 1)
    expectClose(frame.sheetRect.minX, 482, tolerance: 1e-9)
    #expect(!frame.isAnimating)
  }

  @Test("the content size a rotation previews is the card's content at rest")
  func rotationPreviewForACard() {
    var engine = Self.engine(.leading(.default))
    engine.handle(.present(animated: false), at: 0)
    let preview = engine.restingContentSize(inContainerOfSize: IPad.landscape)
    expectClose(preview.width, 375, tolerance: 1e-9)
    expectClose(preview.height, 300, tolerance: 1e-9)
    Self.rotate(&engine, to: IPad.landscape, at: 1)
    let rested = engine.step(to: 5)
    expectClose(rested.layoutRect.width, preview.width, tolerance: 1e-9)
    expectClose(rested.layoutRect.height, preview.height, tolerance: 1e-9)
  }
}

// MARK: - Invariants over random inputs

/// Over random containers, placements, directions and event sequences: every frame is finite
/// and inside the container, the left edge and width never change at the instant of an input
/// (unless the container's width changes there: a rotation or a resize), and between frames
/// they move no faster than a glide can.
extension SheetPlacementTests {
  /// A raw step: which input, two numbers, a selector, a delay.
  typealias Step = (kind: Int, a: Double, b: Double, pick: Int, delay: Double)

  /// The most a sideways glide moves between two frames at 120 Hz, in points: the widest
  /// container the test draws (1,400 pt) crossed with the settle spring's 0.5 s response,
  /// critically damped, peaks at 1,400 · ω₀ / e ≈ 6,470 pt/s (54 pt a frame); twice that
  /// leaves room for a glide retargeted while it moves. A snap across a wide container
  /// (hundreds of points) breaks it.
  static let largestFrameStep = 110.0

  static func placement(_ pick: Int, _ a: Double, _ b: Double) -> SheetPlacement {
    let size: SheetCardSize
    switch pick % 5 {
    case 0: size = .default
    case 1: size = .points(abs(a) / 2)
    case 2: size = .fraction(abs(b) / 3000, minimum: abs(a) / 3, maximum: abs(b) / 4)
    case 3: size = .points(abs(a), horizontalMargin: abs(b) / 100, bottomMargin: abs(a) / 20)
    default:
      size = SheetCardSize(
        fraction: .nan, minimumWidth: -a, maximumWidth: .infinity, horizontalMargin: .nan,
        bottomMargin: .infinity)
    }
    switch pick % 3 {
    case 0: return .automatic
    case 1: return .leading(size)
    default: return .trailing(size)
    }
  }

  static func context(_ step: Step, current: LayoutContext) -> LayoutContext {
    var context = current
    context.containerSize = Size(width: 300 + abs(step.a), height: 300 + abs(step.b) / 3)
    context.safeAreaInsets = Insets(
      top: Double(step.pick % 4) * 12, left: Double(step.pick % 3) * 20,
      bottom: Double(step.pick % 2) * 21, right: Double(step.pick % 3) * 20)
    context.layoutDirection = step.pick % 2 == 0 ? .leftToRight : .rightToLeft
    return context
  }

  static func input(_ step: Step, engine: SheetEngine) -> SheetInput? {
    switch step.kind {
    case 0: return .present(animated: step.pick % 4 != 0)
    case 1: return .dismiss(animated: step.pick % 4 != 0)
    case 2: return .dragBegan
    case 3, 4: return .dragChanged(translation: step.a / 2)
    case 5: return .dragEnded(velocity: step.b)
    case 6: return .layoutChanged(context(step, current: engine.layout.context))
    case 7: return .keyboardChanged(overlap: step.pick % 2 == 0 ? 0 : abs(step.a) / 3)
    case 8: return .contentHeightChanged(abs(step.b) / 4, animated: step.pick % 3 != 0)
    case 9: return .selectDetent(step.pick % 2 == 0 ? "fitting" : "large", animated: true)
    default: return nil
    }
  }

  /// Runs the steps; returns a failure description or nil.
  static func check(_ steps: [Step], start: Step) -> String? {
    var configuration = SheetConfiguration(detents: [.fitting, .medium, .large])
    configuration.printsCorrectionsInDebug = false
    configuration.placement = placement(start.pick, start.a, start.b)
    configuration.reduceMotion = start.kind % 5 == 0
    let initial = context(start, current: LayoutContext(containerSize: .zero))
    var engine = SheetEngine(configuration: configuration, context: initial)
    var time = 0.0
    var previous = engine.step(to: 0)
    for step in steps + [(kind: 5, a: 0, b: 0, pick: 0, delay: 3)] {
      // Frames at 120 Hz up to the step.
      let end = time + step.delay
      while time + 1.0 / 120 <= end {
        time += 1.0 / 120
        let frame = engine.step(to: time)
        if let failure = inspect(frame, previous: previous, engine: engine) { return failure }
        if abs(frame.sheetRect.minX - previous.sheetRect.minX) > largestFrameStep
          || abs(frame.sheetRect.width - previous.sheetRect.width) > largestFrameStep
        {
          return "sideways jump from \(previous.sheetRect) to \(frame.sheetRect) at \(time)"
        }
        previous = frame
      }
      time = end
      let before = engine.step(to: time)
      let widthBefore = engine.layout.context.containerSize.width
      if step.kind == 10 {
        var changed = engine.configuration
        changed.placement = placement(step.pick, step.a, step.b)
        engine.updateConfiguration(changed, at: time)
      } else if let input = input(step, engine: engine) {
        engine.handle(input, at: time)
      }
      let after = engine.drawCurrentFrame()
      if let failure = inspect(after, previous: before, engine: engine) { return failure }
      if engine.layout.context.containerSize.width == widthBefore,
        before.phase != .hidden || after.phase != .hidden,
        abs(after.sheetRect.minX - before.sheetRect.minX) > 1e-6
          || abs(after.sheetRect.width - before.sheetRect.width) > 1e-6
      {
        return "step \(step) moved the sheet sideways at once: \(before.sheetRect) → "
          + "\(after.sheetRect)"
      }
      previous = after
    }
    let last = engine.step(to: time + 10)
    let layout = engine.layout
    if last.phase != .hidden,
      abs(last.sheetRect.minX - layout.sheetMinX) > 1e-6
        || abs(last.sheetRect.width - layout.sheetWidth) > 1e-6
    {
      return "came to rest at \(last.sheetRect), not at the layout's place"
    }
    return nil
  }

  static func inspect(_ frame: SheetFrame, previous: SheetFrame, engine: SheetEngine) -> String? {
    let rect = frame.sheetRect
    let size = engine.layout.context.containerSize
    let values = [rect.minX, rect.minY, rect.width, rect.height, frame.layoutRect.height]
    if values.contains(where: { !$0.isFinite }) { return "non-finite frame \(frame)" }
    if rect.minX < 0 || rect.maxX > size.width + 1e-9 || rect.minY < 0
      || rect.maxY > size.height + 1e-9 || rect.width < 0 || rect.height < 0
    {
      return "frame \(rect) outside the container \(size)"
    }
    return nil
  }

  @Test func everyFrameIsFiniteInsideAndWithoutASidewaysJump() async {
    let step = zip(
      Gen.int(in: 0...10), Gen.double(in: -1100...1100), Gen.double(in: -3000...3000),
      Gen.int(in: 0...29), Gen.double(in: 0...0.5))
    await seededPropertyCheck(count: 150, input: zip(step.array(of: 1...14), step)) {
      steps, start in
      let failure = Self.check(steps, start: start)
      #expect(failure == nil, "\(failure ?? "")")
    }
  }
}
