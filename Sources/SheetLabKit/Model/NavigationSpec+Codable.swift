/// `{"screens": [screen, …]}`, root first.
extension NavigationSpec: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case screens
  }

  /// Reads a stack of at least one screen (the root).
  package init(from decoder: any Decoder) throws {
    let fields = try decoder.fields(CodingKeys.self)
    let list = try fields.required(.screens, "an array of screens")
    let screens = try list.list(of: ScreenSpec.self)
    guard !screens.isEmpty else { throw list.error("expected at least one screen (the root)") }
    self.init(screens: screens)
  }

  /// Writes the stack.
  package func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: CodingKeys.self)
    try fields.encode(screens, forKey: .screens)
  }
}
