@_spi(Benchmarks) import BottomSheetCore
import BottomSheetTestSupport

/// The sheets the benchmarks drive: an iPhone-sized container and engines prepared in the state
/// each benchmark measures.
enum Fixtures {
  /// The frame rate of the scenarios, in frames per second (ProMotion).
  static let framesPerSecond: Double = 120
  /// Time between frames inside a benchmark iteration, in seconds: 0.3 ms, so that the 1,000
  /// frames of one iteration (0.3 s) all fall inside a spring's flight or a navigation
  /// transition (0.35 s) instead of measuring a sheet at rest. The cost of a frame does not
  /// depend on the spacing.
  static let denseStep = 0.000_3
  /// Content height of the `.fitting` sheets, in points.
  static let contentHeight: Double = 300
  /// Lowest and highest content height of the generated detents, in points.
  static let generatedDetentRange: ClosedRange<Double> = 40...740

  /// The standard 390 × 844 pt iPhone with a notch (``StandardDevice/phone``: safe area 47 pt
  /// top, 34 pt bottom).
  static func context(content: Double = contentHeight) -> LayoutContext {
    StandardDevice.phone.context(content: content)
  }

  static func quiet(_ configuration: SheetConfiguration) -> SheetConfiguration {
    var copy = configuration
    copy.printsCorrectionsInDebug = false
    return copy
  }

  /// `count` distinct `.height` detents spread evenly over ``generatedDetentRange`` (0.7 pt
  /// apart at 1,000, above the 0.5 pt merge tolerance, so every one is a stop).
  static func detents(_ count: Int) -> [Detent] {
    let span = generatedDetentRange.upperBound - generatedDetentRange.lowerBound
    return (0..<count).map { index in
      let share = count == 1 ? 0 : Double(index) / Double(count - 1)
      return .height(
        generatedDetentRange.lowerBound + share * span,
        identifier: Detent.Identifier(rawValue: "d\(index)"))
    }
  }

  /// A sheet presented (at rest) with `detents`, at the middle one.
  static func presented(detents: [Detent] = [.fitting, .large]) -> SheetEngine {
    let middle = detents[detents.count / 2].identifier
    var engine = SheetEngine.fixture(
      SheetConfiguration(detents: detents, initialDetent: middle), content: contentHeight,
      start: .presented)
    engine.drainNotifications { _ in }
    return engine
  }

  /// A sheet released by a flick up at time 0, its spring carrying it to the largest detent.
  static func settling(detents: [Detent] = [.fitting, .large]) -> SheetEngine {
    var engine = presented(detents: detents)
    engine.handle(.dragBegan, at: 0)
    engine.handle(.dragEnded(velocity: -1_500), at: 0)
    engine.drainNotifications { _ in }
    return engine
  }

  // MARK: - The surface, the presenter and the card

  /// The display corner radius of the surface fixtures, in points: the UIKit adapter's estimate
  /// for an iPhone with a home indicator.
  static let displayCornerRadius = 44.0

  /// The span of the floating morph of a `[.medium, .large]` sheet, in points: from the highest
  /// partial detent (`.medium`) to the full height, where the surface morphs.
  static func morphSpan(of engine: SheetEngine) -> Double {
    let stops = BenchmarkProbes.stopExtents(of: engine)
    return (stops.last?.extent ?? 0) - (stops.first { $0.identifier == .medium }?.extent ?? 0)
  }

  /// A modal sheet `[.medium, .large]` in the iOS 26 floating style, presented (at rest) at
  /// `.medium`: between its two detents the surface morphs from floating to attached and the
  /// presenter recedes, so every frame in between computes both.
  static func floatingPresented() -> SheetEngine {
    var configuration = SheetConfiguration(detents: [.medium, .large])
    configuration.surfaceStyle = .floating
    var engine = SheetEngine.fixture(
      configuration, content: contentHeight, displayCornerRadius: displayCornerRadius,
      start: .presented)
    engine.drainNotifications { _ in }
    return engine
  }

  /// ``floatingPresented()`` released by a flick up at time 0: its spring carries the sheet
  /// through the morph (and the presenter's recession) to `.large`.
  static func floatingSettling() -> SheetEngine {
    var engine = floatingPresented()
    engine.handle(.dragBegan, at: 0)
    engine.handle(.dragEnded(velocity: -1_500), at: 0)
    engine.drainNotifications { _ in }
    return engine
  }

  /// An 820 × 1180 pt iPad (iPad Air, safe area 24 pt top, 20 pt bottom), wider than
  /// the core's wide-container threshold (600 pt), so a card placement floats.
  static func padContext(content: Double = contentHeight) -> LayoutContext {
    StandardDevice.iPad.context(content: content, displayCornerRadius: 18)
  }

  /// A modal floating sheet `[.medium, .large]` on the iPad, presented at `.medium` in the
  /// automatic placement (centred), whose placement changed to `.leading(.default)` at time 0:
  /// the card glides sideways (left edge and width on the settle spring) to the leading side.
  static func cardGliding() -> SheetEngine {
    var configuration = quiet(SheetConfiguration(detents: [.medium, .large]))
    configuration.surfaceStyle = .floating
    var engine = SheetEngine(configuration: configuration, context: padContext())
    engine.handle(.present(animated: false), at: 0)
    _ = engine.step(to: 0)
    configuration.placement = .leading(.default)
    engine.updateConfiguration(configuration, at: 0)
    _ = engine.step(to: 0)
    engine.drainNotifications { _ in }
    return engine
  }

  /// Two seconds of a typical interaction: present, flick up to `.large`, content grows,
  /// drag down and flick to dismiss.
  static let scenarioInputs: [TimedInput] = {
    var inputs = [TimedInput(.present(animated: true), at: 0)]
    inputs += GesturePath.drag(at: 0.6, by: -250, over: 0.15, releaseVelocity: -1_200).inputs()
    inputs.append(TimedInput(.contentHeightChanged(420, animated: true), at: 1.1))
    inputs += GesturePath.drag(at: 1.3, by: 400, over: 0.12, releaseVelocity: 2_500).inputs()
    return inputs
  }()
  /// How long the scenario runs, in seconds.
  static let scenarioDuration: Double = 2
  /// Frames in the scenario: 2 s at 120 Hz, both ends included.
  static let scenarioFrames = Int(scenarioDuration * framesPerSecond) + 1
}
