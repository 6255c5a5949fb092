import BottomSheetCore

/// Where a sheet with a selected-detent binding first appears, and which detent a write of the
/// sheet's selection gives a binding of detents. Keeping the binding and the sheet in step
/// afterwards is ``DetentBindingSync``'s job.
package enum DetentSelection {
  /// The detent a sheet appears at: the one the selection binding names, else the configured
  /// initial detent.
  package static func initialDetent(
    binding: Detent.Identifier?, configured: Detent.Identifier?
  ) -> Detent.Identifier? {
    binding ?? configured
  }

  /// The detent of `detents` that `identifier` names, which a selection binding of detents is
  /// set to; nil when none does (nil, or a detent of another list), and the binding then keeps
  /// its value.
  package static func detent(named identifier: Detent.Identifier?, in detents: [Detent])
    -> Detent?
  {
    guard let identifier else { return nil }
    return detents.first { $0.identifier == identifier }
  }
}
