import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

/// Over random configurations (style, detents, display radius, container, attached radius,
/// Reduce Motion) and random event sequences: the surface is never NaN, stays within its
/// bounds, and between two frames under the same morph no inset or radius changes by more than
/// the morph's steepest slope times the extent's change, which is what "no frame jumps" means
/// for a value that is a function of the extent.
@Suite("Surface: invariants over random configurations and inputs")
struct SurfacePropertyTests {
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
      safeAreaInsets: Insets(top: 47, bottom: 34), preferredContentHeight: 300,
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
