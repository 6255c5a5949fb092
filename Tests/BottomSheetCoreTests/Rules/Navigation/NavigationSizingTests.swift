import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// A fitting sheet whose content is a navigation stack, driven together at 120 Hz.
struct NavigationRig {
  var engine: SheetEngine
  var navigation: NavigationSizing
  var time = 0.0
  var extents: [(time: Double, extent: Double, frame: NavigationFrame)] = []
  var events: [NavigationEvent] = []

  init(screens: [NavigationScreen]) {
    engine = Phone.engine(
      SheetConfiguration(detents: [.fitting]), content: screens[0].preferredHeight)
    navigation = NavigationSizing(root: screens[0], containerWidth: 390)
    for screen in screens.dropFirst() {
      navigation.push(screen, animated: false, at: 0)
    }
    navigation.drive(&engine, at: 0)
    engine.handle(.present(animated: false), at: 0)
    navigation.drainEvents { _ in }
  }

  /// Runs frames until `end`, calling `action` (if any) at `actionTime`.
  mutating func run(until end: Double) {
    while time < end - 1e-9 {
      time += 1.0 / 120
      navigation.drive(&engine, at: time)
      let frame = navigation.frame(at: time)
      extents.append((time, engine.step(to: time).extent, frame))
      navigation.drainEvents { events.append($0) }
    }
  }

  func extent(at time: Double) -> Double {
    extents.first { $0.time >= time - 1e-9 }?.extent ?? .nan
  }

  /// The largest change of the sheet's extent between two frames, in points.
  var largestStep: Double {
    zip(extents, extents.dropFirst()).map { abs($1.extent - $0.extent) }.max() ?? 0
  }
}

@Suite("Navigation sizing")
struct NavigationSizingTests {
  static let list = NavigationScreen(id: 1, preferredHeight: 300, scrollView: ScrollViewID(10))
  static let detail = NavigationScreen(id: 2, preferredHeight: 500, scrollView: ScrollViewID(20))
  static let more = NavigationScreen(id: 3, preferredHeight: 650)

  /// The largest change of the sheet per 120 Hz frame when a timed transition changes the
  /// height by `change` points: the steepest slope of ease-in-ease-out (0.42, 0, 0.58, 1) is
  /// about 1.74, so at most change · 1.75 / 0.35 s / 120, in points.
  static func timedStep(_ change: Double) -> Double {
    change * 1.75 / NavigationSizing.transitionDuration / 120
  }

  /// The largest per-frame change of a critically damped move over `distance` points that
  /// starts at `speed` points per second: ω₀·distance/e + speed, over 120 Hz, in points.
  static func settleStep(_ distance: Double, speed: Double) -> Double {
    (NavigationSizing.settleSpring.naturalFrequency * distance / 2.718 + abs(speed)) / 120
  }

  static let maximumStep = timedStep(200)

  @Test func pushAndPopBlendTheHeightWithTheSlide() throws {
    var rig = NavigationRig(screens: [Self.list])
    rig.run(until: 1)
    rig.navigation.push(Self.detail, animated: true, at: 1)
    #expect(rig.navigation.trackedScrollView == nil, "no handoff while sliding")
    #expect(rig.navigation.suspendsHandoff)
    rig.run(until: 2)
    // Halfway through the push, ease-in-ease-out is at 0.5: 300 + 0.5 · 200 + 34.
    expectClose(rig.extent(at: 1 + NavigationSizing.transitionDuration / 2), 434, tolerance: 0.5)
    expectClose(rig.extent(at: 2), 534, tolerance: 1e-9)
    #expect(rig.navigation.trackedScrollView == ScrollViewID(20))
    #expect(!rig.navigation.suspendsHandoff)
    rig.navigation.pop(animated: true, at: 2)
    rig.run(until: 3)
    expectClose(rig.extent(at: 3), 334, tolerance: 1e-9)
    #expect(rig.navigation.stack.map(\.id) == [1])
    #expect(rig.navigation.trackedScrollView == ScrollViewID(10))
    #expect(rig.events == [.didShow(screen: 2), .didShow(screen: 1)])
    #expect(rig.largestStep <= Self.maximumStep)
  }

  @Test func interactivePopCancelsOrFinishesByProjection() throws {
    // Each row: the release velocity (pt/s) at 30 % of the 390 pt width. Projection:
    // 117 + 0.499·v against the halfway mark at 195 pt.
    let rows: [(line: UInt, velocity: Double, finishes: Bool, extent: Double)] = [
      (#line, 0, false, 534),  // 117 < 195: cancels, the height goes back to 500 + 34
      (#line, 100, false, 534),  // 167 < 195
      (#line, 1500, true, 334),  // 865 > 195: finishes at 300 + 34
      (#line, -800, false, 534),  // flicked back
    ]
    for row in rows {
      let location = rowLocation(row.line)
      var rig = NavigationRig(screens: [Self.list, Self.detail])
      rig.run(until: 1)
      let began = rig.navigation.interactivePopBegan(at: 1)
      #expect(began, sourceLocation: location)
      for step in 1...36 {
        let time = 1 + Double(step) / 120
        rig.navigation.interactivePopChanged(translation: 117 * Double(step) / 36, at: time)
        rig.run(until: time)
      }
      // At 30 % the height is 500 − 0.3 · 200 (+ 34).
      expectClose(rig.extent(at: 1.3), 474, tolerance: 1e-6, sourceLocation: location)
      rig.navigation.interactivePopEnded(velocity: row.velocity, at: 1.3)
      rig.run(until: 3)
      expectClose(rig.extent(at: 3), row.extent, tolerance: 1e-6, sourceLocation: location)
      #expect(
        rig.navigation.stack.count == (row.finishes ? 1 : 2), sourceLocation: location)
      #expect(
        rig.events == [row.finishes ? .didShow(screen: 1) : .didCancel(screen: 2)],
        sourceLocation: location)
      let bound = max(Self.settleStep(200, speed: row.velocity / 390 * 200), Self.maximumStep)
      #expect(rig.largestStep <= bound, sourceLocation: location)
      #expect(
        rig.extents.allSatisfy { $0.frame.progress >= 0 && $0.frame.progress <= 1 },
        sourceLocation: location)
    }
  }

  @Test func heightChangeDuringATransitionIsHonouredSmoothly() {
    var rig = NavigationRig(screens: [Self.list])
    rig.navigation.push(Self.detail, animated: true, at: 0.5)
    rig.run(until: 0.5 + NavigationSizing.transitionDuration / 2)
    rig.navigation.setPreferredHeight(700, for: 2, at: rig.time)
    rig.run(until: 3)
    expectClose(rig.extent(at: 3), 734, tolerance: 1e-6)
    // The slide over up to 400 pt plus the 200 pt height blend of the changed screen.
    #expect(rig.largestStep <= Self.timedStep(400) + Self.settleStep(200, speed: 0))
  }

  @Test func topScreenShrinkingShrinksTheSheet() {
    var rig = NavigationRig(screens: [Self.list, Self.detail])
    rig.run(until: 0.5)
    rig.navigation.setPreferredHeight(200, for: 2, at: 0.5)
    rig.run(until: 3)
    expectClose(rig.extent(at: 3), 234, tolerance: 1e-9)
  }

  @Test func popToRootAcrossThreeScreensGoesStraightToTheRoot() {
    var rig = NavigationRig(screens: [Self.list, Self.detail, Self.more])
    rig.run(until: 0.5)
    expectClose(rig.extent(at: 0.5), 684, tolerance: 1e-9)
    rig.navigation.popToRoot(animated: true, at: 0.5)
    rig.run(until: 2)
    expectClose(rig.extent(at: 2), 334, tolerance: 1e-9)
    #expect(rig.navigation.stack.map(\.id) == [1])
    let during = rig.extents.filter { $0.time > 0.5 }.map(\.extent)
    #expect(zip(during, during.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 }, "monotonic")
    #expect(rig.events == [.didShow(screen: 1)])
  }

  @Test func setStackAnimatesLikeAPush() {
    var rig = NavigationRig(screens: [Self.list])
    rig.navigation.setStack([Self.list, Self.more], animated: true, at: 0.5)
    rig.run(until: 2)
    expectClose(rig.extent(at: 2), 684, tolerance: 1e-9)
    #expect(rig.events == [.didShow(screen: 3)])
    #expect(rig.largestStep <= Self.timedStep(350))
  }
}

@Suite("Navigation frame: slide offsets")
struct NavigationFrameOffsetTests {
  @Test func offsetsFollowTheProgressWithTheSystemParallax() {
    // Rows: pop?, progress, from offset, to offset (fractions of the width).
    let rows: [(line: UInt, pop: Bool, progress: Double, from: Double, to: Double)] = [
      (#line, false, 0, 0, 1),  // push starts: the new screen waits off the right edge
      (#line, false, 0.5, -0.15, 0.5),
      (#line, false, 1, -0.3, 0),  // the old screen drifted left by the 0.3 parallax
      (#line, true, 0, 0, -0.3),  // pop starts: the revealed screen waits at the parallax
      (#line, true, 0.5, 0.5, -0.15),
      (#line, true, 1, 1, 0),
    ]
    for row in rows {
      let frame = NavigationFrame(
        fromScreen: 1, toScreen: 2, progress: row.progress, contentHeight: 300,
        isTransitioning: true, isInteractive: false, isPop: row.pop)
      expectClose(
        frame.fromScreenOffset, row.from, tolerance: 1e-12, sourceLocation: rowLocation(row.line))
      expectClose(
        frame.toScreenOffset, row.to, tolerance: 1e-12, sourceLocation: rowLocation(row.line))
    }
  }
}

@Suite("Navigation sizing: far clocks")
struct NavigationFarClockTests {
  /// `Fuzz/Regressions/navigation-settles-after-a-far-clock`, reduced: a pop cancelled after
  /// the clock jumped far ahead must still finish its settle.
  @Test func cancelledPopSettlesAfterTheClockJumpsFarAhead() {
    var stack = NavigationSizing(
      root: NavigationScreen(id: 1, preferredHeight: 300), containerWidth: 390)
    stack.push(NavigationScreen(id: 2, preferredHeight: 500), animated: false, at: 0)
    _ = stack.interactivePopBegan(at: 1)
    stack.interactivePopChanged(translation: 100, at: 1.1)
    stack.interactivePopCancelled(at: 5e14)
    let frame = stack.frame(at: 5e14 + 3)
    #expect(!frame.isTransitioning)
    #expect(stack.stack.count == 2)
    #expect(frame.contentHeight == 500)
  }

  @Test func aTransitionEndsAtOnceTheWayItWasHeadingWhenTheSheetGoesAway() {
    enum Start { case push, pop, heldPop, releasedToFinish, releasedToCancel, none }
    let rows: [(line: UInt, start: Start, events: [NavigationEvent], count: Int)] = [
      (#line, .push, [.didShow(screen: 3)], 3),
      (#line, .pop, [.didShow(screen: 1)], 1),
      (#line, .heldPop, [.didCancel(screen: 2)], 2),
      (#line, .releasedToFinish, [.didShow(screen: 1)], 1),
      (#line, .releasedToCancel, [.didCancel(screen: 2)], 2),
      (#line, .none, [], 2),
    ]
    for row in rows {
      var stack = NavigationSizing(
        root: NavigationScreen(id: 1, preferredHeight: 300), containerWidth: 390)
      stack.push(NavigationScreen(id: 2, preferredHeight: 500), animated: false, at: 0)
      stack.drainEvents { _ in }
      switch row.start {
      case .push: stack.push(NavigationScreen(id: 3, preferredHeight: 200), animated: true, at: 1)
      case .pop: _ = stack.pop(animated: true, at: 1)
      case .heldPop, .releasedToFinish, .releasedToCancel:
        _ = stack.interactivePopBegan(at: 1)
        stack.interactivePopChanged(translation: 150, at: 1.05)
        if row.start == .releasedToFinish { stack.interactivePopEnded(velocity: 900, at: 1.1) }
        if row.start == .releasedToCancel { stack.interactivePopEnded(velocity: -900, at: 1.1) }
      case .none: break
      }
      stack.endTransitionNow(at: 1.12)
      var events: [NavigationEvent] = []
      stack.drainEvents { events.append($0) }
      let location = rowLocation(row.line)
      #expect(events == row.events, sourceLocation: location)
      #expect(!stack.isTransitioning, sourceLocation: location)
      #expect(stack.stack.count == row.count, sourceLocation: location)
    }
  }
}
