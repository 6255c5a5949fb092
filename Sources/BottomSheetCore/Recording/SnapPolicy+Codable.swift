extension SnapPolicy: Codable {
  /// Reads `"nearestToProjection"` or `"adjacent"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    switch try container.decode(String.self) {
    case "nearestToProjection": self = .nearestToProjection
    case "adjacent": self = .adjacent
    case let other:
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "expected \"nearestToProjection\" or \"adjacent\", got \"\(other)\"")
    }
  }

  /// Writes the policy's name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch representation {
    case .nearestToProjection: try container.encode("nearestToProjection")
    case .adjacent: try container.encode("adjacent")
    }
  }
}
