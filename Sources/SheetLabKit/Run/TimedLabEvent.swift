/// A ``LabEvent`` at a time, remembering which scenario input it came from.
struct TimedLabEvent: Sendable {
  /// When, in seconds.
  var time: Double
  /// What.
  var event: LabEvent
  /// The index of the scenario input it came from.
  var inputIndex: Int
}
