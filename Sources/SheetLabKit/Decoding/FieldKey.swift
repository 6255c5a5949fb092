/// A coding key for any field name, so an object's keys can be listed as written and compared
/// with the fields a type knows (``Swift/Decoder/fields(_:allowing:)``).
struct FieldKey: CodingKey {
  /// The field's name.
  let stringValue: String
  /// Always nil: scenario files key objects by name only.
  var intValue: Int? { nil }

  /// A key for `stringValue`.
  init(stringValue: String) {
    self.stringValue = stringValue
  }

  /// A key for `name`.
  init(_ name: String) {
    self.stringValue = name
  }

  /// Always nil: scenario files key objects by name only.
  init?(intValue: Int) {
    nil
  }
}
