import BottomSheetCore
import BottomSheetRules
import Testing

@Suite("Navigation sizing: iOS 26's content back swipe")
struct SystemPopTests {
  static let list = NavigationSizingTests.list
  static let detail = NavigationSizingTests.detail

  enum Start { case fresh, afterTimedPop }

  @Test("the height follows UIKit's percent and finishes or cancels as UIKit decided")
  func followsUIKitsPop() {
    // UIKit's progress is held at 30 %, then the finger lifts; whatever the last speed, UIKit's
    // own decision (not the sheet's projection) finishes or cancels the height.
    typealias Row = (line: UInt, start: Start, cancelled: Bool, stack: Int, extent: Double)
    let rows: [Row] = [
      (#line, .fresh, false, 1, 334),  // finished: 300 + 34
      (#line, .fresh, true, 2, 534),  // cancelled: back to 500 + 34
      (#line, .afterTimedPop, false, 1, 334),
      (#line, .afterTimedPop, true, 2, 534),
    ]
    for row in rows {
      let location = rowLocation(row.line)
      var rig = NavigationRig(screens: [Self.list, Self.detail])
      rig.run(until: 1)
      if row.start == .afterTimedPop {
        // UIKit's popViewController(animated:) is called first and begins a timed pop.
        rig.navigation.pop(animated: true, at: 1)
      }
      let began = rig.navigation.systemPopBegan(at: 1)
      #expect(began, sourceLocation: location)
      for step in 1...36 {
        let time = 1 + Double(step) / 120
        rig.navigation.systemPopChanged(progress: 0.3 * Double(step) / 36, at: time)
        // The sheet's edge pan cannot move a pop the system drives.
        rig.navigation.interactivePopChanged(translation: 390, at: time)
        rig.run(until: time)
      }
      // At 30 % the height is 500 − 0.3 · 200 (+ 34). A report that UIKit still follows the
      // finger settles nothing.
      expectClose(rig.extent(at: 1.3), 474, tolerance: 1e-6, sourceLocation: location)
      rig.navigation.systemPopInteractionChanged(
        isInteractive: true, isCancelled: row.cancelled, at: 1.3)
      rig.run(until: 1.6)
      expectClose(rig.extent(at: 1.6), 474, tolerance: 1e-6, sourceLocation: location)
      rig.navigation.systemPopInteractionChanged(
        isInteractive: false, isCancelled: row.cancelled, at: 1.6)
      // UIKit's completion reports the same end again: nothing changes.
      rig.navigation.systemPopInteractionChanged(
        isInteractive: false, isCancelled: !row.cancelled, at: 1.7)
      rig.run(until: 3)
      expectClose(rig.extent(at: 3), row.extent, tolerance: 1e-6, sourceLocation: location)
      #expect(rig.navigation.stack.count == row.stack, sourceLocation: location)
      #expect(
        rig.events == [row.cancelled ? .didCancel(screen: 2) : .didShow(screen: 1)],
        sourceLocation: location)
    }
  }

  @Test("UIKit's percent moves only a pop the system drives")
  func systemProgressIgnoredElsewhere() {
    var rig = NavigationRig(screens: [Self.list, Self.detail])
    rig.run(until: 1)
    // The sheet's own edge pan drives this pop: UIKit's percent (a frame late) is ignored.
    let began = rig.navigation.interactivePopBegan(at: 1)
    #expect(began)
    rig.navigation.interactivePopChanged(translation: 117, at: 1.1)
    rig.navigation.systemPopChanged(progress: 0.9, at: 1.1)
    rig.navigation.systemPopInteractionChanged(isInteractive: false, isCancelled: false, at: 1.1)
    rig.run(until: 1.2)
    let frame = rig.navigation.frame(at: 1.2)
    expectClose(frame.progress, 0.3, tolerance: 1e-12)
    #expect(frame.isInteractive)
    // A pop already following a finger is not taken over by the system's gesture.
    let takenOver = rig.navigation.systemPopBegan(at: 1.2)
    #expect(!takenOver)
  }

  @Test("nothing to pop, or a push running: the system's pop is not followed")
  func refusals() {
    var root = NavigationSizing(root: Self.list, containerWidth: 390)
    let rootBegan = root.systemPopBegan(at: 1)
    #expect(!rootBegan)
    #expect(!root.isTransitioning)
    var pushing = NavigationSizing(root: Self.list, containerWidth: 390)
    pushing.push(Self.detail, animated: true, at: 1)
    let pushBegan = pushing.systemPopBegan(at: 1.01)
    #expect(!pushBegan)
    let frame = pushing.frame(at: 1.01)
    #expect(!frame.isInteractive)
  }
}
