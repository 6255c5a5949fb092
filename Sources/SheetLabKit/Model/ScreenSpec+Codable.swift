/// `{"id": whole number, "height": points}`.
extension ScreenSpec: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, height
  }

  /// Reads a screen.
  package init(from decoder: any Decoder) throws {
    let fields = try decoder.fields(CodingKeys.self)
    self.init(
      id: try fields.required(.id, "a whole number").integer(in: 0...1_000_000),
      height: try fields.required(.height, "a content height in points").length())
  }

  /// Writes the screen.
  package func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: CodingKeys.self)
    try fields.encode(id, forKey: .id)
    try fields.encode(height, forKey: .height)
  }
}
