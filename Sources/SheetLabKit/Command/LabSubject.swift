/// What a command line names for `sheet-lab run`: a scenario, or a recording to replay.
package enum LabSubject: Sendable {
  /// A built-in scenario or a scenario file.
  case scenario(Scenario)
  /// A recording file, with the name its report shows (its own, else the file's).
  case recording(RecordingFile, name: String)

  /// The name the report and the table show.
  package var name: String {
    switch self {
    case .scenario(let scenario): return scenario.name
    case .recording(_, let name): return name
    }
  }
}
