import BottomSheetCore
import BottomSheetRules
import Testing

@Suite("ScrollViewTracking: the scroll view an app names is the one tracked")
struct ScrollViewTrackingTests {
  @Test("a screen is asked for its scroll view only once its view is loaded")
  func named() {
    let rows:
      [(line: UInt, loaded: Bool, names: ScrollViewID?, expected: ScrollViewID?, asks: Bool)] = [
        (#line, true, ScrollViewID(7), ScrollViewID(7), true),
        (#line, true, nil, nil, true),
        (#line, false, ScrollViewID(7), nil, false),
      ]
    for row in rows {
      let (named, asked) = asking(row.names) {
        ScrollViewTracking.named(viewIsLoaded: row.loaded, read: $0)
      }
      #expect(named == row.expected, sourceLocation: rowLocation(row.line))
      #expect(asked == row.asks, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("a navigation stack's top screen decides; any other content names its own")
  func tracked() {
    var named = NavigationSizing(
      root: NavigationScreen(id: 1, preferredHeight: 200, scrollView: ScrollViewID(5)),
      containerWidth: 390)
    var unnamed = NavigationSizing(
      root: NavigationScreen(id: 1, preferredHeight: 200), containerWidth: 390)
    var sliding = named
    sliding.push(NavigationScreen(id: 2, preferredHeight: 300), animated: true, at: 0)
    _ = named.frame(at: 0)
    _ = unnamed.frame(at: 0)
    let rows:
      [(line: UInt, stack: NavigationSizing?, content: ScrollViewID?, expected: ScrollViewID?)] = [
        // Plain modal content and a persistent container's sheet: the content's own.
        (#line, nil, ScrollViewID(9), ScrollViewID(9)),
        (#line, nil, nil, nil),
        // A stack: its top screen's, whatever else is named; none while it slides.
        (#line, named, ScrollViewID(9), ScrollViewID(5)),
        (#line, unnamed, ScrollViewID(9), nil),
        (#line, sliding, ScrollViewID(9), nil),
      ]
    for row in rows {
      #expect(
        ScrollViewTracking.trackedScrollView(stack: row.stack, content: row.content)
          == row.expected, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("a screen's scroll view read after its view loaded is tracked, mid-push too")
  func namedLate() {
    var sizing = NavigationSizing(
      root: NavigationScreen(id: 1, preferredHeight: 200), containerWidth: 390)
    // Pushed before its view loaded: nothing named yet.
    sizing.push(NavigationScreen(id: 2, preferredHeight: 300), animated: true, at: 0)
    sizing.setScrollView(ScrollViewID(8), for: 2)
    #expect(sizing.screen(withID: 2)?.scrollView == ScrollViewID(8))
    _ = sizing.frame(at: 1)
    #expect(sizing.trackedScrollView == ScrollViewID(8))
    sizing.setScrollView(ScrollViewID(4), for: 2)
    #expect(sizing.trackedScrollView == ScrollViewID(4))
    sizing.setScrollView(ScrollViewID(3), for: 99)
    #expect(sizing.trackedScrollView == ScrollViewID(4))
  }
}
