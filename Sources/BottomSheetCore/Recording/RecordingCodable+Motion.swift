// MARK: - KeyboardAnimation

extension KeyboardAnimation: RecordingCodable {
  private enum CodingKeys: String, CodingKey {
    case spring, curve, duration
  }

  /// Reads `{"spring": …}` or `{"curve": …, "duration": …}` through the public factories, so
  /// the duration is clamped like any other.
  package init(recordedFrom decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let spring = try container.decodeIfPresent(recorded: SheetSpring.self, forKey: .spring) {
      self = .spring(spring)
    } else {
      self = .curve(
        try container.decode(recorded: TimingCurve.self, forKey: .curve),
        duration: try container.decode(Double.self, forKey: .duration))
    }
  }

  /// Writes the spring, or the curve and its duration.
  package func encode(recordingTo encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch representation {
    case .spring(let spring):
      try container.encode(recorded: spring, forKey: .spring)
    case .curve(let curve, let duration):
      try container.encode(recorded: curve, forKey: .curve)
      try container.encode(duration, forKey: .duration)
    }
  }
}

// MARK: - SheetSpring

extension SheetSpring: RecordingCodable {
  private enum CodingKeys: String, CodingKey {
    case mass, stiffness, damping
  }

  /// Reads a spring through ``init(mass:stiffness:damping:)``, so a decoded spring is clamped
  /// like any other and a spring written by ``encode(recordingTo:)`` comes back bit for bit.
  package init(recordedFrom decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      mass: try container.decode(Double.self, forKey: .mass),
      stiffness: try container.decode(Double.self, forKey: .stiffness),
      damping: try container.decode(Double.self, forKey: .damping))
  }

  /// Writes the spring's mass, stiffness and damping.
  package func encode(recordingTo encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(mass, forKey: .mass)
    try container.encode(stiffness, forKey: .stiffness)
    try container.encode(damping, forKey: .damping)
  }
}

// MARK: - TimingCurve

extension TimingCurve: RecordingCodable {
  private enum CodingKeys: String, CodingKey {
    case c1x, c1y, c2x, c2y
  }

  /// Reads a curve through ``init(c1x:c1y:c2x:c2y:)``, so its control points are clamped like
  /// any other curve's.
  package init(recordedFrom decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      c1x: try container.decode(Double.self, forKey: .c1x),
      c1y: try container.decode(Double.self, forKey: .c1y),
      c2x: try container.decode(Double.self, forKey: .c2x),
      c2y: try container.decode(Double.self, forKey: .c2y))
  }

  /// Writes the two control points.
  package func encode(recordingTo encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(c1x, forKey: .c1x)
    try container.encode(c1y, forKey: .c1y)
    try container.encode(c2x, forKey: .c2x)
    try container.encode(c2y, forKey: .c2y)
  }
}

// MARK: - SnapPolicy

extension SnapPolicy: RecordingCodable {
  private static let names: [(String, SnapPolicy)] = [
    ("nearestToProjection", .nearestToProjection), ("adjacent", .adjacent),
  ]

  /// Reads `"nearestToProjection"` or `"adjacent"`.
  package init(recordedFrom decoder: any Decoder) throws {
    self = try NameCoding.decode(decoder, Self.names)
  }

  /// Writes the policy's name.
  package func encode(recordingTo encoder: any Encoder) throws {
    try NameCoding.encode(Self.names.first { $0.1 == self }?.0 ?? "", to: encoder)
  }
}
