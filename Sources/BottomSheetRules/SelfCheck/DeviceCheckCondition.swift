import BottomSheetCore

/// A yes-or-no observation on a device, such as "the view hit at that point is the
/// presenter's".
///
/// ```swift
/// let touches = DeviceCheckCondition("hit view belongs to the presenter", isMet: hit === presenter.view)
/// touches.figure   // "hit view belongs to the presenter: yes"
///
/// // Nothing to observe: the check skips instead of passing or failing.
/// DeviceCheckCondition("laid out at a size", observed: nil, otherwise: "no layout pass").figure
/// // "laid out at a size: not observed (no layout pass)"
/// ```
@_spi(SelfCheck) public struct DeviceCheckCondition: DeviceCheckMeasuring, Hashable {
  /// What was observed, as a statement that should hold.
  @_spi(SelfCheck) public var statement: String
  /// Whether it holds.
  @_spi(SelfCheck) public var isMet: Bool
  /// Why it could not be observed; nil when it was.
  @_spi(SelfCheck) public var unobservedReason: String?

  /// An observation of `statement`, which passes when `isMet`.
  @_spi(SelfCheck) public init(_ statement: String, isMet: Bool) {
    self.statement = statement
    self.isMet = isMet
  }

  /// An observation of `statement` that may not have been made: nil skips, with `reason`.
  @_spi(SelfCheck) public init(_ statement: String, observed: Bool?, otherwise reason: String) {
    self.statement = statement
    isMet = observed ?? false
    unobservedReason = observed == nil ? reason : nil
  }

  /// `.pass` when the statement holds, `.skip` when it was not observed.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    unobservedReason == nil ? DeviceCheckVerdict(passes: isMet) : .skip
  }

  /// `statement: yes`, `statement: no` or `statement: not observed (reason)`.
  @_spi(SelfCheck) public var figure: String {
    if let reason = unobservedReason { return "\(statement): not observed (\(reason))" }
    return "\(statement): \(isMet ? "yes" : "no")"
  }
}
