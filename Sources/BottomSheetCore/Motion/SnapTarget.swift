/// Where a released sheet goes: one of the resolved stops, or hidden.
package enum SnapTarget: Sendable, Hashable {
  /// Extent 0: the sheet dismisses (or, for an interactive presentation, goes back).
  case hidden
  /// The stop at this index of `ResolvedDetents.stops`.
  case stop(Int)
}
