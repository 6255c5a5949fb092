/// A drag in progress, in extent units (points above the base line, up positive).
struct DragState: Sendable {
  /// The extent when the finger went down.
  var startExtent: Double
  /// The finger's total translation in screen points, down positive.
  var translation: Double
  /// The unconstrained extent the finger asks for (`startExtent − translation`).
  var rawExtent: Double
  /// The sheet's extent after rubber-banding.
  var extent: Double
  /// The smoothed speed of the sheet, in points per second, up positive.
  var velocity: Double
  /// When the last drag event arrived, in seconds.
  var lastTime: Double
  /// Whether this drag is a touch-down that caught the moving sheet and has not moved it yet
  /// (``SheetInput/touchDown``): its release never dismisses (`SheetEngine+Catch.swift`).
  var isStillCatch = false
}
