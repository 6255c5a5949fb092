/// A yes-or-no observation on a device, such as "the view hit at that point is the
/// presenter's".
///
/// ```swift
/// let touches = DeviceCheckCondition("hit view belongs to the presenter", isMet: hit === presenter.view)
/// touches.figure   // "hit view belongs to the presenter: yes"
/// ```
@_spi(SelfCheck) public struct DeviceCheckCondition: DeviceCheckMeasuring, Hashable {
  /// What was observed, as a statement that should hold.
  @_spi(SelfCheck) public var statement: String
  /// Whether it holds.
  @_spi(SelfCheck) public var isMet: Bool

  /// An observation of `statement`, which passes when `isMet`.
  @_spi(SelfCheck) public init(_ statement: String, isMet: Bool) {
    self.statement = statement
    self.isMet = isMet
  }

  /// `.pass` when the statement holds.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict { DeviceCheckVerdict(passes: isMet) }

  /// `statement: yes` or `statement: no`.
  @_spi(SelfCheck) public var figure: String { "\(statement): \(isMet ? "yes" : "no")" }
}
