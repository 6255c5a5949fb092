/// A scenario's trace and its summary, as the table and the report show them.
package struct LabRun: Sendable {
  /// What the engine produced.
  package var trace: LabTrace
  /// The figures and the verdict.
  package var summary: ScenarioSummary

  /// Plays `scenario` at `framesPerSecond` and summarises it; with `records`, the trace keeps
  /// the engine's recording.
  package init(
    _ scenario: Scenario, framesPerSecond: Double = ScenarioPlayer.defaultFramesPerSecond,
    records: Bool = false
  ) {
    trace = ScenarioPlayer.play(scenario, framesPerSecond: framesPerSecond, records: records)
    summary = ScenarioSummary(trace: trace)
  }

  /// Summarises a trace played elsewhere (a replayed recording).
  package init(trace: LabTrace) {
    self.trace = trace
    summary = ScenarioSummary(trace: trace)
  }
}
