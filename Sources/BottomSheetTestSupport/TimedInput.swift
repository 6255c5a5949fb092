import BottomSheetCore

/// An engine input scheduled at a time, in seconds.
public struct TimedInput: Sendable {
  /// When the input happens, in seconds.
  public var time: Double
  /// The input.
  public var input: SheetInput

  /// Creates a scheduled input.
  public init(_ input: SheetInput, at time: Double) {
    self.time = time
    self.input = input
  }
}
