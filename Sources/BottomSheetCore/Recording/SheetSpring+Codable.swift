extension SheetSpring: Codable {
  private enum CodingKeys: String, CodingKey {
    case mass, stiffness, damping
  }

  /// Reads a spring through ``init(mass:stiffness:damping:)``, so a decoded spring is clamped
  /// like any other and a spring written by ``encode(to:)`` comes back bit for bit.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      mass: try container.decode(Double.self, forKey: .mass),
      stiffness: try container.decode(Double.self, forKey: .stiffness),
      damping: try container.decode(Double.self, forKey: .damping))
  }

  /// Writes the spring's mass, stiffness and damping.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(mass, forKey: .mass)
    try container.encode(stiffness, forKey: .stiffness)
    try container.encode(damping, forKey: .damping)
  }
}
