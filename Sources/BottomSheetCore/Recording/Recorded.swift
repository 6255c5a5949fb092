/// A value of a public type as a recording writes it: `Codable` for the recording's own types
/// (``RecordedStep``, ``RecordedConfiguration``, ``SheetRecording``), while the public type is
/// not. An app encodes and decodes a recording whole; how a ``SheetInput`` or a
/// ``LayoutContext`` looks inside it is the package's format, not a second coding of those types
/// for apps to depend on.
///
/// ```swift
/// try container.encode(Recorded(input), forKey: .input)
/// let input = try container.decode(Recorded<SheetInput>.self, forKey: .input).value
/// ```
package struct Recorded<Value: RecordingCodable>: Codable {
  /// The value.
  package var value: Value

  /// Wraps `value`.
  package init(_ value: Value) { self.value = value }

  /// Reads the value as ``RecordingCodable/init(recordedFrom:)`` does.
  package init(from decoder: any Decoder) throws {
    value = try Value(recordedFrom: decoder)
  }

  /// Writes the value as ``RecordingCodable/encode(recordingTo:)`` does.
  package func encode(to encoder: any Encoder) throws {
    try value.encode(recordingTo: encoder)
  }
}

/// A public type a recording holds, written in the recording's format (through ``Recorded``).
package protocol RecordingCodable {
  /// Reads a value the way ``encode(recordingTo:)`` writes it.
  init(recordedFrom decoder: any Decoder) throws
  /// Writes the value in the recording's format.
  func encode(recordingTo encoder: any Encoder) throws
}

extension KeyedDecodingContainer {
  /// The value of `type` at `key`, in the recording's format.
  func decode<Value: RecordingCodable>(recorded type: Value.Type, forKey key: Key) throws -> Value {
    try decode(Recorded<Value>.self, forKey: key).value
  }

  /// The value of `type` at `key`, in the recording's format, or nil when `key` is absent.
  func decodeIfPresent<Value: RecordingCodable>(recorded type: Value.Type, forKey key: Key) throws
    -> Value?
  {
    try decodeIfPresent(Recorded<Value>.self, forKey: key)?.value
  }
}

extension KeyedEncodingContainer {
  /// Writes `value` at `key` in the recording's format.
  mutating func encode<Value: RecordingCodable>(recorded value: Value, forKey key: Key) throws {
    try encode(Recorded(value), forKey: key)
  }

  /// Writes `value` at `key` in the recording's format, or nothing when it is nil.
  mutating func encodeIfPresent<Value: RecordingCodable>(recorded value: Value?, forKey key: Key)
    throws
  {
    guard let value else { return }
    try encode(Recorded(value), forKey: key)
  }
}
