/// A scenario's trace and its summary, as the table and the report show them.
public struct LabRun: Sendable {
  /// What the engine produced.
  public var trace: LabTrace
  /// The figures and the verdict.
  public var summary: ScenarioSummary

  /// Plays `scenario` at `framesPerSecond` and summarises it; with `records`, the trace keeps
  /// the engine's recording.
  public init(
    _ scenario: Scenario, framesPerSecond: Double = ScenarioPlayer.defaultFramesPerSecond,
    records: Bool = false
  ) {
    trace = ScenarioPlayer.play(scenario, framesPerSecond: framesPerSecond, records: records)
    summary = ScenarioSummary(trace: trace)
  }

  /// Summarises a trace played elsewhere (a replayed recording).
  public init(trace: LabTrace) {
    self.trace = trace
    summary = ScenarioSummary(trace: trace)
  }
}
