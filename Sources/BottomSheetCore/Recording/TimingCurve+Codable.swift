extension TimingCurve: Codable {
  private enum CodingKeys: String, CodingKey {
    case c1x, c1y, c2x, c2y
  }

  /// Reads a curve through ``init(c1x:c1y:c2x:c2y:)``, so its control points are clamped like
  /// any other curve's.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      c1x: try container.decode(Double.self, forKey: .c1x),
      c1y: try container.decode(Double.self, forKey: .c1y),
      c2x: try container.decode(Double.self, forKey: .c2x),
      c2y: try container.decode(Double.self, forKey: .c2y))
  }

  /// Writes the two control points.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(c1x, forKey: .c1x)
    try container.encode(c1y, forKey: .c1y)
    try container.encode(c2x, forKey: .c2x)
    try container.encode(c2y, forKey: .c2y)
  }
}
