/// One `"key": value` pair of a JSON object.
struct JSONMember: Sendable, Hashable {
  /// The member's name.
  var key: String
  /// The member's value.
  var value: JSONValue

  /// Creates a member.
  init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}
