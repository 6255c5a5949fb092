/// The fields of a JSON object, looked up by name with paths for errors.
struct JSONFields {
  /// The members in document order.
  let members: [JSONMember]
  /// The object's path.
  let path: String

  /// The field `key`, or an error saying it is missing and what it should hold.
  func required(_ key: String, _ expected: String) throws(ScenarioError) -> JSONCursor {
    guard let cursor = optional(key) else {
      throw ScenarioError(
        path: JSONPath.member(path, key), message: "missing field; expected \(expected)")
    }
    return cursor
  }

  /// The field `key`, or nil when it is absent.
  func optional(_ key: String) -> JSONCursor? {
    for member in members where member.key == key {
      return JSONCursor(value: member.value, path: JSONPath.member(path, key))
    }
    return nil
  }

  /// The field `key` unless it is absent or `null`.
  func present(_ key: String) -> JSONCursor? {
    guard let cursor = optional(key), !cursor.isNull else { return nil }
    return cursor
  }
}
