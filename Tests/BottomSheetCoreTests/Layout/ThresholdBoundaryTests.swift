import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// Every documented threshold of the core, just inside and just outside it.
@Suite("Documented thresholds at their boundaries")
struct ThresholdBoundaryTests {
  @Test func aKeyboardTallerThanTheRoomBelowTheTopGapIsCappedAndReported() {
    // 844 − 47 (top inset) − 10 (top gap) = 787 pt of room for the keyboard.
    let rows: [(line: UInt, overlap: Double, kept: Double, corrected: Bool)] = [
      (#line, 786.99, 786.99, false),
      (#line, 787, 787, false),
      (#line, 787.01, 787, true),
      (#line, 5_000, 787, true),
    ]
    for row in rows {
      let location = rowLocation(row.line)
      var context = Phone.context()
      context.keyboardOverlap = row.overlap
      var corrections = InputCorrections()
      let sanitized = context.sanitized(&corrections)
      #expect(sanitized.keyboardOverlap == row.kept, sourceLocation: location)
      #expect(corrections.contains(.exceedsContainer) == row.corrected, sourceLocation: location)
      // The engine shows the capped keyboard and reports the correction.
      var engine = Phone.presented()
      engine.handle(.keyboardChanged(overlap: row.overlap, animation: .immediate), at: 1)
      #expect(engine.step(to: 1).keyboardLift == row.kept, sourceLocation: location)
      #expect(
        engine.corrections.contains(.exceedsContainer) == row.corrected, sourceLocation: location)
    }
  }

  @Test func detentsMergeOnlyWithinTheMergeTolerance() {
    let tolerance = ResolvedDetents.mergeTolerance
    let layout = SheetLayout(context: Phone.context())
    let rows: [(line: UInt, gap: Double, stops: Int)] = [
      (#line, 0, 1),
      (#line, tolerance - 0.01, 1),
      (#line, tolerance, 2),  // exactly the tolerance apart: two stops
      (#line, tolerance + 0.01, 2),
    ]
    for row in rows {
      let detents = ResolvedDetents(
        detents: [.height(300, identifier: "a"), .height(300 + row.gap, identifier: "b")],
        layout: layout)
      #expect(detents.stops.count == row.stops, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func aSheetIsCentredAndNarrowedOnlyAboveTheWideThreshold() {
    let threshold = SheetLayout.wideContainerThreshold
    let rows: [(line: UInt, width: Double, sheetWidth: Double)] = [
      (#line, threshold - 0.01, threshold - 0.01),
      (#line, threshold, threshold),
      (#line, threshold + 0.01, SheetLayout.wideSheetWidth),
    ]
    for row in rows {
      let layout = SheetLayout(
        context: LayoutContext(containerSize: Size(width: row.width, height: 844)))
      let rect = layout.frame(forExtent: 300, keyboardLift: 0)
      #expect(rect.width == row.sheetWidth, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func theEdgePopBandEndsAtItsWidth() {
    let band = EdgePopGesture.edgeWidth
    let rows: [(line: UInt, startX: Double, direction: SheetLayoutDirection, begins: Bool)] = [
      (#line, band, .leftToRight, true),
      (#line, band + 0.01, .leftToRight, false),
      (#line, -band, .leftToRight, true),
      (#line, -band - 0.01, .leftToRight, false),
      (#line, 390 - band, .rightToLeft, true),
      (#line, 390 - band - 0.01, .rightToLeft, false),
    ]
    for row in rows {
      let begins = EdgePopGesture.begins(
        startX: row.startX, width: 390, velocityX: 500 * row.direction.sign, velocityY: 0,
        direction: row.direction, stackDepth: 2, isTransitioning: false, sheetPhase: .resting)
      #expect(begins == row.begins, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func aStillFingerStopsCountingAsMovingAfterTheStaleInterval() {
    let stale = SheetEngine.staleInputInterval
    // (the silence since the last move, whether the sheet still reports speed); 1e-9 s either
    // side of the interval, since sums of decimal times are not exact in binary.
    let rows: [(line: UInt, silence: Double, moving: Bool)] = [
      (#line, stale - 0.001, true),
      (#line, stale - 1e-9, true),
      (#line, stale + 1e-9, false),
    ]
    for row in rows {
      var engine = Phone.presented(SheetConfiguration(detents: [.medium, .large]))
      engine.handle(.dragBegan, at: 1)
      engine.handle(.dragChanged(translation: -10), at: 1.01)
      engine.handle(.dragChanged(translation: -20), at: 1.02)
      let velocity = engine.step(to: 1.02 + row.silence).velocity
      #expect((velocity != 0) == row.moving, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func fittingMeasurementToleranceBoundaries() {
    let tolerance = FittingMeasurement.tolerance
    // (measured, measured with double the offer, flexible) when offered 844 pt.
    let rows: [(line: UInt, measured: Double, double: Double, flexible: Bool)] = [
      (#line, 844 - tolerance - 0.01, 844 - tolerance - 0.01, false),
      (#line, 844 - tolerance, 844 - tolerance, true),  // fills the offer within tolerance
      (#line, 400, 400 + tolerance, false),  // rounding, not growth
      (#line, 400, 400 + tolerance + 0.01, true),
    ]
    for row in rows {
      let height = FittingMeasurement.preferredHeight(
        measured: row.measured, offered: 844, measuredWithDouble: row.double)
      #expect((height == 844) == row.flexible, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func aSheetCountsAsArrivedWithinTheArrivalTolerance() {
    let tolerance = TransitionLifecycle.arrivalTolerance
    // (distance below the detent when the engine reports, whether the presentation finishes)
    let rows: [(line: UInt, distance: Double, finishes: Bool)] = [
      (#line, tolerance, true),
      (#line, tolerance + 0.01, false),
    ]
    for row in rows {
      var lifecycle = TransitionLifecycle()
      _ = lifecycle.handle(.hostWillPresent(animated: true))
      _ = lifecycle.handle(
        .engineUpdated(
          TransitionLifecycle.EngineStatus(
            presentationState: .presenting, phase: .presenting, extent: 10, detentExtent: 400)))
      _ = lifecycle.handle(.hostTransitionStarted)
      let commands = lifecycle.handle(
        .engineUpdated(
          TransitionLifecycle.EngineStatus(
            presentationState: .presenting, phase: .presenting, extent: 400 - row.distance,
            detentExtent: 400)))
      #expect(
        commands.contains(.finishTransition) == row.finishes, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func clampsHoldExactlyAtTheirLimits() {
    let limits: [(line: UInt, kept: Double, clamped: Double, value: (Double) -> Double)] = [
      // A length: up to LayoutContext.maximumLength.
      (
        #line, LayoutContext.maximumLength, LayoutContext.maximumLength.nextUp,
        { value in
          var corrections = InputCorrections()
          return LayoutContext(
            containerSize: Phone.size, preferredContentHeight: value
          ).sanitized(&corrections).preferredContentHeight
        }
      ),
      // A control point's y: up to ±TimingCurve.maximumControlY.
      (
        #line, TimingCurve.maximumControlY, TimingCurve.maximumControlY.nextUp,
        { TimingCurve(c1x: 0.5, c1y: $0, c2x: 0.5, c2y: 1).c1y }
      ),
      // A damping ratio: at least SheetSpring.minimumDampingRatio.
      (
        #line, SheetSpring.minimumDampingRatio, SheetSpring.minimumDampingRatio.nextDown,
        { SheetSpring(response: 0.5, dampingRatio: $0).dampingRatio }
      ),
      // A keyboard animation's duration: up to KeyboardAnimation.maximumDuration.
      (
        #line, KeyboardAnimation.maximumDuration, KeyboardAnimation.maximumDuration.nextUp,
        { KeyboardAnimation.curve(.linear, duration: $0).duration ?? .nan }
      ),
    ]
    for row in limits {
      let location = rowLocation(row.line)
      expectClose(row.value(row.kept), row.kept, tolerance: 1e-9, sourceLocation: location)
      let clamped = row.value(row.clamped)
      #expect(clamped != row.clamped, sourceLocation: location)
      expectClose(clamped, row.kept, tolerance: 1e-9, sourceLocation: location)
    }
  }

  @Test func releaseSpeedsAreCorrectedOnlyAboveTheMaximum() {
    let rows: [(line: UInt, speed: Double, corrected: Bool)] = [
      (#line, SheetEngine.maximumSpeed, false),
      (#line, SheetEngine.maximumSpeed + 1, true),
    ]
    for row in rows {
      var engine = Phone.presented(SheetConfiguration(detents: [.medium, .large]))
      engine.handle(.dragBegan, at: 1)
      engine.handle(.dragChanged(translation: -10), at: 1.01)
      engine.handle(.dragEnded(velocity: -row.speed), at: 1.02)
      #expect(
        engine.corrections.contains(.excessiveVelocity) == row.corrected,
        sourceLocation: rowLocation(row.line))
    }
  }

  @Test func aRelayoutMovesTheSheetOnlyFromHalfThePositionTolerance() {
    // A content change that moves the fitting detent by less than half the position tolerance
    // leaves a resting sheet where it is; half the tolerance or more moves it.
    let half = SheetEngine.positionTolerance / 2
    let rows: [(line: UInt, change: Double, moves: Bool)] = [
      (#line, half * 0.9, false),
      (#line, half * 1.1, true),
    ]
    for row in rows {
      var engine = Phone.presented(content: 300)
      engine.handle(.contentHeightChanged(300 + row.change, animated: true), at: 1)
      let extent = engine.step(to: 2).extent
      #expect((extent != 334) == row.moves, sourceLocation: rowLocation(row.line))
    }
  }
}
