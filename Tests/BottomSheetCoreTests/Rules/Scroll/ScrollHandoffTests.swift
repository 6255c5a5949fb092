import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// One finger on a list inside a sheet at `.medium` (393.5 pt) that can grow to `.large`
/// (787 pt); the list is 2000 pt tall in a 700 pt viewport.
struct HandoffRig {
  var engine: SheetEngine
  var scroll: ScrollViewEmulator
  var handoff = ScrollHandoff()
  var time = 1.0
  var translation = 0.0
  var updates: [(finger: Double, update: HandoffUpdate, extent: Double, offset: Double)] = []

  init(
    contentHeight: Double = 2000, expands: Bool = true, persistent: Bool = false,
    insetTop: Double = 0, insetBottom: Double = 0, detents: [Detent] = [.medium, .large]
  ) {
    var configuration =
      persistent
      ? SheetConfiguration.persistent(detents: detents)
      : SheetConfiguration(detents: detents)
    configuration.printsCorrectionsInDebug = false
    engine = SheetEngine(configuration: configuration, context: Phone.context())
    engine.handle(.present(animated: false), at: 0)
    scroll = ScrollViewEmulator(
      contentHeight: contentHeight, boundsHeight: 700, insetTop: insetTop,
      insetBottom: insetBottom)
    handoff.expandsWhenScrollingUp = expands
  }

  var extent: Double { engine.currentSample().position }

  mutating func begin() {
    scroll.beginPan(at: time)
    _ = handoff.panBegan(
      scrollView: ScrollViewID(1), isVertical: true, metrics: scroll.metrics)
    translation = 0
  }

  /// Moves the finger by `delta` points in `steps` updates at 120 Hz, as UIKit would: the
  /// scroll view moves first, then the handoff corrects it.
  mutating func move(by delta: Double, steps: Int) {
    for _ in 0..<steps {
      time += 1.0 / 120
      translation += delta / Double(steps)
      scroll.pan(translation: translation)
      let update = handoff.panChanged(
        translation: translation, metrics: scroll.metrics, engine: &engine, at: time)
      if let offset = update.contentOffset { scroll.setContentOffset(offset) }
      updates.append((delta / Double(steps), update, extent, scroll.contentOffset))
    }
  }

  mutating func release(velocity: Double) -> HandoffRelease {
    let release = handoff.panEnded(
      velocity: velocity, metrics: scroll.metrics, engine: &engine, at: time)
    scroll.endPan(velocity: velocity, at: time, stopAt: release.stopContentAt)
    return release
  }

  /// Advances both the sheet and the coasting content to `end`, returning the sheet extents.
  mutating func idle(until end: Double) -> [Double] {
    var extents: [Double] = []
    while time < end {
      time += 1.0 / 120
      scroll.advance(to: time)
      extents.append(engine.step(to: time).extent)
    }
    return extents
  }
}

@Suite("Scroll handoff")
struct ScrollHandoffTests {
  /// Scrolling up grows the sheet to its largest detent, not the next one, before the list
  /// scrolls (issue 42, class 1): from the lowest of one, two, three and four detents, 700 pt
  /// up, the sheet takes what lies between it and its largest, the list the rest.
  @Test(arguments: [
    (1, [Detent.large], 787.0),
    (2, [.fraction(0.2, identifier: "low"), .medium], 393.5),
    (3, [.large, .medium, .fraction(0.2, identifier: "low")], 787),
    (
      4, [.fraction(0.2, identifier: "low"), .medium, .fraction(0.8, identifier: "tall"), .large],
      787
    ),
  ])
  func scrollingUpGrowsTheSheetToItsLargestDetent(count: Int, detents: [Detent], largest: Double) {
    var rig = HandoffRig(detents: detents)
    let start = rig.extent
    expectClose(start, count == 1 ? 787 : 0.2 * 787, tolerance: 1e-9, "starts at the lowest")
    rig.begin()
    rig.move(by: -700, steps: 70)
    expectClose(rig.extent, largest, tolerance: 1e-9, "\(count) detents")
    expectClose(
      rig.scroll.contentOffset, 700 - (largest - start), tolerance: 1e-6, "\(count) detents")
  }

  @Test func oneDragCrossesEveryHandoffInBothDirections() {
    var rig = HandoffRig()
    rig.begin()
    // Up 500: the sheet grows 393.5 pt to .large, then the list scrolls 106.5 pt.
    rig.move(by: -500, steps: 60)
    expectClose(rig.extent, 787, tolerance: 1e-9)
    expectClose(rig.scroll.contentOffset, 106.5, tolerance: 1e-9)
    // Down 300: the list returns 106.5 pt to its top, then the sheet follows for 193.5 pt.
    rig.move(by: 300, steps: 36)
    expectClose(rig.scroll.contentOffset, 0, tolerance: 1e-9)
    expectClose(rig.extent, 787 - 193.5, tolerance: 1e-9)
    // Up again 250: the sheet grows back to .large, then the list scrolls 56.5 pt.
    rig.move(by: -250, steps: 30)
    expectClose(rig.extent, 787, tolerance: 1e-9)
    expectClose(rig.scroll.contentOffset, 56.5, tolerance: 1e-9)

    for (index, step) in rig.updates.enumerated() {
      // Everything the finger did went to the sheet or the list, exactly once.
      expectClose(
        step.update.sheetDelta + step.update.contentDelta, step.finger, tolerance: 1e-9,
        "update \(index)")
      // The list never shows a bounce at its top while the sheet moves.
      #expect(step.offset >= -1e-9, "update \(index) offset \(step.offset)")
      if index > 0 {
        let previous = rig.updates[index - 1]
        #expect(abs(step.extent - previous.extent) <= abs(step.finger) + 1e-9)
        #expect(abs(step.offset - previous.offset) <= abs(step.finger) + 1e-9)
      }
    }
  }

  @Test func releaseAfterTheSheetMovedGoesToTheSnapDecisionAndStopsTheList() {
    var rig = HandoffRig()
    rig.begin()
    rig.move(by: 100, steps: 10)  // the list is at its top: the sheet moves down 100 pt
    expectClose(rig.extent, 293.5, tolerance: 1e-9)
    let release = rig.release(velocity: 1500)
    #expect(release.releasedSheet)
    #expect(release.stopContentAt == 0)
    _ = rig.idle(until: rig.time + 2)
    #expect(rig.engine.presentationState == .dismissed, "a downward flick dismisses")
    #expect(!rig.scroll.isDecelerating)
  }

  @Test func inertialScrollingNeverMovesTheSheet() {
    var rig = HandoffRig()
    rig.begin()
    rig.move(by: -600, steps: 30)  // grow to .large, then scroll
    let release = rig.release(velocity: -2500)
    #expect(release.stopContentAt == nil, "the list keeps its momentum")
    #expect(rig.scroll.isDecelerating)
    let extents = rig.idle(until: rig.time + 2)
    #expect(extents.allSatisfy { abs($0 - 787) < 1e-9 })
    #expect(rig.scroll.contentOffset > 206.5)

    // A downward fling of the list coasts to its top and stops there; the sheet stays.
    rig.begin()
    rig.move(by: 60, steps: 3)
    _ = rig.release(velocity: 3000)
    let after = rig.idle(until: rig.time + 3)
    #expect(after.allSatisfy { abs($0 - 787) < 1e-9 })
    expectClose(rig.scroll.contentOffset, 0, tolerance: 1e-9)
  }

  @Test func shortContentMovesTheSheetDirectly() {
    var rig = HandoffRig(contentHeight: 300)
    rig.begin()
    rig.move(by: -500, steps: 30)
    // 393.5 pt to .large, then the rubber band: the sheet keeps following, the list never scrolls.
    #expect(rig.extent > 787 && rig.extent < 787 + 106.5)
    #expect(rig.updates.allSatisfy { $0.offset == 0 })
    _ = rig.release(velocity: 0)
    _ = rig.idle(until: rig.time + 2)
    expectClose(rig.extent, 787, tolerance: 1e-9)
  }

  @Test func withoutExpandingTheListScrollsFirstOnTheWayUp() {
    var rig = HandoffRig(expands: false)
    rig.begin()
    rig.move(by: -100, steps: 10)
    expectClose(rig.extent, 393.5, tolerance: 1e-9)
    expectClose(rig.scroll.contentOffset, 100, tolerance: 1e-9)
  }

  @Test func theConfigurationsKnobAlsoKeepsTheSheetFromGrowing() {
    // The engine's prefersScrollingExpandsWhenScrolledToEdge (what apps set) turns the growth
    // off whatever the handoff's own flag says; on the way down the sheet still follows.
    var rig = HandoffRig(expands: true)
    var configuration = rig.engine.configuration
    configuration.prefersScrollingExpandsWhenScrolledToEdge = false
    rig.engine.updateConfiguration(configuration, at: rig.time)
    rig.begin()
    rig.move(by: -100, steps: 10)
    expectClose(rig.extent, 393.5, tolerance: 1e-9)
    expectClose(rig.scroll.contentOffset, 100, tolerance: 1e-9)
    rig.move(by: 150, steps: 15)
    expectClose(rig.scroll.contentOffset, 0, tolerance: 1e-9)
    expectClose(rig.extent, 393.5 - 50, tolerance: 1e-9)
  }

  @Test func noScrollViewHandsOffWhileSuspended() {
    var handoff = ScrollHandoff()
    let metrics = ScrollMetrics(contentOffset: 0, contentHeight: 2000, boundsHeight: 700)
    handoff.isSuspended = true  // a navigation transition slides the screens
    #expect(
      handoff.panBegan(scrollView: ScrollViewID(1), isVertical: true, metrics: metrics) == false)
    handoff.isSuspended = false
    #expect(
      handoff.panBegan(scrollView: ScrollViewID(1), isVertical: true, metrics: metrics) == true)
    #expect(
      handoff.panBegan(scrollView: ScrollViewID(2), isVertical: true, metrics: metrics) == true,
      "with none named, any vertical scroll view the finger touches")
  }

  @Test func horizontalAndUntrackedScrollViewsAreLeftAlone() {
    var handoff = ScrollHandoff()
    let metrics = ScrollMetrics(contentOffset: 0, contentHeight: 2000, boundsHeight: 700)
    #expect(
      handoff.panBegan(scrollView: ScrollViewID(7), isVertical: false, metrics: metrics) == false)
    handoff.trackedScrollView = ScrollViewID(2)
    #expect(
      handoff.panBegan(scrollView: ScrollViewID(1), isVertical: true, metrics: metrics) == false)
    #expect(
      handoff.panBegan(scrollView: ScrollViewID(2), isVertical: true, metrics: metrics) == true)
    var engine = Phone.presented(SheetConfiguration(detents: [.medium, .large]))
    handoff.trackedScrollView = ScrollViewID(3)  // e.g. after a navigation
    #expect(
      handoff.panBegan(scrollView: ScrollViewID(2), isVertical: true, metrics: metrics) == false)
    let ignored = handoff.panChanged(
      translation: 50, metrics: metrics, engine: &engine, at: 1)
    #expect(ignored.sheetDelta == 0 && ignored.contentOffset == nil)
  }
}
