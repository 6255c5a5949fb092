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
/// It passes when every observation matches its expectation and at least one expected the
/// touch to reach the background: a run that only saw blocked detents cannot tell a sheet that
/// lets touches through from one that swallows them all.
@_spi(SelfCheck) public struct DeviceCheckBackgroundReach: DeviceCheckMeasuring, Hashable {
  /// One hit-test above the sheet resting at a detent.
  @_spi(SelfCheck) public struct Observation: Sendable, Hashable {
    /// The detent the sheet rested at, as printed.
    @_spi(SelfCheck) public var detent: String
    /// Whether the view hit belonged to the screen behind the sheet.
    @_spi(SelfCheck) public var reached: Bool
    /// Whether it should have.
    @_spi(SelfCheck) public var expected: Bool
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

  /// `.pass` when every observation matches and one of them expected the touch to get through.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    DeviceCheckVerdict(
      passes: observations.contains(where: \.expected)
        && observations.allSatisfy { $0.reached == $0.expected })
  }

  /// `collapsed reached (expected reached); large blocked (expected blocked)`.
  @_spi(SelfCheck) public var figure: String {
    guard !observations.isEmpty else { return "no detent measured" }
    func word(_ reached: Bool) -> String { reached ? "reached" : "blocked" }
    return observations.map { "\($0.detent) \(word($0.reached)) (expected \(word($0.expected)))" }
      .joined(separator: "; ")
  }
}
