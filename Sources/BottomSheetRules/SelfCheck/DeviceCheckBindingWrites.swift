import BottomSheetCore

/// The writes a SwiftUI sheet made to an app's binding on a device, against the promise "one
/// write, never during a view update, and the binding ends naming the sheet's detent": for a
/// detent removed while the sheet rests, the selection is written once, outside the update.
///
/// ```swift
/// var writes = DeviceCheckBindingWrites(expected: "large")
/// writes.record(value: "large", duringUpdate: false)
/// writes.verdict   // .pass
/// writes.figure    // "1 write (allowed 1...1), 0 during an update, last large (expected large)"
/// ```
@_spi(SelfCheck) public struct DeviceCheckBindingWrites: DeviceCheckMeasuring, Hashable {
  /// The value the binding should end with, as printed.
  @_spi(SelfCheck) public var expected: String
  /// How many writes pass.
  @_spi(SelfCheck) public var allowed: ClosedRange<Int>
  /// Every value written, in order, as printed.
  @_spi(SelfCheck) public private(set) var values: [String] = []
  /// How many of them came during a view update.
  @_spi(SelfCheck) public private(set) var duringUpdate = 0

  /// Records writes from now on; passes with a count within `allowed` (one by default), none
  /// during an update, and the last one `expected`.
  @_spi(SelfCheck) public init(expected: String, allowed: ClosedRange<Int> = 1...1) {
    self.expected = expected
    self.allowed = allowed
  }

  /// Records a write of `value`, made during a view update or not.
  @_spi(SelfCheck) public mutating func record(value: String, duringUpdate: Bool) {
    values.append(value)
    if duringUpdate { self.duringUpdate += 1 }
  }

  /// `.pass` with a count within ``allowed``, none during an update, the last ``expected``.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    DeviceCheckVerdict(
      passes: allowed.contains(values.count) && duringUpdate == 0 && values.last == expected)
  }

  /// `1 write (allowed 1...1), 0 during an update, last large (expected large)`.
  @_spi(SelfCheck) public var figure: String {
    let count = "\(values.count) write\(values.count == 1 ? "" : "s")"
    return
      "\(count) (allowed \(DeviceCheckFigures.bound(allowed))), \(duringUpdate) during an update, "
      + "last \(values.last ?? "none") (expected \(expected))"
  }
}
