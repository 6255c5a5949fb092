extension SheetLayoutDirection: Codable {
  private static let names: [(String, SheetLayoutDirection)] = [
    ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft),
  ]

  /// Reads `"leftToRight"` or `"rightToLeft"`.
  public init(from decoder: any Decoder) throws {
    self = try NameCoding.decode(decoder, Self.names)
  }

  /// Writes the direction's name.
  public func encode(to encoder: any Encoder) throws {
    try NameCoding.encode(Self.names.first { $0.1 == self }?.0 ?? "", to: encoder)
  }
}
