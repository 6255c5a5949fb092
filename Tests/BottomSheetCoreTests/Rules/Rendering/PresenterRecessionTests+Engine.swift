import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import PropertyBased
import Testing

// MARK: - In the engine

/// The engine's ``SheetFrame/presenterRecession``: computed every frame from the extent, for
/// modal sheets on compact containers only.
extension PresenterRecessionTests {
  static let mediumLarge = SheetConfiguration(detents: [.medium, .large])

  /// Drags a presented sheet from `.medium` up to `.large` and back, a point per frame at
  /// 120 Hz, and returns the frames on the way up and on the way down.
  static func dragUpAndDown(_ engine: inout SheetEngine) -> (up: [SheetFrame], down: [SheetFrame]) {
    var time = 1.0
    engine.handle(.dragBegan, at: time)
    var up: [SheetFrame] = []
    var down: [SheetFrame] = []
    let travel = Phone.maximumExtent - Phone.maximumExtent / 2
    let points = Array(stride(from: 0.0, to: travel, by: 1)) + [travel]
    for point in points {
      time += 1.0 / 120
      engine.handle(.dragChanged(translation: -point), at: time)
      up.append(engine.step(to: time))
    }
    for point in points.reversed() {
      time += 1.0 / 120
      engine.handle(.dragChanged(translation: -point), at: time)
      down.append(engine.step(to: time))
    }
    return (up, down)
  }

  @Test("a drag from medium to large recedes the presenter steadily, and back returns it")
  func dragMediumToLargeAndBack() {
    var engine = Phone.presented(Self.mediumLarge)
    #expect(engine.step(to: 0.5).presenterRecession == .none, "at .medium")
    let (up, down) = Self.dragUpAndDown(&engine)
    for (before, after) in zip(up, up.dropFirst()) {
      #expect(after.presenterRecession.scale <= before.presenterRecession.scale)
      #expect(after.presenterRecession.dimmingAlpha >= before.presenterRecession.dimmingAlpha)
      // A point of drag moves the scale by at most 0.08 · 1.5 / 393.5.
      #expect(
        before.presenterRecession.scale - after.presenterRecession.scale <= 0.12 / 393.5 + 1e-12)
    }
    for (before, after) in zip(down, down.dropFirst()) {
      #expect(after.presenterRecession.scale >= before.presenterRecession.scale)
      #expect(after.presenterRecession.cornerRadius <= before.presenterRecession.cornerRadius)
    }
    #expect(up.last?.presenterRecession.scale == PresenterRecession.fullScale)
    #expect(down.last?.presenterRecession == PresenterRecession.none)
  }

  @Test("a sheet with only .large recedes the presenter as it comes in and returns it as it leaves")
  func presentAndDismissLargeOnly() {
    var engine = Phone.engine(.modal)
    engine.handle(.present(animated: true), at: 0)
    var previous = 1.0
    var time = 0.0
    while engine.phase == .presenting {
      time += 1.0 / 120
      let scale = engine.step(to: time).presenterRecession.scale
      #expect(scale >= PresenterRecession.fullScale && scale <= 1)
      previous = min(previous, scale)
    }
    #expect(engine.step(to: time).presenterRecession.scale == PresenterRecession.fullScale)
    engine.handle(.dismiss(animated: true), at: time)
    while engine.phase == .dismissing {
      time += 1.0 / 120
      _ = engine.step(to: time)
    }
    #expect(engine.phase == .hidden)
    #expect(engine.step(to: time + 1).presenterRecession == .none)
  }

  @Test("persistent sheets, wide containers and the configuration flag give none at .large")
  func noneWhereItDoesNotApply() {
    var persistent = SheetConfiguration.persistent(detents: [.medium, .large])
    persistent.recedesPresenter = true
    var off = Self.mediumLarge
    off.recedesPresenter = false
    let rows: [(line: UInt, configuration: SheetConfiguration, size: Size, receded: Bool)] = [
      (#line, Self.mediumLarge, Phone.size, true),
      (#line, persistent, Phone.size, false),
      (#line, off, Phone.size, false),
      (#line, Self.mediumLarge, PhoneLandscape.size, false),  // landscape phone
      (#line, Self.mediumLarge, Size(width: 820, height: 1_180), false),  // iPad
    ]
    for row in rows {
      var configuration = row.configuration
      configuration.initialDetent = .large
      configuration.printsCorrectionsInDebug = false
      var engine = SheetEngine(
        configuration: configuration,
        context: LayoutContext(containerSize: row.size, safeAreaInsets: Phone.insets))
      engine.handle(.present(animated: false), at: 0)
      let recession = engine.step(to: 1).presenterRecession
      #expect(
        recession.isReceded == row.receded, "\(recession)", sourceLocation: rowLocation(row.line))
    }
  }

  @Test("a detent or content change under a still sheet leaves the presenter where it is")
  func detentChangesDoNotMoveThePresenter() {
    let rows: [(line: UInt, content: Double, grown: Double)] = [
      (#line, 300, 600),  // the fitting stop rises under a sheet at .large
      (#line, 600, 300),  // and falls
      (#line, 300, 2_000),  // up to the top: the stops merge into one
    ]
    for row in rows {
      var configuration = SheetConfiguration.fitting
      configuration.initialDetent = .large
      var engine = Phone.presented(configuration, content: row.content)
      let before = engine.step(to: 1).presenterRecession
      engine.handle(.contentHeightChanged(row.grown, animated: true), at: 1)
      let after = engine.step(to: 1).presenterRecession
      #expect(before == after, sourceLocation: rowLocation(row.line))
      #expect(after.scale == PresenterRecession.fullScale, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("a sheet that never rises past half height never moves the presenter")
  func shortSheetsLeaveThePresenter() {
    var engine = Phone.engine(.init(detents: [.fitting]), content: 300)
    engine.handle(.present(animated: true), at: 0)
    for step in 1...120 {
      #expect(engine.step(to: Double(step) / 120).presenterRecession == .none)
    }
    #expect(engine.presenterRecessionRange == 393.5...787)
  }

  @Test("Reduce Motion keeps the recession: it is a state of the extent")
  func reduceMotionKeepsIt() {
    var configuration = Self.mediumLarge
    configuration.reduceMotion = true
    configuration.initialDetent = .large
    var engine = Phone.presented(configuration)
    #expect(engine.step(to: 1).presenterRecession.scale == PresenterRecession.fullScale)
  }

  @Test("a presenter that still takes touches is never receded: the recession starts above it")
  func undimmedSheetsLeaveThePresenter() {
    let undimmedMedium = Dimming(largestUndimmedDetent: .medium)
    let undimmedLarge = Dimming(largestUndimmedDetent: .large)
    let undimmedHigh = Dimming(largestUndimmedDetent: "high")
    let rows: [(line: UInt, dimming: Dimming, detents: [Detent], lower: Double, receded: Bool)] =
      [
        (#line, .modal, [.medium, .large], 393.5, true),  // dims from the start: half height
        (#line, undimmedMedium, [.medium, .large], 394, true),  // .medium takes touches: above it
        // 787 · 0.75 + 0.5
        (#line, undimmedHigh, [.fraction(0.75, identifier: "high"), .large], 590.75, true),
        (#line, undimmedLarge, [.medium, .large], 787, false),  // touches up to the top
        (#line, .clear, [.medium, .large], 787, false),  // touches at every height
        (
          #line, Dimming(maximumAlpha: 0, largestUndimmedDetent: .medium), [.medium, .large], 394,
          true
        ),
      ]
    for row in rows {
      let location = rowLocation(row.line)
      var configuration = SheetConfiguration(detents: row.detents)
      configuration.dimming = row.dimming
      configuration.initialDetent = .large
      var engine = Phone.presented(configuration)
      #expect(engine.presenterRecessionRange == row.lower...787, sourceLocation: location)
      let top = engine.step(to: 1)
      #expect(top.presenterRecession.isReceded == row.receded, sourceLocation: location)
      // Wherever the sheet lets touches through, the presenter is untouched.
      engine.handle(.dragBegan, at: 1)
      var time = 1.0
      for point in stride(from: 0.0, through: 787, by: 1) {
        time += 1.0 / 120
        engine.handle(.dragChanged(translation: point), at: time)
        let frame = engine.step(to: time)
        if frame.passesTouchesThrough {
          #expect(
            frame.presenterRecession == .none, "\(frame.extent)", sourceLocation: location)
        }
      }
    }
  }

  /// The dimming (a selector), the undimmed detent's fraction, and the drag's translation.
  static let engineInputs = zip(
    Gen.int(in: 0...3), Gen.double(in: 0...1), Gen.double(in: -900...900))

  @Test("in the engine, a presenter that takes touches is never receded, whatever the dimming")
  func neverRecededWhileTakingTouches() async {
    await seededPropertyCheck(count: 300, input: Self.engineInputs) { selector, fraction, drag in
      let undimmed = Detent.fraction(fraction, identifier: "undimmed")
      let dimmings: [Dimming] = [
        .modal, .clear, Dimming(largestUndimmedDetent: "undimmed"),
        Dimming(maximumAlpha: 0, largestUndimmedDetent: "undimmed"),
      ]
      var configuration = SheetConfiguration(detents: [undimmed, .medium, .large])
      configuration.dimming = dimmings[selector]
      configuration.initialDetent = .large
      var engine = Phone.presented(configuration)
      let range = engine.presenterRecessionRange
      #expect(range.lowerBound >= 0 && range.upperBound == Phone.maximumExtent)
      engine.handle(.dragBegan, at: 1)
      engine.handle(.dragChanged(translation: drag), at: 1.1)
      let frame = engine.step(to: 1.1)
      if frame.passesTouchesThrough {
        #expect(frame.presenterRecession == .none, "\(frame.extent) \(range)")
      }
      if selector == 1 { #expect(frame.presenterRecession == .none) }
    }
  }
}
