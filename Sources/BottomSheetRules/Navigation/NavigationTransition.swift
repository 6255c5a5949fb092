import BottomSheetCore

/// A push or pop in progress.
struct NavigationTransition: Sendable {
  /// What moves the progress.
  enum Driver: Sendable {
    /// A timed animation that began at `start` (seconds).
    case timed(start: Double)
    /// A finger at `progress` (0…1), moving at `velocity` (progress per second).
    case interactive(progress: Double, velocity: Double, lastTime: Double)
    /// A spring carrying the progress to 1 (`finishing`) or back to 0.
    case settling(SpringAnimation, finishing: Bool)
  }

  var from: NavigationScreen
  var to: NavigationScreen
  var isPop: Bool
  /// The displayed heights of both screens: springs, so a height change mid-transition blends in.
  var fromHeight: SpringAnimation
  var toHeight: SpringAnimation
  var driver: Driver
  /// The stack once the transition finishes.
  var finishedStack: [NavigationScreen]
  /// The stack if it is cancelled.
  var cancelledStack: [NavigationScreen]
  /// Whether UIKit animates this pop itself, driven by the system's content back swipe (iOS 26),
  /// and the progress comes from UIKit's transition rather than from the sheet's edge pan.
  var followsSystem = false

  /// The progress at `time`, 0…1.
  func progress(at time: Double) -> Double {
    let raw: Double
    switch driver {
    case .timed(let start):
      let linear = (time - start) / NavigationSizing.transitionDuration
      raw = NavigationSizing.transitionCurve.value(at: min(max(linear, 0), 1))
    case .interactive(let progress, _, _):
      raw = progress
    case .settling(let animation, _):
      raw = animation.value(at: time)
    }
    return raw.isFinite ? min(max(raw, 0), 1) : 0
  }

  /// Whether the transition has ended at `time`, and whether it finished.
  func outcome(at time: Double) -> Bool? {
    switch driver {
    case .timed(let start):
      return time - start >= NavigationSizing.transitionDuration ? true : nil
    case .interactive:
      return nil
    case .settling(let animation, let finishing):
      return animation.isSettled(at: time) ? finishing : nil
    }
  }
}
