/// A parsed JSON value. Objects keep their members in document order, so errors and exports
/// follow the file as written.
enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number (JSON has one kind); may be infinite when the text overflowed a `Double`.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, members in document order (keys are unique).
  case object([JSONMember])

  /// The kind of value, with an article, for error messages ("a number", "an object").
  var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
