/// What the engine knows about how high a modal sheet stands over its presenter, stored in
/// every ``SheetFrame``: the inputs of the presenter's recession (scale, corners, shade), which
/// the adapters' rules (BottomSheetRules' `PresenterRecession`) turn into amounts. The core
/// only measures; how a presenter recedes is a rule the adapters apply.
package struct PresenterRecessionInput: Sendable, Hashable {
  /// The height of the sheet's top edge above the container's bottom edge, in points
  /// (extent + keyboard lift).
  package var extent: Double
  /// Where the presenter starts receding, in points (``SheetEngine/presenterRecessionRange``).
  package var startExtent: Double
  /// Where the recession is full, in points.
  package var largestExtent: Double
  /// The container's size, in points.
  package var containerSize: Size
  /// The container's top safe-area inset, in points.
  package var topSafeAreaInset: Double
  /// Whether the sheet is persistent (never recedes its presenter).
  package var isPersistent: Bool
  /// Whether the presenter may recede at all: ``SheetConfiguration/recedesPresenter``, and the
  /// sheet shown over a non-empty range.
  package var isEnabled: Bool

  /// Where the engine starts receding the presenter, as a fraction of the full height: 0.5,
  /// the height of the `.medium` detent (BottomSheetRules' `PresenterRecession.startFraction`).
  package static let startFraction: Double = 0.5

  /// No recession: not enabled.
  package static let none = PresenterRecessionInput(
    extent: 0, startExtent: 0, largestExtent: 0, containerSize: .zero, topSafeAreaInset: 0,
    isPersistent: false, isEnabled: false)

  /// Creates the inputs of a recession.
  package init(
    extent: Double, startExtent: Double, largestExtent: Double, containerSize: Size,
    topSafeAreaInset: Double, isPersistent: Bool, isEnabled: Bool
  ) {
    self.extent = extent
    self.startExtent = startExtent
    self.largestExtent = largestExtent
    self.containerSize = containerSize
    self.topSafeAreaInset = topSafeAreaInset
    self.isPersistent = isPersistent
    self.isEnabled = isEnabled
  }
}
