extension KeyboardScope: Codable {
  /// Reads `"editingInSheet"` or `"anyInScene"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    switch try container.decode(String.self) {
    case "editingInSheet": self = .editingInSheet
    case "anyInScene": self = .anyInScene
    case let other:
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "expected \"editingInSheet\" or \"anyInScene\", got \"\(other)\"")
    }
  }

  /// Writes the scope's name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .editingInSheet: try container.encode("editingInSheet")
    case .anyInScene: try container.encode("anyInScene")
    }
  }
}
