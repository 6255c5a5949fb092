import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

// MARK: - The surface in motion

/// How the engine's surface behaves in motion: it is the morph's surface at the drawn extent on
/// every frame, a finger that holds the sheet mid-morph holds the morph, Reduce Motion keeps
/// it, and the content's width changes only with the layout height, never on a frame of a drag
/// or a spring.
extension SheetSurfaceTests {
  static func floatingEngine(reduceMotion: Bool = false) -> SheetEngine {
    let configuration = SheetConfiguration(
      detents: [.medium, .large], reduceMotion: reduceMotion, surfaceStyle: .floating)
    return Phone.engine(configuration, displayCornerRadius: 44)
  }

  /// A flick from medium to large and a drag back down, at 120 Hz.
  static let gestures: [TimedInput] =
    [TimedInput(.present(animated: true), at: 0)]
    + GesturePath.drag(at: 1, by: -250, over: 0.15).inputs()
    + GesturePath.drag(at: 2.5, by: 300, over: 0.5, hold: 0.2, releaseVelocity: 0).inputs()

  @Test("every frame's surface is the morph's at the drawn extent, with or without Reduce Motion")
  func surfaceFollowsTheExtent() {
    for reduceMotion in [false, true] {
      var engine = Self.floatingEngine(reduceMotion: reduceMotion)
      var seen = (floating: false, between: false, attached: false)
      _ = ScenarioRunner.run(&engine, inputs: Self.gestures, until: 4.5) { engine, frame in
        #expect(frame.surface == engine.surfaceMorph.surface(atExtent: frame.extent))
        if frame.surface.attachment == 0, frame.extent > 0 { seen.floating = true }
        if frame.surface.attachment > 0, frame.surface.attachment < 1 { seen.between = true }
        if frame.surface.attachment == 1 { seen.attached = true }
      }
      #expect(seen.floating && seen.between && seen.attached, "reduce motion \(reduceMotion)")
    }
  }

  @Test("a finger holding the sheet mid-morph holds the surface")
  func grabMidMorphHoldsTheSurface() {
    var engine = Self.floatingEngine()
    engine.handle(.present(animated: false), at: 0)
    let morph = engine.surfaceMorph
    let halfway = (morph.endExtent - morph.startExtent) / 2
    engine.handle(.dragBegan, at: 1)
    engine.handle(.dragChanged(translation: -halfway), at: 1.1)
    let held = engine.step(to: 1.1).surface
    expectClose(held.attachment, 0.5, tolerance: 1e-9, "attachment halfway")
    for step in 1...60 {
      let time = 1.1 + Double(step) / 120
      engine.handle(.dragChanged(translation: -halfway), at: time)
      #expect(engine.step(to: time).surface == held, "at \(time)")
    }
  }

  @Test("a settling sheet grabbed mid-morph stops its surface under the finger")
  func grabDuringASpringStopsTheMorph() {
    var engine = Self.floatingEngine()
    engine.handle(.present(animated: false), at: 0)
    engine.handle(.selectDetent(.large, animated: true), at: 1)
    var time = 1.0
    var surface = engine.step(to: time).surface
    while surface.attachment < 0.3 {
      time += 1.0 / 120
      surface = engine.step(to: time).surface
    }
    #expect(surface.attachment < 1)
    engine.handle(.dragBegan, at: time)
    let grabbed = engine.step(to: time).surface
    #expect(grabbed == surface)
    for step in 1...30 {
      #expect(engine.step(to: time + Double(step) / 120).surface == grabbed)
    }
  }

  @Test("the content's width changes only with the layout height, never on a frame of a motion")
  func contentWidthNeverChangesInMotion() {
    var engine = Self.floatingEngine()
    let trace = ScenarioRunner.run(&engine, inputs: Self.gestures, until: 4.5)
    // Two widths: the floating one (390 − 2 · 8) where the content is laid out for a floating
    // surface, the full one where it is laid out at .large, attached.
    let widths = Set(trace.frames.map(\.contentRect.width))
    #expect(widths == [374, 390], "content widths \(widths)")
    let insets = Set(trace.frames.map(\.surface.leadingInset))
    #expect(insets.count > 10, "the surface must morph in this trace")
    for (previous, frame) in zip(trace.frames, trace.frames.dropFirst())
    where frame.contentRect.width != previous.contentRect.width {
      // Only at a grab, a new target or coming to rest: with the layout height.
      #expect(frame.changes.contains(.layoutHeight), "width changed at \(frame.time)")
    }
  }

  @Test("the attached style keeps today's frames: full-width content, one shape")
  func attachedStyleIsUnchanged() {
    var engine = Phone.engine(SheetConfiguration(detents: [.medium, .large]))
    let trace = ScenarioRunner.run(&engine, inputs: Self.gestures, until: 4.5)
    #expect(trace.frames.allSatisfy { $0.surface == SheetSurface() })
    #expect(trace.frames.allSatisfy { $0.contentRect == $0.layoutRect })
  }

  @Test("a configuration that makes the sheet able to float flags the content's new width once")
  func styleChangeFlagsTheWidth() {
    var engine = Phone.presented(SheetConfiguration(detents: [.medium, .large]))
    _ = engine.step(to: 0.5)
    var floating = engine.configuration
    floating.surfaceStyle = .floating
    engine.updateConfiguration(floating, at: 1)
    let changed = engine.step(to: 1)
    #expect(changed.changes.contains(.layoutHeight))
    #expect(changed.contentRect.width == 390 - 16)
    #expect(!engine.step(to: 1.1).changes.contains(.layoutHeight))
  }

  @Test("recordings keep the surface style, and older recordings read as attached")
  func recordingKeepsTheStyle() throws {
    var configuration = SheetConfiguration(detents: [.medium, .large], surfaceStyle: .floating)
    configuration.attachedCornerRadius = 14
    let recorded = RecordedConfiguration(configuration)
    let back = recorded.sheetConfiguration(number: 0, answering: [])
    #expect(back.surfaceStyle == .floating)
    #expect(back.attachedCornerRadius == 14)
    var old = recorded
    old.surfaceStyle = nil
    old.attachedCornerRadius = nil
    let defaults = old.sheetConfiguration(number: 0, answering: [])
    #expect(defaults.surfaceStyle == .attached)
    #expect(defaults.attachedCornerRadius == SheetSurface.attachedCornerRadius)
  }
}

// MARK: - Invariants over random configurations and inputs

/// Over random configurations (style, detents, display radius, container, attached radius,
/// Reduce Motion) and random event sequences: the surface is never NaN, stays within its
/// bounds, and between two frames under the same morph no inset or radius changes by more than
/// the morph's steepest slope times the extent's change, which is what "no frame jumps" means
/// for a value that is a function of the extent.
extension SheetSurfaceTests {
  typealias Setup = (
    floating: Bool, detentSeed: Int, display: Double, width: Double, height: Double,
    radius: Double, reduceMotion: Bool, special: Int
  )

  static let detentSets: [[Detent]] = [
    [.medium, .large], [.large], [.fitting], [.fitting, .large],
    [.fraction(0.2, identifier: "low"), .medium, .fraction(0.97, identifier: "high"), .large],
    [.height(10_000, identifier: "huge"), .large], [.fraction(0, identifier: "zero"), .large],
    [.collapsed, .medium],
  ]

  /// Replaces `value` by a bad number for some selectors.
  static func garble(_ value: Double, _ special: Int) -> Double {
    switch special {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -value
    default: return value
    }
  }

  static let setupGenerator = zip(
    Gen.bool, Gen.int(in: 0...7), Gen.double(in: 0...80), Gen.double(in: 0...1_400),
    Gen.double(in: 0...1_400), Gen.double(in: 0...60), Gen.bool, Gen.int(in: 0...12))

  /// Checks every frame of `steps` under `setup`; returns the first failure or nil.
  static func check(_ setup: Setup, _ steps: [EngineInvariantTests.Step]) -> String? {
    let configuration = SheetConfiguration(
      detents: detentSets[setup.detentSeed], reduceMotion: setup.reduceMotion,
      printsCorrectionsInDebug: false, surfaceStyle: setup.floating ? .floating : .attached,
      attachedCornerRadius: garble(setup.radius, setup.special % 4))
    let context = LayoutContext(
      containerSize: Size(width: setup.width, height: setup.height),
      safeAreaInsets: Phone.insets, preferredContentHeight: 300,
      displayCornerRadius: garble(setup.display, setup.special % 5))
    var engine = SheetEngine(configuration: configuration, context: context)
    var time = 0.0
    var inputs: [TimedInput] = []
    for step in steps {
      time += step.delay
      inputs.append(
        TimedInput(EngineInvariantTests.input(for: step, garbage: setup.special > 9), at: time))
    }
    inputs.append(TimedInput(.dragCancelled, at: time + 0.01))
    var failure: String?
    var previous: (frame: SheetFrame, morph: SheetSurfaceMorph)?
    _ = ScenarioRunner.run(&engine, inputs: inputs, until: time + 3, framesPerSecond: 60) {
      engine, frame in
      guard failure == nil else { return }
      let surface = frame.surface
      let values = [
        surface.leadingInset, surface.trailingInset, surface.bottomInset,
        surface.topCornerRadius, surface.bottomCornerRadius,
      ]
      if !values.allSatisfy({ $0.isFinite && $0 >= 0 }) || !(0...1).contains(surface.attachment) {
        failure = "bad surface \(surface) at \(frame.time)"
      } else if !frame.contentSideInset.isFinite || !frame.contentRect.width.isFinite {
        failure = "bad content rect \(frame.contentRect)"
      } else if surface.leadingInset + surface.trailingInset > frame.sheetRect.width + 1e-9 {
        failure = "insets wider than the sheet: \(surface) in \(frame.sheetRect)"
      } else if let slide = Self.slideFailure(frame, engine) {
        failure = slide
      } else if let previous, previous.morph == engine.surfaceMorph {
        let before = previous.frame.surface
        let bound =
          engine.surfaceMorph.steepestSlope * abs(frame.extent - previous.frame.extent) + 1e-9
        let steps = [
          abs(surface.leadingInset - before.leadingInset),
          abs(surface.trailingInset - before.trailingInset),
          abs(surface.bottomInset - before.bottomInset),
          abs(surface.topCornerRadius - before.topCornerRadius),
          abs(surface.bottomCornerRadius - before.bottomCornerRadius),
        ]
        if let largest = steps.max(), largest > bound {
          failure = "surface stepped \(largest) > \(bound) from \(before) to \(surface)"
        }
      }
      previous = (frame, engine.surfaceMorph)
    }
    return failure
  }

  /// The slide's invariants on `frame` (`SheetSurfaceMorph`, "Below the lowest detent"): the
  /// surface's rect is finite and starts at the sheet's top; below the slide floor its shape is
  /// the floor's and its height what the sheet's rect less the bottom inset is at the floor (a
  /// rigid card); at or above the floor nothing slides. Nil when they hold.
  static func slideFailure(_ frame: SheetFrame, _ engine: SheetEngine) -> String? {
    let rect = frame.surfaceRect
    let values = [rect.minX, rect.minY, rect.width, rect.height, frame.surfaceSlide]
    guard values.allSatisfy({ $0.isFinite }), rect.height >= 0, frame.surfaceSlide >= 0 else {
      return "bad surface rect \(rect), slide \(frame.surfaceSlide) at \(frame.time)"
    }
    guard rect.minY == frame.sheetRect.minY else {
      return "surface top \(rect.minY) is not the sheet's \(frame.sheetRect.minY)"
    }
    let morph = engine.surfaceMorph
    let floor = morph.slideFloor
    guard frame.extent < floor else {
      return frame.surfaceSlide == 0 ? nil : "slid \(frame.surfaceSlide) at or above the floor"
    }
    guard frame.surface == morph.surface(atExtent: floor) else {
      return "below the floor the shape \(frame.surface) is not the floor's"
    }
    let atFloor = engine.layout.frame(forExtent: floor, keyboardLift: frame.keyboardLift)
    let expected = max(0, atFloor.height - frame.surface.bottomInset)
    return abs(rect.height - expected) <= 1e-6 * max(1, expected)
      ? nil : "slid surface \(rect.height) tall, the floor's is \(expected)"
  }

  @Test func surfaceIsFiniteBoundedAndNeverJumps() async {
    await seededPropertyCheck(
      count: 150,
      input: zip(Self.setupGenerator, EngineInvariantTests.stepGenerator.array(of: 1...80))
    ) { setup, steps in
      let failure = Self.check(setup, steps)
      #expect(failure == nil, "\(failure ?? "")")
    }
  }
}
