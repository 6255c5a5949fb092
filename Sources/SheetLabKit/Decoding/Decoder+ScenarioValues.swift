import BottomSheetCore

/// Readers for the value a decoder is at, whose errors name its path and say what was expected
/// and what was found, as scenario files have always reported them.
extension Decoder {
  /// An error at this value.
  func error(_ message: String) -> ScenarioError {
    ScenarioError(at: codingPath, message)
  }

  /// This value's path, as errors write it.
  var path: String { ScenarioError.path(codingPath) }

  /// Whether the value is `null`.
  var isNull: Bool { JSONKind(from: self) == .null }

  /// A scenario's name: 1 to ``ScenarioLimits/maximumNameLength`` characters and at most
  /// ``ScenarioLimits/maximumTextScalars`` Unicode scalars.
  func name() throws -> String {
    let name = try string()
    guard !name.isEmpty, name.count <= ScenarioLimits.maximumNameLength,
      name.unicodeScalars.count <= ScenarioLimits.maximumTextScalars
    else {
      throw error(
        "expected a name of 1 to \(ScenarioLimits.maximumNameLength) characters and at most "
          + "\(ScenarioLimits.maximumTextScalars) Unicode scalars, got \(name.count) characters "
          + "and \(name.unicodeScalars.count) scalars")
    }
    return name
  }

  /// The object's fields, whatever they are named (`what` names the object in errors).
  func object(_ what: String = "an object") throws -> KeyedDecodingContainer<FieldKey> {
    do {
      return try container(keyedBy: FieldKey.self)
    } catch {
      throw self.error("expected \(what), got \(JSONKind(from: self).description)")
    }
  }

  /// The object's fields; a field not in `allowed` (by default every case of `Key`) is an
  /// error, so typos do not pass silently. Foundation lists the keys in no fixed order, so the
  /// error names the alphabetically first unknown field: the same one on every run.
  func fields<Key: CodingKey & CaseIterable & RawRepresentable<String>>(
    _ type: Key.Type, allowing allowed: [String]? = nil, _ what: String = "an object"
  ) throws -> KeyedDecodingContainer<Key> {
    let all = try object(what)
    let names = allowed ?? Key.allCases.map(\.rawValue)
    let known = Set(names)
    if let unknown = all.allKeys.map(\.stringValue).filter({ !known.contains($0) }).min() {
      throw ScenarioError(
        at: codingPath + [FieldKey(stringValue: unknown)],
        "unknown field; expected one of \(names.joined(separator: ", "))")
    }
    return try container(keyedBy: Key.self)
  }

  /// The array's elements, each as a decoder at its own path; at most `limit` of them.
  func elements(limit: Int = ScenarioLimits.maximumCount) throws -> [any Decoder] {
    var list: any UnkeyedDecodingContainer
    do {
      list = try unkeyedContainer()
    } catch {
      throw self.error("expected an array, got \(JSONKind(from: self).description)")
    }
    let count = list.count ?? 0
    guard count <= limit else { throw error("expected at most \(limit) elements, got \(count)") }
    var result: [any Decoder] = []
    while !list.isAtEnd { result.append(try list.superDecoder()) }
    return result
  }

  /// The array's elements decoded as `T`; at most `limit` of them.
  func list<T: Decodable>(
    of type: T.Type, limit: Int = ScenarioLimits.maximumCount
  ) throws -> [T] {
    try elements(limit: limit).map { try T(from: $0) }
  }

  /// The string.
  func string() throws -> String {
    guard let text = try? singleValueContainer().decode(String.self) else {
      throw error("expected a string, got \(JSONKind(from: self).description)")
    }
    return text
  }

  /// The boolean.
  func bool() throws -> Bool {
    guard let flag = try? singleValueContainer().decode(Bool.self) else {
      throw error("expected true or false, got \(JSONKind(from: self).description)")
    }
    return flag
  }

  /// The number, which must lie in `range` (`what` names the range in errors, e.g. "a number
  /// ≥ 0").
  func number(
    in range: ClosedRange<Double> = FieldCheck.anyNumber, _ what: String = "a number"
  ) throws -> Double {
    guard let number = try? singleValueContainer().decode(Double.self) else {
      let detail = what == "a number" ? "" : " (\(what))"
      throw error("expected a number\(detail), got \(JSONKind(from: self).description)")
    }
    return try FieldCheck.number(number, in: range, what, at: path)
  }

  /// A whole number in `range`.
  func integer(in range: ClosedRange<Int>) throws -> Int {
    let what = "a whole number from \(range.lowerBound) to \(range.upperBound)"
    let number = try number(in: Double(range.lowerBound)...Double(range.upperBound), what)
    guard number == number.rounded() else {
      throw error("expected \(what), got \(LabFormat.plainNumber(number))")
    }
    return Int(number)
  }

  /// A non-negative length in points, at most ``ScenarioLimits/maximumLength``.
  func length() throws -> Double {
    try number(
      in: 0...ScenarioLimits.maximumLength,
      "a length in points from 0 to \(Int(ScenarioLimits.maximumLength))")
  }

  /// A strictly positive length in points.
  func positiveLength() throws -> Double {
    let value = try length()
    guard value > 0 else { throw error("expected a length in points greater than 0, got 0") }
    return value
  }

  /// One of `choices` by name (`what` names the set in errors: "unknown phase …").
  func choice<Value>(_ choices: [(String, Value)], _ what: String) throws -> Value {
    let text = try string()
    for (name, value) in choices where name == text {
      return value
    }
    throw error(
      "unknown \(what) \(FieldCheck.quoted(text)); expected one of "
        + choices.map(\.0).joined(separator: ", "))
  }

  /// A case of `Name` by its raw value.
  func choice<Name: CaseIterable & RawRepresentable<String>>(
    _ type: Name.Type, _ what: String
  ) throws -> Name {
    try choice(Name.allCases.map { ($0.rawValue, $0) }, what)
  }

  /// A phase by its name (``LabFormat/phase(_:)``).
  func phase() throws -> SheetPhase {
    try choice(LabFormat.phases.map { (LabFormat.phase($0), $0) }, "phase")
  }

  /// `null` for no detent, else a detent's identifier (checked against the scenario's detents
  /// by the scenario).
  func detentExpectation() throws -> DetentExpectation {
    isNull ? .none : .named(try string())
  }
}
