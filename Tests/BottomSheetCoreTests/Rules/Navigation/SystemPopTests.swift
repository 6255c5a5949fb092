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

  /// UIKit's percent, reported frame by frame, gives the speed the height settles with when the
  /// finger lifts: the change since the previous report over the time between them (progress
  /// per second), held at ω₀·(1 − progress) so the settle spring never passes the end. A report
  /// at the instant of the last one (or stamped before it) keeps the speed; one that is not a
  /// number keeps the progress, so the speed over its interval is 0 (issue 42, class 2).
  struct SpeedRow: Sendable, CustomTestStringConvertible {
    var name: String
    /// (UIKit's percent, the time it is reported); the swipe begins at 1 s.
    var reports: [(progress: Double, time: Double)]
    /// The progress and the speed the settle starts from when the finger lifts at the last
    /// report's time (or at the swipe's, for a report stamped before it).
    var progress: Double
    var speed: Double
    var location: SourceLocation
    var testDescription: String { name }
  }

  static let frame = 1.0 / 120
  /// ω₀ of the settle spring, per second.
  static let omega = NavigationSizing.settleSpring.naturalFrequency

  static let speedRows: [SpeedRow] = [
    SpeedRow(
      name: "two reports a frame apart", reports: [(0.10, 1 + frame), (0.12, 1 + 2 * frame)],
      progress: 0.12, speed: 0.02 * 120, location: #_sourceLocation),
    SpeedRow(
      name: "a first report past 0 at the swipe's own instant", reports: [(0.3, 1)],
      progress: 0.3, speed: 0, location: #_sourceLocation),
    // 0.3 · 120 = 36 per second, held at ω₀ · 0.7.
    SpeedRow(
      name: "a first report past 0 a frame after the swipe began", reports: [(0.3, 1 + frame)],
      progress: 0.3, speed: omega * 0.7, location: #_sourceLocation),
    SpeedRow(
      name: "a report repeated at its instant",
      reports: [(0.10, 1 + frame), (0.12, 1 + 2 * frame), (0.12, 1 + 2 * frame)],
      progress: 0.12, speed: 2.4, location: #_sourceLocation),
    SpeedRow(
      name: "a new report at the instant of the last",
      reports: [(0.10, 1 + frame), (0.12, 1 + 2 * frame), (0.125, 1 + 2 * frame)],
      progress: 0.125, speed: 2.4, location: #_sourceLocation),
    SpeedRow(
      name: "a report stamped before the last",
      reports: [(0.10, 1 + frame), (0.12, 1 + 2 * frame), (0.13, 1 + frame)], progress: 0.13,
      speed: 2.4, location: #_sourceLocation),
    // 0.01 in a nanosecond: 10⁷ per second, held at ω₀ · 0.87.
    SpeedRow(
      name: "a report a nanosecond after the last",
      reports: [(0.10, 1 + frame), (0.12, 1 + 2 * frame), (0.13, 1 + 2 * frame + 1e-9)],
      progress: 0.13, speed: omega * 0.87, location: #_sourceLocation),
    SpeedRow(
      name: "a NaN report", reports: [(0.10, 1 + frame), (.nan, 1 + 2 * frame)], progress: 0.10,
      speed: 0, location: #_sourceLocation),
    SpeedRow(
      name: "an infinite report", reports: [(0.10, 1 + frame), (.infinity, 1 + 2 * frame)],
      progress: 0.10, speed: 0, location: #_sourceLocation),
  ]

  @Test(
    "UIKit's percent gives the settle its speed, at the edges of its interval", arguments: speedRows
  )
  func settleSpeedFromReports(_ row: SpeedRow) {
    var stack = NavigationSizing(root: Self.list, containerWidth: 390)
    stack.push(Self.detail, animated: false, at: 0)
    let began = stack.systemPopBegan(at: 1)
    #expect(began, sourceLocation: row.location)
    var release = 1.0
    for report in row.reports {
      stack.systemPopChanged(progress: report.progress, at: report.time)
      release = max(release, report.time)
    }
    stack.systemPopInteractionChanged(isInteractive: false, isCancelled: false, at: release)
    let settle = SpringAnimation(
      spring: NavigationSizing.settleSpring, from: row.progress, to: 1,
      initialVelocity: row.speed, startTime: release)
    var highest = 0.0
    for step in 0...60 {
      let time = release + Double(step) * Self.frame
      let progress = stack.frame(at: time).progress
      #expect(progress.isFinite, sourceLocation: row.location)
      highest = max(highest, progress)
      if step <= 12 {
        expectClose(
          progress, settle.value(at: time), tolerance: 1e-9, "at \(time)",
          sourceLocation: row.location)
      }
    }
    #expect(highest <= 1, sourceLocation: row.location)
  }
}
