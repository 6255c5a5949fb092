import BottomSheetCore

/// A count of events on a device (callbacks, completions, layout passes) against the range the
/// package promises.
///
/// ```swift
/// var completions = DeviceCheckTally(allowed: 1...1)   // "ends exactly once"
/// completions.record()
/// completions.verdict   // .pass
/// completions.figure    // "1 (allowed 1...1)"
/// ```
@_spi(SelfCheck) public struct DeviceCheckTally: DeviceCheckMeasuring, Hashable {
  /// The counts that pass.
  @_spi(SelfCheck) public var allowed: ClosedRange<Int>
  /// How many events were counted.
  @_spi(SelfCheck) public private(set) var count: Int

  /// A tally of `count` events (0 unless given) that passes within `allowed`.
  @_spi(SelfCheck) public init(allowed: ClosedRange<Int>, count: Int = 0) {
    self.allowed = allowed
    self.count = count
  }

  /// A tally that passes at `minimum` events or more.
  @_spi(SelfCheck) public static func atLeast(_ minimum: Int, count: Int = 0) -> DeviceCheckTally {
    DeviceCheckTally(allowed: minimum...Int.max, count: count)
  }

  /// Counts `events` more (one unless given); a negative number counts nothing.
  @_spi(SelfCheck) public mutating func record(_ events: Int = 1) {
    count += max(events, 0)
  }

  /// Whether ``count`` is within ``allowed``.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    DeviceCheckVerdict(passes: allowed.contains(count))
  }

  /// `3 (allowed 1...1)`.
  @_spi(SelfCheck) public var figure: String {
    "\(count) (allowed \(DeviceCheckFigures.bound(allowed)))"
  }
}
