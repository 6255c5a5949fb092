/// `{"contentHeight": points, "viewportHeight": points}`.
extension ScrollSpec: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case contentHeight, viewportHeight
  }

  /// Reads a scroll view; its viewport must have a height.
  package init(from decoder: any Decoder) throws {
    let fields = try decoder.fields(CodingKeys.self)
    self.init(
      contentHeight: try fields.required(.contentHeight, "a length in points").length(),
      viewportHeight: try fields.required(.viewportHeight, "a length in points").positiveLength())
  }

  /// Writes the scroll view.
  package func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: CodingKeys.self)
    try fields.encode(contentHeight, forKey: .contentHeight)
    try fields.encode(viewportHeight, forKey: .viewportHeight)
  }
}
