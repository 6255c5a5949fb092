import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// Each finding of the engine fuzzer (`Fuzz/run.sh`), reduced to the smallest input that shows
/// it. The raw crash inputs are in `Fuzz/Regressions/` under the names given here; the fuzz
/// harness filters these inputs out so that it keeps exploring (see `Fuzz/README.md`).
///
/// Every finding is fixed; these tests keep it so.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  static func quiet(_ configuration: SheetConfiguration) -> SheetConfiguration {
    var copy = configuration
    copy.printsCorrectionsInDebug = false
    return copy
  }

  /// Checks that `engine` is resting at `time`, and at the extent of the detent its frame names.
  static func expectRestsAtTheDetentItNames(
    _ engine: inout SheetEngine, at time: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let rest = engine.step(to: time)
    #expect(rest.phase == .resting, sourceLocation: sourceLocation)
    let named = rest.detent.flatMap { engine.detents.extent(of: $0) }
    #expect(
      named == rest.extent, "rests at \(rest.extent), detent \(String(describing: rest.detent))",
      sourceLocation: sourceLocation)
  }

  /// `clock-beyond-1e12-s-never-settles`: the engine accepts any finite time, but
  /// `SpringAnimation` clamps times to ±10¹² s, so after a timestamp beyond that every sample
  /// is taken at the clamped start: the sheet never moves, never settles, and `didPresent`
  /// never comes.
  @Test
  func animationsSettleWhenTheClockIsBeyondTheSpringTimeClamp() {
    var engine = Phone.engine(.modal)
    let start = 2e12
    engine.handle(.present(animated: true), at: start)
    let frame = engine.step(to: start + 5)
    #expect(frame.phase == .resting)
    #expect(frame.extent == Phone.maximumExtent)
  }

  /// `navigation-nan-root-height-gives-nan-frame`: `NavigationSizing` sanitises heights given
  /// to `setPreferredHeight` but not those of the screens given to `init`, `push` or
  /// `setStack`, so NaN (or a negative height) comes out in `NavigationFrame.contentHeight`.
  @Test
  func navigationFramesStayFiniteForGarbageScreenHeights() {
    var stack = NavigationSizing(
      root: NavigationScreen(id: 0, preferredHeight: .nan), containerWidth: 390)
    #expect(stack.frame(at: 0).contentHeight.isFinite)
    stack.push(NavigationScreen(id: 1, preferredHeight: -50), animated: false, at: 0)
    #expect(stack.frame(at: 1).contentHeight >= 0)
  }

  /// `container-beyond-5e11-pt-rests-off-detent`: the layout accepts any finite container, but
  /// `SpringAnimation` clamps positions to ±5 · 10¹¹ pt, so in a taller container the sheet comes
  /// to rest at 5 · 10¹¹ pt instead of its detent.
  @Test
  func sheetRestsAtItsDetentInAnAstronomicalContainer() {
    var engine = SheetEngine(
      configuration: Self.quiet(.modal),
      context: LayoutContext(containerSize: Size(width: 390, height: 1e13)))
    engine.handle(.present(animated: true), at: 0)
    let frame = engine.step(to: 60)
    #expect(frame.phase == .resting)
    #expect(frame.extent == engine.detents.largestExtent)
  }

  /// `configuration-update-mid-animation-rests-off-detent`: when `updateConfiguration` removes
  /// the detent a running animation heads for, the engine re-selects the stop nearest the sheet
  /// but retargets the animation to the old identifier, which falls back to the smallest stop:
  /// the sheet rests at the smallest stop while its frames name the re-selected one.
  @Test
  func configurationUpdateMidAnimationRestsAtTheReselectedDetent() {
    var configuration = Self.quiet(SheetConfiguration(detents: [.large]))
    var engine = SheetEngine(configuration: configuration, context: Phone.context())
    engine.handle(.present(animated: true), at: 0)
    let moving = engine.step(to: 0.3)
    #expect(moving.phase == .presenting)
    configuration.detents = [
      .fraction(0.3, identifier: "low"), .fraction(0.9, identifier: "high"),
    ]
    engine.updateConfiguration(configuration, at: 0.3)
    Self.expectRestsAtTheDetentItNames(&engine, at: 5)
  }

  /// `merged-detents-split-mid-animation-rest-off-selected`: selecting a detent that shares a
  /// stop with the selected one keeps the old selection (no notification), but the spring
  /// heads for the new identifier. When the stops split again mid-flight, the sheet rests at
  /// the new one while `detent` still names the old one.
  @Test
  func mergedDetentsThatSplitMidAnimationRestAtTheNamedDetent() {
    let configuration = Self.quiet(
      SheetConfiguration(detents: [.fitting, .large], initialDetent: .fitting))
    var engine = Phone.engine(configuration, content: 1_000)  // .fitting caps at .large
    engine.handle(.present(animated: true), at: 0)
    engine.handle(.selectDetent(.large, animated: true), at: 0.1)
    engine.handle(.contentHeightChanged(200, animated: true), at: 0.2)  // .fitting splits off
    Self.expectRestsAtTheDetentItNames(&engine, at: 5)
  }

  /// `handoff-huge-translations-give-infinite-delta`: `ScrollHandoff.panChanged` checks that the
  /// translation is finite, not the difference from the previous one, which overflows for
  /// translations near ±10³⁰⁸ and comes out as an infinite `sheetDelta`.
  @Test
  func handoffDeltasStayFiniteForHugeTranslations() {
    var engine = Phone.presented()
    var handoff = ScrollHandoff()
    let metrics = ScrollMetrics(contentOffset: 0, contentHeight: 2_000, boundsHeight: 700)
    handoff.panBegan(scrollView: ScrollViewID(1), isVertical: true, metrics: metrics)
    _ = handoff.panChanged(
      translation: -1.7e308, metrics: metrics, engine: &engine, at: 0.01)
    let update = handoff.panChanged(
      translation: 1.7e308, metrics: metrics, engine: &engine, at: 0.02)
    #expect(update.sheetDelta.isFinite && update.contentDelta.isFinite, "\(update)")
    #expect(engine.step(to: 0.03).extent.isFinite)
  }

  /// `never-presented-sheet-reports-detent-change` (and, by hand,
  /// `dismissed-sheet-reports-detent-change`): a detent picked while the sheet is hidden, then
  /// removed by `updateConfiguration` (here by an empty list, which the engine replaces), was
  /// re-selected with a `detentDidChange` for a sheet nobody sees. More cases:
  /// `EngineHiddenSelectionTests`.
  @Test
  func hiddenSheetReportsNoDetentChange() {
    var configuration = Self.quiet(SheetConfiguration(detents: [.custom(id: "a") { _ in 300 }]))
    var engine = Phone.engine(configuration)
    engine.handle(.selectDetent("a", animated: true), at: 0)
    configuration.detents = []
    engine.updateConfiguration(configuration, at: 0.2)
    _ = engine.step(to: 1)
    #expect(engine.takeNotifications() == [])
    engine.handle(.present(animated: false), at: 2)
    #expect(engine.takeNotifications() == [.willPresent, .didPresent])
  }

  /// `navigation-denormal-frame-interval-gives-infinite-velocity`: a height a navigation stack
  /// drives moves the sheet at the change over the time since the previous frame; frames a
  /// denormal instant apart (the clock started at 0, the next input 9.5·10⁻³²² s later) made that
  /// speed infinite, and the frame's velocity with it. It is now held within
  /// `SheetEngine.maximumSpeed`, as a finger's is.
  @Test(arguments: [
    Double.leastNonzeroMagnitude, Double.leastNonzeroMagnitude * 192, 1e-300, 1e-9,
  ])
  func drivenHeightFramesAnInstantApartKeepAFiniteSpeed(interval: Double) {
    var engine = Phone.engine(Self.quiet(SheetConfiguration(detents: [.fitting, .large])))
    engine.handle(.present(animated: false), at: 0)
    engine.handle(.contentHeightChanged(200, animated: false), at: 0)
    engine.handle(.contentHeightChanged(600, animated: false), at: interval)
    let frame = engine.step(to: interval)
    #expect(frame.velocity.isFinite)
    #expect(abs(frame.velocity) <= SheetEngine.maximumSpeed)
    // Still moving up: the driven speed is not dropped, only bounded.
    #expect(frame.velocity != 0)
  }
}
