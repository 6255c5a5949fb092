/// A yes-or-no observation on a device, such as "the view hit at that point is the
/// presenter's".
///
/// ```swift
/// let touches = DeviceCheckCondition("hit view belongs to the presenter", isMet: hit === presenter.view)
/// touches.figure   // "hit view belongs to the presenter: yes"
/// ```
public struct DeviceCheckCondition: DeviceCheckMeasuring, Hashable {
  /// What was observed, as a statement that should hold.
  public var statement: String
  /// Whether it holds.
  public var isMet: Bool

  /// An observation of `statement`, which passes when `isMet`.
  public init(_ statement: String, isMet: Bool) {
    self.statement = statement
    self.isMet = isMet
  }

  /// `.pass` when the statement holds.
  public var verdict: DeviceCheckVerdict { DeviceCheckVerdict(passes: isMet) }

  /// `statement: yes` or `statement: no`.
  public var figure: String { "\(statement): \(isMet ? "yes" : "no")" }
}
