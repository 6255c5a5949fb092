import BottomSheetCore

/// The detents a presenting sheet headed for, frame by frame, on a device, against the promise
/// "the first frame already uses the content's detents": every frame of the presentation heads
/// for the detent the content asked for, from the first one on, so the sheet never re-targets
/// mid-presentation (and VoiceOver never announces a detent the app did not ask for).
///
/// ```swift
/// var arrival = DeviceCheckFirstDetent(expected: "medium")
/// arrival.record(detent: "medium")      // each frame until the sheet rests
/// arrival.verdict   // .pass
/// arrival.figure    // "first frame heads for medium, 0 re-targets (expected medium)"
/// ```
@_spi(SelfCheck) public struct DeviceCheckFirstDetent: DeviceCheckMeasuring, Hashable {
  /// The detent every frame should head for, as printed.
  @_spi(SelfCheck) public var expected: String
  /// The detent the first frame headed for; nil before a frame with a detent was recorded.
  @_spi(SelfCheck) public private(set) var first: String?
  /// How many times a frame headed elsewhere than the frame before it.
  @_spi(SelfCheck) public private(set) var retargets = 0
  private var last: String?

  /// Records the frames of one presentation; passes when the first heads for `expected` and
  /// none re-targets.
  @_spi(SelfCheck) public init(expected: String) {
    self.expected = expected
  }

  /// Records a frame heading for `detent` (nil: a frame with none, which is skipped).
  @_spi(SelfCheck) public mutating func record(detent: String?) {
    guard let detent else { return }
    if first == nil { first = detent }
    if let last, last != detent { retargets += 1 }
    last = detent
  }

  /// `.pass` when the first frame heads for ``expected`` and none re-targets.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    DeviceCheckVerdict(passes: first == expected && retargets == 0)
  }

  /// `first frame heads for medium, 0 re-targets (expected medium)`.
  @_spi(SelfCheck) public var figure: String {
    "first frame heads for \(first ?? "nothing"), \(retargets) re-target\(retargets == 1 ? "" : "s")"
      + " (expected \(expected))"
  }
}
