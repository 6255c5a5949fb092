import BottomSheetCore
import BottomSheetRules
import Testing

@Suite("Back swipes: which gesture wins")
struct BackSwipePriorityTests {
  static let list = ScrollViewAxes(
    contentSize: Size(width: 390, height: 2000), boundsSize: Size(width: 390, height: 700))
  static let pager = ScrollViewAxes(
    contentSize: Size(width: 1170, height: 300), boundsSize: Size(width: 390, height: 300))
  static let frozenPager = ScrollViewAxes(
    contentSize: Size(width: 1170, height: 300), boundsSize: Size(width: 390, height: 300),
    isScrollEnabled: false)
  static let bouncingStrip = ScrollViewAxes(
    contentSize: Size(width: 390, height: 80), boundsSize: Size(width: 390, height: 80),
    alwaysBouncesHorizontally: true)

  @Test("a touch may become a pop only in the leading edge band of a stack that can pop")
  func mayStart() {
    typealias Row = (
      line: UInt, startX: Double, width: Double, direction: SheetLayoutDirection, depth: Int,
      transitioning: Bool, mayStart: Bool
    )
    let rows: [Row] = [
      (#line, 0, 390, .leftToRight, 2, false, true),
      (#line, 20, 390, .leftToRight, 2, false, true),
      (#line, 20.5, 390, .leftToRight, 2, false, false),
      (#line, -12, 390, .leftToRight, 2, false, true),  // just left of a narrower sheet
      (#line, 8, 390, .leftToRight, 1, false, false),  // the root: nothing to pop
      (#line, 8, 390, .leftToRight, 3, true, false),  // a push is running
      (#line, 382, 390, .rightToLeft, 2, false, true),
      (#line, 8, 390, .rightToLeft, 2, false, false),
      (#line, .nan, 390, .leftToRight, 2, false, false),
      (#line, 8, .infinity, .leftToRight, 2, false, false),
    ]
    for row in rows {
      let mayStart = EdgePopGesture.mayStart(
        startX: row.startX, width: row.width, direction: row.direction, stackDepth: row.depth,
        isTransitioning: row.transitioning)
      #expect(mayStart == row.mayStart, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("in the edge band the content's drags wait for the edge pop; taps and outside never do")
  func rivalsWaitForTheEdgePop() {
    typealias Row = (
      line: UInt, rival: BackSwipePriority.Rival, inStack: Bool, inBand: Bool, waits: Bool
    )
    let rows: [Row] = [
      (#line, .drag, true, true, true),  // a table's swipe actions
      (#line, .scrollView(Self.pager), true, true, true),  // a horizontal pager
      (#line, .scrollView(Self.list), true, true, true),  // a vertical list
      (#line, .discrete, true, true, false),  // a tap or a long press is not delayed
      (#line, .drag, true, false, false),  // away from the edge
      (#line, .scrollView(Self.pager), true, false, false),
      (#line, .scrollView(Self.list), false, true, false),  // outside the stack
      (#line, .drag, false, true, false),  // the sheet's own pan
    ]
    for row in rows {
      let waits = BackSwipePriority.rivalWaitsForEdgePop(
        row.rival, isInStack: row.inStack, edgePopMayStart: row.inBand)
      #expect(waits == row.waits, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("the content back swipe waits only for a horizontal scroller in the stack")
  func contentPopWaitsForHorizontalScrollers() {
    typealias Row = (line: UInt, rival: BackSwipePriority.Rival, inStack: Bool, waits: Bool)
    let rows: [Row] = [
      (#line, .scrollView(Self.pager), true, true),
      (#line, .scrollView(Self.bouncingStrip), true, true),
      (#line, .scrollView(Self.list), true, false),  // a vertical list: the back swipe pops
      (#line, .scrollView(Self.frozenPager), true, false),  // scrolling switched off
      (#line, .scrollView(Self.pager), false, false),  // not in the stack
      (#line, .drag, true, false),
      (#line, .discrete, true, false),
    ]
    for row in rows {
      let waits = BackSwipePriority.contentPopWaits(for: row.rival, isInStack: row.inStack)
      #expect(waits == row.waits, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("the horizontal axis reads from the width, the insets and the bounce flag")
  func horizontalAxis() {
    let bounds = Size(width: 390, height: 300)
    let rows: [(line: UInt, axes: ScrollViewAxes, horizontal: Bool)] = [
      (#line, Self.pager, true),
      (#line, Self.list, false),
      (#line, Self.bouncingStrip, true),
      (
        #line,
        ScrollViewAxes(
          contentSize: Size(width: 360, height: 300), boundsSize: bounds,
          insets: Insets(left: 20, right: 20)),
        true
      ),
      (#line, ScrollViewAxes(contentSize: Size(width: .nan, height: 0), boundsSize: bounds), false),
    ]
    for row in rows {
      #expect(
        row.axes.scrollsHorizontally == row.horizontal, sourceLocation: rowLocation(row.line))
    }
  }
}
