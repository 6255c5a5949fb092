import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport

/// The workloads the package's benchmarks measure.
///
/// The benchmarks are a package of their own (so `swift test` never builds them), and the lab's
/// API is `package`, so they reach it only through this one type, behind an SPI:
/// `@_spi(Benchmarks) import SheetLabKit`. Nothing here is for apps.
@_spi(Benchmarks) public enum LabBenchmarks {
  /// A scenario of `duration` seconds at 120 Hz (a `[.medium, .large]` sheet presented, then
  /// sent to `.large` half-way), played through the engine once, ready to be drawn.
  @_spi(Benchmarks) public struct Report: Sendable {
    let runs: [LabRun]

    /// Plays the scenario; the benchmark then times ``render()``.
    @_spi(Benchmarks) public init(lasting duration: Double) {
      runs = [
        LabRun(
          Scenario(
            name: "report-\(Int(duration))s", duration: duration, detents: [.medium, .large],
            inputs: [
              ScenarioInput(at: 0, .present()),
              ScenarioInput(at: duration / 2, .selectDetent("large")),
            ]))
      ]
    }

    /// sheet-lab's HTML report of the played scenario.
    @_spi(Benchmarks) public func render() -> String { HTMLReport.render(runs) }
  }

  /// The hard 1 MiB scenario files the decoder's tests count the work of: each one's name and
  /// bytes.
  @_spi(Benchmarks) public static func largeScenarioFiles() -> [(name: String, bytes: [UInt8])] {
    LargeScenarioFile.all().map { ($0.name, $0.bytes) }
  }

  /// Decodes `bytes` as a scenario file; whether it decoded (the large files are made to fail
  /// late or succeed after the most work).
  @_spi(Benchmarks) public static func decodes(_ bytes: [UInt8]) -> Bool {
    (try? ScenarioDecoder.decode(bytes)) != nil
  }

  /// A drag handed between a scroll view and the sheet, frame by frame: a 2,000 pt list in a
  /// 600 pt scroll view (`ScrollViewEmulator`) inside `engine`'s sheet, panned through the
  /// scroll hand-off rule, as the UIKit adapter's pan observer does.
  @_spi(Benchmarks) public struct HandoffDrag: Sendable {
    var engine: SheetEngine
    var scroll = ScrollViewEmulator(contentHeight: 2_000, boundsHeight: 600)
    var handoff = ScrollHandoff()

    /// Puts the finger down on the list of `engine`'s sheet (a presented sheet), at time 0.
    @_spi(Benchmarks) public init(engine: SheetEngine) {
      self.engine = engine
      scroll.beginPan(at: 0)
      _ = handoff.panBegan(scrollView: ScrollViewID(1), isVertical: true, metrics: scroll.metrics)
    }

    /// One frame of the drag: the finger at `translation` (points, negative is up) at `time`,
    /// the hand-off's decision applied to the list and the sheet, and the frame to draw.
    @_spi(Benchmarks) public mutating func frame(translation: Double, at time: Double)
      -> SheetFrame
    {
      scroll.pan(translation: translation)
      let update = handoff.panChanged(
        translation: translation, metrics: scroll.metrics, engine: &engine, at: time)
      if let offset = update.contentOffset { scroll.setContentOffset(offset) }
      return engine.step(to: time)
    }
  }

  /// A navigation stack sizing `engine`'s sheet while its top screen is pushed: `screens`
  /// screens, the last pushed (animated) at time 1, as the UIKit navigation controller drives
  /// it.
  @_spi(Benchmarks) public struct NavigationPush: Sendable {
    var stack: NavigationSizing
    var engine: SheetEngine

    /// Builds the stack over `engine` (a presented `.fitting` sheet) and starts the push.
    @_spi(Benchmarks) public init(screens: Int, engine: SheetEngine) {
      var stack = NavigationSizing(
        root: NavigationScreen(id: 0, preferredHeight: 250), containerWidth: 390, time: 0)
      for id in 1..<max(screens - 1, 1) {
        stack.push(
          NavigationScreen(id: id, preferredHeight: 250 + Double(id % 7) * 40), animated: false,
          at: 0)
      }
      var engine = engine
      stack.drive(&engine, at: 0)
      stack.push(NavigationScreen(id: screens, preferredHeight: 520), animated: true, at: 1)
      stack.drainEvents { _ in }
      self.stack = stack
      self.engine = engine
    }

    /// Whether the push is still under way.
    @_spi(Benchmarks) public var isTransitioning: Bool { stack.isTransitioning }

    /// One frame of the push at `time`: the stack drives the sheet's height, then both are
    /// drawn; returns the sheet's frame and the push's progress (0…1).
    @_spi(Benchmarks) public mutating func frame(at time: Double) -> (
      sheet: SheetFrame, progress: Double
    ) {
      stack.drive(&engine, at: time)
      let navigation = stack.frame(at: time)
      return (engine.step(to: time), navigation.progress)
    }
  }

  /// Whether `frame` pushes the presenting screen back (its presenter recession is under way).
  @_spi(Benchmarks) public static func recedesPresenter(_ frame: SheetFrame) -> Bool {
    frame.presenterRecession.isReceded
  }

  /// Replays `recording` from its start, step by step, as `sheet-lab run` does; returns the
  /// number of frames it drew.
  @_spi(Benchmarks) public static func replay(_ recording: SheetRecording) -> Int {
    var engine = SheetEngine(replaying: recording)
    var frames = 0
    for step in recording.steps where engine.replay(step, from: recording) != nil { frames += 1 }
    return frames
  }

  /// How many steps `recording` holds (inputs and frames).
  @_spi(Benchmarks) public static func stepCount(of recording: SheetRecording) -> Int {
    recording.steps.count
  }

  /// The material rule a renderer applies each frame, for the glass of the iOS 26 design
  /// (`.automatic`, glass available and used by the system).
  @_spi(Benchmarks) public struct GlassRule: Sendable {
    let rule = SheetMaterialRule(style: .automatic, glassAvailable: true, systemUsesGlass: true)

    /// Builds the rule; it draws glass.
    @_spi(Benchmarks) public init() {
      precondition(rule.effect == .glass, "the rule draws no glass")
    }

    /// The opacity of the opaque fill over the glass at `attachment` (0…1).
    @_spi(Benchmarks) public func fillOpacity(attachment: Double) -> Double {
      rule.material(attachment: attachment).fillOpacity
    }
  }
}
