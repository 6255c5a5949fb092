/// The `path`, `velocity` and `cancelled` fields of a gesture input. They sit in the input's
/// own object, so the input (``InputAction``) checks that object for unknown fields.
extension GestureSpec: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case path, velocity, cancelled
  }

  /// Reads a gesture: at least one segment, lasting at most
  /// ``ScenarioLimits/maximumDuration`` in all.
  package init(from decoder: any Decoder) throws {
    let fields = try decoder.container(keyedBy: CodingKeys.self)
    let list = try fields.required(.path, "an array of {\"by\": points, \"over\": seconds}")
    let path = try list.list(of: PathSegment.self)
    guard !path.isEmpty else { throw list.error("expected at least one segment") }
    self.init(path: path)
    guard duration <= ScenarioLimits.maximumDuration else {
      throw list.error("the path lasts longer than \(Int(ScenarioLimits.maximumDuration)) s")
    }
    if let value = try fields.present(.velocity) {
      velocity = try value.number(in: FieldCheck.anyNumber, "a velocity in points per second")
    }
    if let value = try fields.present(.cancelled) { cancelled = try value.bool() }
  }

  /// Writes the gesture's fields (`velocity` when set, `cancelled` when true).
  package func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: CodingKeys.self)
    try fields.encode(path, forKey: .path)
    try fields.encodeIfPresent(velocity, forKey: .velocity)
    if cancelled { try fields.encode(true, forKey: .cancelled) }
  }
}
