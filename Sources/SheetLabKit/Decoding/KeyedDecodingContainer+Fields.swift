/// Field lookups that tell a missing field from a `null` one, as scenario files distinguish
/// them: `required` fields must be there, `present` ones count only when not `null`.
extension KeyedDecodingContainer {
  /// The decoder of field `key`, or an error saying it is missing and what it should hold.
  func required(_ key: Key, _ expected: String) throws -> any Decoder {
    guard contains(key) else {
      throw ScenarioError(at: codingPath + [key], "missing field; expected \(expected)")
    }
    return try superDecoder(forKey: key)
  }

  /// The decoder of field `key`, or nil when it is absent (`null` counts as present).
  func optional(_ key: Key) throws -> (any Decoder)? {
    contains(key) ? try superDecoder(forKey: key) : nil
  }

  /// The decoder of field `key` unless it is absent or `null`.
  func present(_ key: Key) throws -> (any Decoder)? {
    guard contains(key), !(try decodeNil(forKey: key)) else { return nil }
    return try superDecoder(forKey: key)
  }

  /// An error at field `key`.
  func error(_ key: Key, _ message: String) -> ScenarioError {
    ScenarioError(at: codingPath + [key], message)
  }
}
