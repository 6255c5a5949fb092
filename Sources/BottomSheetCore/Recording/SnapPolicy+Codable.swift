extension SnapPolicy: Codable {
  private static let names: [(String, SnapPolicy)] = [
    ("nearestToProjection", .nearestToProjection), ("adjacent", .adjacent),
  ]

  /// Reads `"nearestToProjection"` or `"adjacent"`.
  public init(from decoder: any Decoder) throws {
    self = try NameCoding.decode(decoder, Self.names)
  }

  /// Writes the policy's name.
  public func encode(to encoder: any Encoder) throws {
    try NameCoding.encode(Self.names.first { $0.1 == self }?.0 ?? "", to: encoder)
  }
}
