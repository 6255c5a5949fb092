import BottomSheetCore

extension SheetEngine {
  /// Where a ``fixture(_:on:content:displayCornerRadius:direction:start:)`` engine starts.
  public enum FixtureStart: Sendable, Hashable {
    /// Hidden, not yet presented.
    case hidden
    /// Presented without animation at time 0, so it rests at its first detent; its
    /// notifications are still to be taken.
    case presented
  }

  /// The engine the tests, sheet-lab and the benchmarks share: `configuration` on `device` with
  /// `content` points of preferred content, not printing its input corrections (many tests feed
  /// bad input on purpose), hidden or presented as `start` says.
  ///
  /// ```swift
  /// var engine = SheetEngine.fixture(.fitting, on: .phone, start: .presented)
  /// ```
  public static func fixture(
    _ configuration: SheetConfiguration = .fitting, on device: StandardDevice = .phone,
    content: Double = 300, displayCornerRadius: Double = 0,
    direction: SheetLayoutDirection = .leftToRight, start: FixtureStart = .hidden
  ) -> SheetEngine {
    fixture(
      configuration,
      context: device.context(
        content: content, displayCornerRadius: displayCornerRadius, direction: direction),
      start: start)
  }

  /// ``fixture(_:on:content:displayCornerRadius:direction:start:)`` in a container `context`
  /// describes, for the tests that need a size or an inset no standard device has.
  public static func fixture(
    _ configuration: SheetConfiguration = .fitting, context: LayoutContext,
    start: FixtureStart = .hidden
  ) -> SheetEngine {
    var quiet = configuration
    quiet.printsCorrectionsInDebug = false
    var engine = SheetEngine(configuration: quiet, context: context)
    if start == .presented { engine.handle(.present(animated: false), at: 0) }
    return engine
  }
}
