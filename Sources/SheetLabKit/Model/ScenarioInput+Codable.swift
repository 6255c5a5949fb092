/// `{"at": seconds, "type": name, …}`: the time, then the action's own fields
/// (``InputAction``).
extension ScenarioInput: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case at
  }

  /// Reads a timed input. That the time lies within the run is the scenario's check.
  package init(from decoder: any Decoder) throws {
    let action = try InputAction(from: decoder)
    let fields = try decoder.container(keyedBy: CodingKeys.self)
    let time = try fields.required(.at, "a time in seconds").number(
      in: FieldCheck.anyNumber, "a time in seconds")
    self.init(at: time, action)
  }

  /// Writes `at` and the action's fields into one object.
  package func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: CodingKeys.self)
    try fields.encode(time, forKey: .at)
    try action.encode(to: encoder)
  }
}
