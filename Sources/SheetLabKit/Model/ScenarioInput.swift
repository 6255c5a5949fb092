/// An ``InputAction`` at a time.
public struct ScenarioInput: Sendable, Hashable {
  /// When it happens (for a gesture, when the finger goes down), in seconds.
  public var time: Double
  /// What happens.
  public var action: InputAction

  /// Creates a timed input.
  public init(at time: Double, _ action: InputAction) {
    self.time = time
    self.action = action
  }
}
