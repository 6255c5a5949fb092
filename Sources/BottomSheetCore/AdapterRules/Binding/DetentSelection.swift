/// The rules that keep a selected-detent binding and the sheet in step, both ways.
package enum DetentSelection {
  /// The detent to move the sheet to when the binding reads `wanted`, or nil to leave it: the
  /// binding names a detent the sheet has (`available`) and the sheet is not already there or
  /// heading there.
  package static func detentToSelect(
    wanted: Detent.Identifier?, sheet: Detent.Identifier?, available: [Detent.Identifier]
  ) -> Detent.Identifier? {
    guard let wanted, wanted != sheet, available.contains(wanted) else { return nil }
    return wanted
  }

  /// The value to write into the binding after the sheet settled at `sheet`, or nil when the
  /// binding already says so (writing an equal value would only cause another update).
  package static func valueToWrite(
    sheet: Detent.Identifier?, binding: Detent.Identifier?
  ) -> Detent.Identifier? {
    guard let sheet, sheet != binding else { return nil }
    return sheet
  }

  /// The detent a sheet appears at: the one the selection binding names, else the configured
  /// initial detent.
  package static func initialDetent(
    binding: Detent.Identifier?, configured: Detent.Identifier?
  ) -> Detent.Identifier? {
    binding ?? configured
  }
}
