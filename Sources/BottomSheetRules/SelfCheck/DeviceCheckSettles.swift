import BottomSheetCore

/// How many times a sheet came to rest on a device, counted from the frames it drew, against
/// the number the package promises: a field that takes the keyboard ends above it after one
/// settle, not after a second correction.
///
/// ```swift
/// var settles = DeviceCheckSettles(allowed: 1...1)
/// callbacks.didMove = { frame in settles.record(frame.phase) }
/// field.becomeFirstResponder()   // … wait until the sheet rests on the keyboard
/// settles.figure   // "1 settles (allowed 1...1)"
/// ```
///
/// A settle is a frame at rest after a frame in a moving phase (presenting, settling,
/// dragging).
@_spi(SelfCheck) public struct DeviceCheckSettles: DeviceCheckMeasuring, Hashable {
  /// The numbers of settles that pass.
  @_spi(SelfCheck) public var allowed: ClosedRange<Int>
  /// How many settles were counted.
  @_spi(SelfCheck) public private(set) var count = 0
  private var wasMoving = false

  /// Counts settles from now on; passes with a count within `allowed`.
  @_spi(SelfCheck) public init(allowed: ClosedRange<Int>) {
    self.allowed = allowed
  }

  /// Records the phase of a frame the sheet drew.
  @_spi(SelfCheck) public mutating func record(_ phase: SheetPhase) {
    switch phase {
    case .presenting, .settling, .dragging:
      wasMoving = true
    case .resting:
      if wasMoving { count += 1 }
      wasMoving = false
    case .hidden, .dismissing:
      wasMoving = false
    }
  }

  /// Whether ``count`` is within ``allowed``.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    DeviceCheckVerdict(passes: allowed.contains(count))
  }

  /// `1 settles (allowed 1...1)`.
  @_spi(SelfCheck) public var figure: String {
    "\(count) settles (allowed \(DeviceCheckFigures.bound(allowed)))"
  }
}
