extension KeyboardScope: Codable {
  private static let names: [(String, KeyboardScope)] = [
    ("editingInSheet", .editingInSheet), ("anyInScene", .anyInScene),
  ]

  /// Reads `"editingInSheet"` or `"anyInScene"`.
  public init(from decoder: any Decoder) throws {
    self = try NameCoding.decode(decoder, Self.names)
  }

  /// Writes the scope's name.
  public func encode(to encoder: any Encoder) throws {
    try NameCoding.encode(Self.names.first { $0.1 == self }?.0 ?? "", to: encoder)
  }
}
