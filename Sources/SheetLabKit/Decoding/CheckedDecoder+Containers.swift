import BottomSheetCore

/// A keyed container of a ``CheckedDecoder``: every field is read by a ``CheckedDecoder`` at
/// its own path, a missing one is "missing field; expected …", and each key asked for is logged.
struct CheckedKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: CheckedDecoder
  let base: KeyedDecodingContainer<Key>
  let entry: Int

  var codingPath: [any CodingKey] { base.codingPath }
  var allKeys: [Key] { base.allKeys }

  func contains(_ key: Key) -> Bool {
    decoder.log.ask(key.stringValue, in: entry)
    return base.contains(key)
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    guard contains(key) else {
      throw base.error(key, "missing field")
    }
    return try base.decodeNil(forKey: key)
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    guard contains(key) else {
      throw base.error(key, "missing field; expected \(CheckedValueContainer.expected(type))")
    }
    return try decoder.read(type, at: try base.superDecoder(forKey: key))
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(type, key) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(type, key) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(type, key) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(type, key) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(type, key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(type, key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(type, key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(type, key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(type, key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(type, key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(type, key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(type, key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(type, key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(type, key) }

  /// The generic `decode`, named apart so the overloads above cannot call themselves.
  private func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
    try decode(type, forKey: key) as T
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try superDecoder(forKey: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try superDecoder(forKey: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    CheckedDecoder(base: try base.superDecoder(), log: decoder.log)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    guard contains(key) else { throw base.error(key, "missing field") }
    return CheckedDecoder(base: try base.superDecoder(forKey: key), log: decoder.log)
  }
}

/// An unkeyed container of a ``CheckedDecoder``: each element is read by a ``CheckedDecoder``
/// at its own index.
struct CheckedUnkeyedContainer: UnkeyedDecodingContainer {
  let decoder: CheckedDecoder
  var base: any UnkeyedDecodingContainer

  var codingPath: [any CodingKey] { base.codingPath }
  var count: Int? { base.count }
  var isAtEnd: Bool { base.isAtEnd }
  var currentIndex: Int { base.currentIndex }

  mutating func decodeNil() throws -> Bool { try base.decodeNil() }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decoder.read(type, at: try base.superDecoder())
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try superDecoder().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try superDecoder().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    CheckedDecoder(base: try base.superDecoder(), log: decoder.log)
  }
}

/// The value container of a ``CheckedDecoder``: numbers, booleans and strings are read with
/// the scenario readers, so their errors name the path and what was expected.
struct CheckedValueContainer: SingleValueDecodingContainer {
  let decoder: CheckedDecoder

  var codingPath: [any CodingKey] { decoder.codingPath }
  private var base: any Decoder { decoder.base }

  /// What a missing field of `type` should have held, as errors say it.
  static func expected(_ type: Any.Type) -> String {
    switch type {
    case is Bool.Type: return "true or false"
    case is String.Type: return "a string"
    case is Double.Type, is Float.Type: return "a number"
    case is any FixedWidthInteger.Type: return "a whole number"
    case let recorded as any RecordedValue.Type: return expected(recorded.valueType)
    default: return "a value of type \(type)"
    }
  }

  func decodeNil() -> Bool { base.isNull }
  func decode(_ type: Bool.Type) throws -> Bool { try base.bool() }
  func decode(_ type: String.Type) throws -> String { try base.string() }

  /// Any number, or one of the names a recording writes for NaN and the infinities.
  func decode(_ type: Double.Type) throws -> Double {
    if let number = try? base.singleValueContainer().decode(Double.self) { return number }
    let kind = JSONKind(from: base)
    let got =
      kind == .string ? "the string " + FieldCheck.quoted(try base.string()) : kind.description
    throw base.error(
      "expected a number, \"\(SheetRecording.notANumberName)\", "
        + "\"\(SheetRecording.positiveInfinityName)\" or "
        + "\"\(SheetRecording.negativeInfinityName)\", got \(got)")
  }

  func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
  func decode(_ type: Int.Type) throws -> Int { try whole(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try whole(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try whole(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try whole(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try whole(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try whole(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try whole(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try whole(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try whole(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try whole(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decoder.read(type, at: base)
  }

  /// A whole number `I` holds, within ``ScenarioLimits/maximumMagnitude`` (no recording counts
  /// that far), read with ``Swift/Decoder/integer(in:)``: "expected a whole number from … got
  /// 1.5", where Foundation says only that the file is not valid JSON.
  private func whole<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    let limit = Int(ScenarioLimits.maximumMagnitude)
    let range = max(-limit, Int(clamping: I.min))...min(limit, Int(clamping: I.max))
    return I(try base.integer(in: range))
  }
}

/// A core value a recording writes through `Recorded`: a missing one is named by its own type
/// ("expected a value of type LayoutContext"), not by the wrapper's.
protocol RecordedValue {
  /// The type of the value inside.
  static var valueType: Any.Type { get }
}

extension Recorded: RecordedValue {
  static var valueType: Any.Type { Value.self }
}
