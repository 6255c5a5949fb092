import BottomSheetCore
import BottomSheetRules
import Testing

@Suite("Scroll view axes")
struct ScrollViewAxesTests {
  @Test func onlyVerticallyScrollingViewsHandOff() {
    let bounds = Size(width: 390, height: 700)
    let rows: [(line: UInt, axes: ScrollViewAxes, handsOff: Bool)] = [
      (
        #line, ScrollViewAxes(contentSize: Size(width: 390, height: 2000), boundsSize: bounds), true
      ),
      // Short content: the sheet's own pan takes the drag and the sheet moves directly.
      (
        #line, ScrollViewAxes(contentSize: Size(width: 390, height: 300), boundsSize: bounds), false
      ),
      (
        #line,
        ScrollViewAxes(
          contentSize: Size(width: 390, height: 300), boundsSize: bounds,
          alwaysBouncesVertically: true), true
      ),
      // A horizontal carousel.
      (
        #line, ScrollViewAxes(contentSize: Size(width: 2000, height: 700), boundsSize: bounds),
        false
      ),
      // Insets count toward the content: 650 + 60 > 700.
      (
        #line,
        ScrollViewAxes(
          contentSize: Size(width: 390, height: 650), boundsSize: bounds, insets: Insets(top: 60)),
        true
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
        false
      ),
    ]
    for row in rows {
      #expect(row.axes.handsOff == row.handsOff, sourceLocation: rowLocation(row.line))
    }
  }
}
