import BottomSheetCore

/// Where a sheet with a selected-detent binding first appears. Keeping the binding and the sheet
/// in step afterwards is ``DetentBindingSync``'s job.
package enum DetentSelection {
  /// The detent a sheet appears at: the one the selection binding names, else the configured
  /// initial detent.
  package static func initialDetent(
    binding: Detent.Identifier?, configured: Detent.Identifier?
  ) -> Detent.Identifier? {
    binding ?? configured
  }
}
