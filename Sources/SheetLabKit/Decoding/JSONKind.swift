/// The kind of a JSON value, found by trying each in turn, for the "got …" half of an error
/// ("expected a number, got a string"). Only errors read it, so the trials cost nothing on the
/// happy path.
enum JSONKind: Decodable {
  case null, boolean, number, string, array, object
  /// A value Foundation cannot read as any kind (never after the syntax pass).
  case unreadable

  /// Finds the kind of the value `decoder` is at.
  init(from decoder: any Decoder) {
    if let value = try? decoder.singleValueContainer() {
      if value.decodeNil() {
        self = .null
        return
      }
      if (try? value.decode(Bool.self)) != nil {
        self = .boolean
        return
      }
      if (try? value.decode(Double.self)) != nil {
        self = .number
        return
      }
      if (try? value.decode(String.self)) != nil {
        self = .string
        return
      }
    }
    if (try? decoder.unkeyedContainer()) != nil {
      self = .array
    } else if (try? decoder.container(keyedBy: FieldKey.self)) != nil {
      self = .object
    } else {
      self = .unreadable
    }
  }

  /// The kind with an article ("a number", "an object"), as errors say it.
  var description: String {
    switch self {
    case .null: return "null"
    case .boolean: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    case .unreadable: return "a value JSONDecoder cannot read"
    }
  }
}
