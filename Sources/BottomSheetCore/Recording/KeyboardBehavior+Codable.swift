extension KeyboardBehavior: Codable {
  /// Reads `"lift"`, `"expandToLargest"` or `"ignore"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    switch try container.decode(String.self) {
    case "lift": self = .lift
    case "expandToLargest": self = .expandToLargest
    case "ignore": self = .ignore
    case let other:
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "expected \"lift\", \"expandToLargest\" or \"ignore\", got \"\(other)\"")
    }
  }

  /// Writes the behaviour's name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch representation {
    case .lift: try container.encode("lift")
    case .expandToLargest: try container.encode("expandToLargest")
    case .ignore: try container.encode("ignore")
    }
  }
}
