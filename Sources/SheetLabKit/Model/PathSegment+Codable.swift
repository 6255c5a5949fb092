/// `{"by": points, "over": seconds}`.
extension PathSegment: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case by, over
  }

  /// Reads a segment; `by` within ±``ScenarioLimits/maximumLength``, `over` from 0 to
  /// ``ScenarioLimits/maximumDuration``.
  package init(from decoder: any Decoder) throws {
    let fields = try decoder.fields(CodingKeys.self)
    let length = ScenarioLimits.maximumLength
    let duration = ScenarioLimits.maximumDuration
    self.init(
      by: try fields.required(.by, "a distance in points").number(
        in: -length...length, "a distance in points (down or right positive)"),
      over: try fields.required(.over, "a duration in seconds").number(
        in: 0...duration, "a duration in seconds from 0 to \(Int(duration))"))
  }

  /// Writes the segment.
  package func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: CodingKeys.self)
    try fields.encode(by, forKey: .by)
    try fields.encode(over, forKey: .over)
  }
}
