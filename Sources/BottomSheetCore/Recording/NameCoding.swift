/// Coding for values written as one of a few names (`"adjacent"`, `"lift"`): the table of names
/// lives with each type, the reading and the error here.
enum NameCoding {
  /// The value whose name `decoder` holds; an unknown name is a `DecodingError` that lists the
  /// names expected.
  static func decode<Value>(_ decoder: any Decoder, _ names: [(String, Value)]) throws -> Value {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let match = names.first(where: { $0.0 == name }) else {
      let expected = names.map { "\"\($0.0)\"" }.joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected one of \(expected), got \"\(name)\"")
    }
    return match.1
  }

  /// Writes `name`.
  static func encode(_ name: String, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
