import BottomSheetCore

/// Whether a touch above the sheet reached the screen behind it at each detent the sheet rested
/// at, against whether it should: the promise "a sheet at or below its largest undimmed detent
/// leaves the screen behind it usable, a dimmed one blocks it", for a modal sheet as for a
/// persistent one, measured on a device with the window's own hit-test.
///
/// ```swift
/// var reach = DeviceCheckBackgroundReach()
/// reach.record(detent: "medium", reached: hit?.isDescendant(of: list) == true, expected: true)
/// reach.record(detent: "large", reached: hit?.isDescendant(of: list) == true, expected: false)
/// reach.figure   // "medium reached (expected reached); large blocked (expected blocked)"
/// ```
///
/// It fails when an observation differs from its expectation. It passes when every observation
/// matches and at least one expected the touch to reach the background; otherwise it skips: a
/// run that only saw blocked detents cannot tell a sheet that lets touches through from one that
/// swallows them all, and a detent with no room above the sheet inside the window
/// (``probeY(sheetTop:)`` is nil, ``recordUnmeasured(detent:)``) was not tested at all.
///
/// **Where to touch.** A fixed distance above the sheet leaves the window on a small screen: on
/// a 375 × 667 phone a `.large` sheet's top edge is about 30 pt from the window's top, so "40 pt
/// above it" is off the screen, the window's hit-test finds nothing there, and "blocked" would
/// pass having tested nothing. ``probeY(sheetTop:)`` picks a point inside the window at every
/// size.
@_spi(SelfCheck) public struct DeviceCheckBackgroundReach: DeviceCheckMeasuring, Hashable {
  /// How far above the sheet's top edge the touch goes when there is room, in points: clear of
  /// the grabber's touch area, which reaches above the sheet by less than that.
  @_spi(SelfCheck) public static let preferredProbeDistance: Double = 40
  /// The least room above the sheet, in points, in which a touch still lands between the
  /// window's top edge and the sheet (half of it on each side of the touch).
  @_spi(SelfCheck) public static let minimumProbeRoom: Double = 4

  /// The y coordinate, in the window's space (0 at its top), of a touch above a sheet whose top
  /// edge is at `sheetTop`: ``preferredProbeDistance`` above it when that stays inside the
  /// window, else halfway between the window's top and the sheet; nil when there is less than
  /// ``minimumProbeRoom`` (or `sheetTop` is not a number).
  @_spi(SelfCheck) public static func probeY(sheetTop: Double) -> Double? {
    guard sheetTop.isFinite, sheetTop >= minimumProbeRoom else { return nil }
    return sheetTop - min(preferredProbeDistance, sheetTop / 2)
  }

  /// One hit-test above the sheet resting at a detent.
  @_spi(SelfCheck) public struct Observation: Sendable, Hashable {
    /// The detent the sheet rested at, as printed.
    @_spi(SelfCheck) public var detent: String
    /// Whether the view hit belonged to the screen behind the sheet.
    @_spi(SelfCheck) public var reached: Bool
    /// Whether it should have.
    @_spi(SelfCheck) public var expected: Bool
    /// Whether a touch was made at all (false when there was no room above the sheet).
    @_spi(SelfCheck) public var measured: Bool = true
  }

  /// Every observation, in the order recorded.
  @_spi(SelfCheck) public private(set) var observations: [Observation] = []

  /// An empty record.
  @_spi(SelfCheck) public init() {}

  /// Records whether the touch above the sheet resting at `detent` `reached` the background,
  /// and whether it was `expected` to.
  @_spi(SelfCheck) public mutating func record(detent: String, reached: Bool, expected: Bool) {
    observations.append(Observation(detent: detent, reached: reached, expected: expected))
  }

  /// Records that the sheet resting at `detent` left no room above it to touch.
  @_spi(SelfCheck) public mutating func recordUnmeasured(detent: String) {
    observations.append(
      Observation(detent: detent, reached: false, expected: false, measured: false))
  }

  /// `.fail` when a touch went where it should not; `.pass` when every detent was touched, each
  /// as expected, and one expected the touch to get through; `.skip` otherwise.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    let measured = observations.filter(\.measured)
    if measured.contains(where: { $0.reached != $0.expected }) { return .fail }
    let complete = measured.count == observations.count
    return complete && measured.contains(where: \.expected) ? .pass : .skip
  }

  /// `collapsed reached (expected reached); large blocked (expected blocked)`.
  @_spi(SelfCheck) public var figure: String {
    guard !observations.isEmpty else { return "no detent measured" }
    func word(_ reached: Bool) -> String { reached ? "reached" : "blocked" }
    return observations.map {
      $0.measured
        ? "\($0.detent) \(word($0.reached)) (expected \(word($0.expected)))"
        : "\($0.detent) not touched (no room above the sheet)"
    }
    .joined(separator: "; ")
  }
}
