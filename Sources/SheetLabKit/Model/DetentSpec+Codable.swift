/// A detent's name (`"fitting"`, `"medium"`, `"large"`), or `{"kind", "value", "id"}` for a
/// fraction or a height.
extension DetentSpec: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case kind, value, id
  }

  /// The kinds, in documentation order.
  static let kinds = ["fitting", "medium", "large", "fraction", "height"]

  /// Reads a list of detents: at least one, identifiers unique.
  static func list(from decoder: any Decoder) throws -> [DetentSpec] {
    let elements = try decoder.elements()
    guard !elements.isEmpty else { throw decoder.error("expected at least one detent") }
    var seen = Set<String>()
    var detents: [DetentSpec] = []
    for element in elements {
      let spec = try DetentSpec(from: element)
      let identifier = spec.detent.identifier.rawValue
      guard seen.insert(identifier).inserted else {
        throw element.error("duplicate detent identifier \(FieldCheck.quoted(identifier))")
      }
      detents.append(spec)
    }
    return detents
  }

  /// Reads a detent; an identifier holds 1 to ``ScenarioLimits/maximumTextScalars`` Unicode
  /// scalars.
  package init(from decoder: any Decoder) throws {
    switch JSONKind(from: decoder) {
    case .string:
      self = try Self.named(try decoder.string(), at: decoder)
      return
    case .object:
      break
    case let kind:
      throw decoder.error(
        "expected a detent name or an object with \"kind\", got \(kind.description)")
    }
    let fields = try decoder.fields(CodingKeys.self)
    let kindField = try fields.required(.kind, "one of " + Self.kinds.joined(separator: ", "))
    let kind = try kindField.choice(Self.kinds.map { ($0, $0) }, "detent kind")
    var id: String?
    if let field = try fields.present(.id) {
      let text = try field.string()
      guard !text.isEmpty, text.unicodeScalars.count <= ScenarioLimits.maximumTextScalars else {
        throw field.error(
          "expected an identifier of 1 to \(ScenarioLimits.maximumTextScalars) Unicode scalars")
      }
      id = text
    }
    switch kind {
    case "fraction":
      let value = try fields.required(.value, "a fraction from 0 to 1").number(
        in: 0...1, "a fraction from 0 to 1")
      self = .fraction(value, id: id)
    case "height":
      let value = try fields.required(.value, "a content height in points").length()
      self = .height(value, id: id)
    default:
      if fields.contains(.value) { throw fields.error(.value, "a \(kind) detent takes no value") }
      if fields.contains(.id) {
        throw fields.error(.id, "a \(kind) detent's identifier is always \"\(kind)\"")
      }
      self = try Self.named(kind, at: kindField)
    }
  }

  /// The system detent called `name`.
  private static func named(_ name: String, at decoder: any Decoder) throws -> DetentSpec {
    switch name {
    case "fitting": return .fitting
    case "medium": return .medium
    case "large": return .large
    case "fraction", "height":
      throw decoder.error(
        "a \(name) detent needs a value: {\"kind\": \"\(name)\", \"value\": …}")
    default:
      throw decoder.error(
        "unknown detent \(FieldCheck.quoted(name)); expected one of "
          + kinds.joined(separator: ", "))
    }
  }

  /// Writes a system detent as its name, the others as objects.
  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .fitting, .medium, .large:
      var value = encoder.singleValueContainer()
      try value.encode(detent.identifier.rawValue)
    case .fraction(let value, let id), .height(let value, let id):
      var fields = encoder.container(keyedBy: CodingKeys.self)
      try fields.encode(self == .fraction(value, id: id) ? "fraction" : "height", forKey: .kind)
      try fields.encode(value, forKey: .value)
      try fields.encodeIfPresent(id, forKey: .id)
    }
  }
}
