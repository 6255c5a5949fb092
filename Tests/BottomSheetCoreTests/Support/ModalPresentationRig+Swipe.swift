import BottomSheetTestSupport

extension ModalPresentationRig {
  /// A finger that goes down on the sheet at `time`, has moved it by `translation` points 50 ms
  /// later and lifts 10 ms after that at `velocity` (points per second; down is positive).
  mutating func swipe(by translation: Double, velocity: Double, at time: Double) {
    fingerDown(at: time)
    fingerMoved(translation: translation, at: time + 0.05)
    fingerUp(velocity: velocity, at: time + 0.06)
  }
}
