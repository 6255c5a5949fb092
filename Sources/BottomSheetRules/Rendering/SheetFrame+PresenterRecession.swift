import BottomSheetCore

extension SheetFrame {
  /// How far the screen that presented the sheet has receded behind it (scale, corners, shade),
  /// from how high the sheet stands (``SheetFrame/presenterRecessionInput``):
  /// ``PresenterRecession/none`` for persistent sheets, on wide containers, while hidden and when
  /// `SheetConfiguration.recedesPresenter` is off. A renderer applies it to the presenting view
  /// when it changes, without laying that view out.
  package var presenterRecession: PresenterRecession {
    PresenterRecession(presenterRecessionInput)
  }
}

extension PresenterRecession {
  /// The recession the engine's measurements `input` give (``none`` when not enabled).
  package init(_ input: PresenterRecessionInput) {
    guard input.isEnabled else {
      self = .none
      return
    }
    self.init(
      extent: input.extent, startExtent: input.startExtent, largestExtent: input.largestExtent,
      containerSize: input.containerSize, topSafeAreaInset: input.topSafeAreaInset,
      isPersistent: input.isPersistent, isEnabled: input.isEnabled)
  }
}
