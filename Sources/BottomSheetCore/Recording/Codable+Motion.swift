extension KeyboardAnimation: Codable {
  private enum CodingKeys: String, CodingKey {
    case spring, curve, duration
  }

  /// Reads `{"spring": …}` or `{"curve": …, "duration": …}` through the public factories, so
  /// the duration is clamped like any other.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let spring = try container.decodeIfPresent(SheetSpring.self, forKey: .spring) {
      self = .spring(spring)
    } else {
      self = .curve(
        try container.decode(TimingCurve.self, forKey: .curve),
        duration: try container.decode(Double.self, forKey: .duration))
    }
  }

  /// Writes the spring, or the curve and its duration.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch representation {
    case .spring(let spring):
      try container.encode(spring, forKey: .spring)
    case .curve(let curve, let duration):
      try container.encode(curve, forKey: .curve)
      try container.encode(duration, forKey: .duration)
    }
  }
}
