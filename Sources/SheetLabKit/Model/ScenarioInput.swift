/// An ``InputAction`` at a time.
package struct ScenarioInput: Sendable, Hashable {
  /// When it happens (for a gesture, when the finger goes down), in seconds.
  package var time: Double
  /// What happens.
  package var action: InputAction

  /// Creates a timed input.
  package init(at time: Double, _ action: InputAction) {
    self.time = time
    self.action = action
  }
}
