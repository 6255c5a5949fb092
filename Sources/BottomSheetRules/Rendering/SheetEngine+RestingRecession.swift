import BottomSheetCore

extension SheetEngine {
  /// How far the presenter recedes once the container becomes `containerSize` and the sheet
  /// rests there at its detent, with the rest of the layout as it is now (the core's
  /// ``SheetEngine/restingPresenterRecessionInput(inContainerOfSize:)``): the destination a
  /// rotation animates the presenter to (``RecessionSizeChange``).
  ///
  /// ```swift
  /// // Resting at .large in landscape (380 pt), turning to portrait: fully receded there.
  /// engine.restingPresenterRecession(inContainerOfSize: Size(width: 390, height: 844)).scale
  /// // 0.92
  /// ```
  package func restingPresenterRecession(inContainerOfSize containerSize: Size)
    -> PresenterRecession
  {
    PresenterRecession(restingPresenterRecessionInput(inContainerOfSize: containerSize))
  }
}
