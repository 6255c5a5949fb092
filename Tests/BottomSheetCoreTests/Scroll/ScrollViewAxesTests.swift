import BottomSheetCore
import Testing

@Suite("Scroll view axes")
struct ScrollViewAxesTests {
  @Test func onlyVerticalOrStillScrollViewsHandOff() {
    let bounds = Size(width: 390, height: 700)
    let rows: [(line: UInt, axes: ScrollViewAxes, handsOff: Bool)] = [
      (
        #line, ScrollViewAxes(contentSize: Size(width: 390, height: 2000), boundsSize: bounds), true
      ),
      // Short content: the sheet takes the drag through the handoff.
      (#line, ScrollViewAxes(contentSize: Size(width: 390, height: 300), boundsSize: bounds), true),
      // A carousel: horizontal only.
      (
        #line, ScrollViewAxes(contentSize: Size(width: 2000, height: 700), boundsSize: bounds),
        false
      ),
      (
        #line,
        ScrollViewAxes(
          contentSize: Size(width: 390, height: 300), boundsSize: bounds,
          alwaysBouncesHorizontally: true), false
      ),
      // Both directions (a map-like canvas): vertical movement is shared.
      (
        #line, ScrollViewAxes(contentSize: Size(width: 2000, height: 2000), boundsSize: bounds),
        true
      ),
      // Insets count toward the content.
      (
        #line,
        ScrollViewAxes(
          contentSize: Size(width: 390, height: 650), boundsSize: bounds,
          insets: Insets(top: 60)), true
      ),
      (
        #line,
        ScrollViewAxes(
          contentSize: Size(width: 390, height: 2000), boundsSize: bounds, isScrollEnabled: false),
        false
      ),
      (
        #line,
        ScrollViewAxes(contentSize: Size(width: .nan, height: .infinity), boundsSize: bounds),
        true
      ),
    ]
    for row in rows {
      #expect(row.axes.handsOff == row.handsOff, sourceLocation: rowLocation(row.line))
    }
  }
}
