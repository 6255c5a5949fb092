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
/// arrival.figure   // "completion 0 frames after the sheet first reached 334.0 pt (allowed 0...2)"
/// ```
///
/// It passes when the completion ran once, the sheet reached its resting extent (within
/// ``tolerance``) on some frame, and the completion ran on that frame or at most
/// ``framesOfGrace`` frames later, never before it.
@_spi(SelfCheck) public struct DeviceCheckArrival: DeviceCheckMeasuring, Hashable {
  /// How many frames after the arrival UIKit may call the completion: it calls it once the
  /// transition context completes, after the frame that finished it was drawn.
  @_spi(SelfCheck) public static let framesOfGrace = 2

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

  /// `.pass` when the completion ran once, within ``framesOfGrace`` frames after the arrival.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    guard completionFrames.count == 1, let late = framesLate else { return .fail }
    return DeviceCheckVerdict(passes: (0...Self.framesOfGrace).contains(late))
  }

  /// `completion 0 frames after the sheet first reached 334.0 pt (allowed 0...2)`.
  @_spi(SelfCheck) public var figure: String {
    let target = restingExtent.map(DeviceCheckFigures.points) ?? "its detent"
    let runs = completionFrames.count == 1 ? "" : ", ran \(completionFrames.count) times"
    guard let late = framesLate else {
      return "no arrival at \(target) with a completion in \(extents.count) frames\(runs)"
    }
    return "completion \(late) frames after the sheet first reached \(target)"
      + " (allowed 0...\(Self.framesOfGrace))\(runs)"
  }
}
