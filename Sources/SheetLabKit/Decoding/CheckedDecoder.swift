import BottomSheetCore

/// A `Decoder` over Foundation's that reads every value through the scenario files' own field
/// readers (``Swift/Decoder/number(in:_:)``, ``Swift/Decoder/integer(in:)``, …), so a type
/// whose `Codable` conformance knows nothing of sheet-lab (a ``SheetRecording``, from
/// `BottomSheetCore`) fails the way a scenario does: with the value's path and what was
/// expected there, never Foundation's pathless "The given data was not valid JSON.".
///
/// It also refuses fields nobody read, as ``Swift/Decoder/fields(_:allowing:)`` does for
/// scenarios: once a value is decoded, a key of one of its objects that its conformance never
/// asked for (not even with `decodeIfPresent`) is an unknown field.
///
/// ```swift
/// let recording = try CheckedDecoder.decode(SheetRecording.self, from: decoder)
/// // steps[3].at: expected a number, "NaN", "+Infinity" or "-Infinity", got true
/// ```
struct CheckedDecoder: Decoder {
  /// Foundation's decoder at this value.
  let base: any Decoder
  /// The keys each object below this value was asked for, checked by ``finish()``.
  let log: FieldLog

  var codingPath: [any CodingKey] { base.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

  /// Decodes `type` from `base`, then refuses any field its conformance did not read. With
  /// `checksTopLevel` false, the top-level object's own fields are left to the caller (a
  /// recording file adds `name`, `summary` and `expect` to the recording's).
  static func decode<T: Decodable>(
    _ type: T.Type, from base: any Decoder, checksTopLevel: Bool = true
  ) throws -> T {
    let log = FieldLog(skipping: checksTopLevel ? nil : ScenarioError.path(base.codingPath))
    let value = try T(from: CheckedDecoder(base: base, log: log))
    try log.finish()
    return value
  }

  /// A value of `type` read through this wrapper, at `decoder`'s path.
  func read<T: Decodable>(_ type: T.Type, at decoder: any Decoder) throws -> T {
    try T(from: CheckedDecoder(base: decoder, log: log))
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    let all = try base.object()
    let entry = log.open(path: codingPath, keys: all.allKeys.map(\.stringValue))
    return KeyedDecodingContainer(
      CheckedKeyedContainer<Key>(
        decoder: self, base: try base.container(keyedBy: Key.self), entry: entry))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    var list: any UnkeyedDecodingContainer
    do {
      list = try base.unkeyedContainer()
    } catch {
      throw base.error("expected an array, got \(JSONKind(from: base).description)")
    }
    return CheckedUnkeyedContainer(decoder: self, base: list)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    CheckedValueContainer(decoder: self)
  }
}

/// The fields each object was asked for while a value decoded, so the ones nobody asked for
/// can be refused.
final class FieldLog {
  struct Entry {
    var path: [any CodingKey]
    var keys: [String]
    var asked: [String] = []
  }

  private var entries: [Entry] = []
  private let skipped: String?

  init(skipping skipped: String?) {
    self.skipped = skipped
  }

  /// Starts the log of an object at `path` holding `keys`; returns its number.
  func open(path: [any CodingKey], keys: [String]) -> Int {
    entries.append(Entry(path: path, keys: keys))
    return entries.count - 1
  }

  /// Notes that field `key` of object `entry` was asked for.
  func ask(_ key: String, in entry: Int) {
    if !entries[entry].asked.contains(key) { entries[entry].asked.append(key) }
  }

  /// Throws at the first object (in the file's order of reading) holding a field nobody asked
  /// for, naming the alphabetically first such field (the same on every run) and the fields
  /// that object may hold.
  func finish() throws(ScenarioError) {
    for entry in entries where ScenarioError.path(entry.path) != skipped {
      let asked = Set(entry.asked)
      if let unknown = entry.keys.filter({ !asked.contains($0) }).min() {
        throw ScenarioError(
          at: entry.path + [FieldKey(unknown)],
          "unknown field; expected one of \(entry.asked.joined(separator: ", "))")
      }
    }
  }
}
