extension KeyboardBehavior: Codable {
  private static let names: [(String, KeyboardBehavior)] = [
    ("lift", .lift), ("expandToLargest", .expandToLargest), ("ignore", .ignore),
  ]

  /// Reads `"lift"`, `"expandToLargest"` or `"ignore"`.
  public init(from decoder: any Decoder) throws {
    self = try NameCoding.decode(decoder, Self.names)
  }

  /// Writes the behaviour's name.
  public func encode(to encoder: any Encoder) throws {
    try NameCoding.encode(Self.names.first { $0.1 == self }?.0 ?? "", to: encoder)
  }
}
