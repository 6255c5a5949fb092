import BottomSheetCore
import BottomSheetTestSupport

extension ScenarioRunner {
  /// Presents `engine` at time 0 (`animated` or not), then runs it through `inputs` until
  /// `endTime` as ``run(_:inputs:until:framesPerSecond:observe:)`` does, at 120 Hz.
  static func run(
    _ engine: inout SheetEngine, presenting animated: Bool, then inputs: [TimedInput] = [],
    until endTime: Double, observe: ((SheetEngine, SheetFrame) -> Void)? = nil
  ) -> SheetTrace {
    run(
      &engine, inputs: [TimedInput(.present(animated: animated), at: 0)] + inputs,
      until: endTime, observe: observe)
  }
}
