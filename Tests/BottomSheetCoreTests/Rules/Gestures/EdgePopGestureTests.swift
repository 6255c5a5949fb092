import BottomSheetCore
import BottomSheetRules
import Testing

@Suite("Edge pop: where and when it starts")
struct EdgePopGestureTests {
  typealias Row = (
    line: UInt, startX: Double, width: Double, vx: Double, vy: Double,
    direction: SheetLayoutDirection, depth: Int, transitioning: Bool, phase: SheetPhase,
    begins: Bool
  )

  @Test("each touch starts a pop or not as its row says")
  func begins() {
    let rows: [Row] = [
      // A 560 pt sheet centred on an iPad: its own left edge, not the screen's.
      (#line, 8, 560, 400, 20, .leftToRight, 2, false, .resting, true),
      (#line, 19.9, 560, 400, 20, .leftToRight, 2, false, .resting, true),
      (#line, 40, 560, 400, 20, .leftToRight, 2, false, .resting, false),
      (#line, 8, 560, -400, 20, .leftToRight, 2, false, .resting, false),  // toward the edge
      (#line, 8, 560, 100, 300, .leftToRight, 2, false, .resting, false),  // mostly vertical
      (#line, 8, 560, 400, 20, .leftToRight, 1, false, .resting, false),  // nothing to pop to
      (#line, 8, 560, 400, 20, .leftToRight, 2, true, .resting, false),  // a push is running
      (#line, 8, 560, 400, 20, .leftToRight, 2, false, .dragging, false),  // finger on the sheet
      (#line, 8, 560, 400, 20, .leftToRight, 2, false, .settling, true),  // still springing
      (#line, 8, 560, 400, 20, .leftToRight, 2, false, .dismissing, false),
      // Right to left: the right edge, moving left.
      (#line, 552, 560, -400, 20, .rightToLeft, 2, false, .resting, true),
      (#line, 8, 560, 400, 20, .rightToLeft, 2, false, .resting, false),
      (#line, 552, 560, 400, 20, .rightToLeft, 2, false, .resting, false),
      (#line, .nan, 560, 400, 20, .leftToRight, 2, false, .resting, false),
    ]
    for row in rows {
      let begins = EdgePopGesture.begins(
        startX: row.startX, width: row.width, velocityX: row.vx, velocityY: row.vy,
        direction: row.direction, stackDepth: row.depth, isTransitioning: row.transitioning,
        sheetPhase: row.phase)
      #expect(begins == row.begins, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("right to left mirrors the pop's translation and both screens' slide")
  func mirroring() {
    #expect(EdgePopGesture.popTranslation(-120, direction: .rightToLeft) == 120)
    #expect(EdgePopGesture.popTranslation(120, direction: .leftToRight) == 120)
    let frame = NavigationFrame(
      fromScreen: 2, toScreen: 1, progress: 0.4, contentHeight: 300, isTransitioning: true,
      isInteractive: true, isPop: true)
    let ltr = frame.screenOffsets(for: .leftToRight)
    let rtl = frame.screenOffsets(for: .rightToLeft)
    #expect(ltr.from == 0.4 && rtl.from == -0.4)
    #expect(abs(ltr.to + 0.18) < 1e-12 && abs(rtl.to - 0.18) < 1e-12)
    #expect(!EdgePopGesture.sheetDragMayBegin(duringInteractivePop: true))
    #expect(EdgePopGesture.sheetDragMayBegin(duringInteractivePop: false))
  }

  @Test("a swipe whose touch-down caught a springing sheet still pops, and lets go of the catch")
  func popOverAStillCatch() {
    let rows: [(line: UInt, phase: SheetPhase, heldStill: Bool, begins: Bool)] = [
      (#line, .dragging, true, true),  // the catch has not moved the sheet: no drag yet
      (#line, .dragging, false, false),  // a finger drags the sheet
      (#line, .dismissing, true, false),
      (#line, .hidden, true, false),
    ]
    for row in rows {
      let begins = EdgePopGesture.begins(
        startX: 8, width: 390, velocityX: 400, velocityY: 20, direction: .leftToRight,
        stackDepth: 2, isTransitioning: false, sheetPhase: row.phase,
        sheetIsHeldStill: row.heldStill)
      #expect(begins == row.begins, sourceLocation: rowLocation(row.line))
    }
    #expect(EdgePopGesture.inputs(atPopStartHeldStill: true) == [.touchLifted])
    #expect(EdgePopGesture.inputs(atPopStartHeldStill: false) == [])
    // With the engine: a touch-down catches a settling sheet; the pop's start lets it go, and
    // the sheet comes to rest instead of staying frozen under the finger.
    var engine = Phone.presented(SheetConfiguration(detents: [.medium, .large]))
    engine.handle(.selectDetent(.large, animated: true), at: 1)
    let caught = engine.handle(.touchDown, at: 1.1)
    #expect(caught && engine.isHeldByStillCatch)
    for input in EdgePopGesture.inputs(atPopStartHeldStill: engine.isHeldByStillCatch) {
      engine.handle(input, at: 1.15)
    }
    #expect(!engine.isHeldByStillCatch)
    #expect(engine.step(to: 4).phase == .resting)
  }
}
