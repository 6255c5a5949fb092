import BottomSheetCore
import PropertyBased
import Testing

/// Over random containers, placements, directions and event sequences: every frame is finite
/// and inside the container, the left edge and width never change at the instant of an input
/// (unless the container's width changes there: a rotation or a resize), and between frames
/// they move no faster than a glide can.
@Suite("Placement: no NaN, inside the container, no sideways jump")
struct PlacementPropertyTests {
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
    var previous = engine.frame(at: 0)
    for step in steps + [(kind: 5, a: 0, b: 0, pick: 0, delay: 3)] {
      // Frames at 120 Hz up to the step.
      let end = time + step.delay
      while time + 1.0 / 120 <= end {
        time += 1.0 / 120
        let frame = engine.frame(at: time)
        if let failure = inspect(frame, previous: previous, engine: engine) { return failure }
        if abs(frame.sheetRect.minX - previous.sheetRect.minX) > largestFrameStep
          || abs(frame.sheetRect.width - previous.sheetRect.width) > largestFrameStep
        {
          return "sideways jump from \(previous.sheetRect) to \(frame.sheetRect) at \(time)"
        }
        previous = frame
      }
      time = end
      let before = engine.frame(at: time)
      let widthBefore = engine.layout.context.containerSize.width
      if step.kind == 10 {
        var changed = engine.configuration
        changed.placement = placement(step.pick, step.a, step.b)
        engine.updateConfiguration(changed, at: time)
      } else if let input = input(step, engine: engine) {
        engine.handle(input, at: time)
      }
      let after = engine.drawFrame()
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
    let last = engine.frame(at: time + 10)
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
