import BottomSheetCore

/// When a presentation's completion ran, against the frame at which the sheet first reached
/// its detent: the promise "a presentation finishes the moment the sheet first reaches its
/// detent" (``TransitionLifecycle``), measured on a device.
///
/// ```swift
/// var arrival = DeviceCheckArrival()
/// callbacks.didMove = { frame in arrival.record(extent: frame.extent) }
/// presentBottomSheet(sheet, callbacks: callbacks) { arrival.recordCompletion() }
/// // … once the sheet rests:
/// arrival.restingExtent = controller.sheetFrame.extent
/// arrival.figure   // "ran once, 1 frames after the sheet first reached 334.0 pt"
/// ```
///
/// It checks what the library controls: the completion ran exactly once, the sheet reached its
/// resting extent (within ``tolerance``) on some frame, and the completion did not run before
/// that frame (the adapter finishes UIKit's transition when the engine arrives, never earlier).
/// How many frames later UIKit called it depends on UIKit's ordering and on the machine's load
/// (a CI simulator drops frames), so that distance is reported in the figure, not bounded.
@_spi(SelfCheck) public struct DeviceCheckArrival: DeviceCheckMeasuring, Hashable {
  /// How close to its resting extent the sheet must come to count as arrived, in points.
  @_spi(SelfCheck) public var tolerance: Double
  /// The extent the sheet came to rest at, in points (nil until known).
  @_spi(SelfCheck) public var restingExtent: Double?
  /// The sheet's extent on each recorded frame, in order, in points.
  @_spi(SelfCheck) public private(set) var extents: [Double] = []
  /// For each run of the completion, how many frames had been recorded by then.
  @_spi(SelfCheck) public private(set) var completionFrames: [Int] = []

  /// An empty record; an extent within `tolerance` points of the resting extent counts as
  /// arrived.
  @_spi(SelfCheck) public init(tolerance: Double = DeviceCheckMeasurement.defaultTolerance) {
    self.tolerance = tolerance.isFinite ? abs(tolerance) : 0
  }

  /// Records the extent of a frame the sheet drew, in points.
  @_spi(SelfCheck) public mutating func record(extent: Double) {
    extents.append(extent)
  }

  /// Records that the presentation's completion ran now.
  @_spi(SelfCheck) public mutating func recordCompletion() {
    completionFrames.append(extents.count)
  }

  /// How many frames had been recorded when the sheet first reached its resting extent
  /// (1 for the first frame), or nil if it never did or the resting extent is not known.
  @_spi(SelfCheck) public var arrivalFrame: Int? {
    guard let target = restingExtent, target.isFinite else { return nil }
    return extents.firstIndex { $0.isFinite && $0 >= target - tolerance }.map { $0 + 1 }
  }

  /// How many frames after the arrival the completion ran (negative: before it), or nil.
  @_spi(SelfCheck) public var framesLate: Int? {
    guard let arrival = arrivalFrame, let completion = completionFrames.first else { return nil }
    return completion - arrival
  }

  /// `.pass` when the completion ran once, on or after the arrival frame; `.skip` when the
  /// resting extent is not known (nothing to measure the arrival against).
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    guard restingExtent?.isFinite == true else { return .skip }
    guard completionFrames.count == 1, let late = framesLate else { return .fail }
    return DeviceCheckVerdict(passes: late >= 0)
  }

  /// `ran once, 1 frames after the sheet first reached 334.0 pt (on or after it allowed)`.
  @_spi(SelfCheck) public var figure: String {
    let runs = completionFrames.count == 1 ? "ran once" : "ran \(completionFrames.count) times"
    guard let target = restingExtent, target.isFinite else {
      return "\(runs), resting extent unknown"
    }
    guard let arrival = arrivalFrame else {
      return "\(runs), the sheet never reached \(DeviceCheckFigures.points(target)) in "
        + "\(extents.count) frames"
    }
    guard let late = framesLate else { return "\(runs), arrived on frame \(arrival)" }
    return "\(runs), \(late) frames after the sheet first reached "
      + "\(DeviceCheckFigures.points(target)) (on or after it allowed)"
  }
}
