/// A JSON value with its path, whose typed accessors throw ``ScenarioError``s that name the
/// path and say what was expected and what was found.
struct JSONCursor {
  /// The value.
  let value: JSONValue
  /// Where it is in the document.
  let path: String

  /// An error at this value.
  func error(_ message: String) -> ScenarioError {
    ScenarioError(path: path, message: message)
  }

  /// Whether the value is `null`.
  var isNull: Bool { value == .null }

  /// The object's fields; any field not in `allowed` is an error (typos must not pass silently).
  func object(allowing allowed: [String]) throws(ScenarioError) -> JSONFields {
    guard case .object(let members) = value else {
      throw error("expected an object, got \(value.kindDescription)")
    }
    for member in members where !allowed.contains(member.key) {
      throw ScenarioError(
        path: JSONPath.member(path, member.key),
        message: "unknown field; expected one of \(allowed.joined(separator: ", "))")
    }
    return JSONFields(members: members, path: path)
  }

  /// The array's elements, each with its path; at most `limit` of them.
  func array(limit: Int) throws(ScenarioError) -> [JSONCursor] {
    guard case .array(let elements) = value else {
      throw error("expected an array, got \(value.kindDescription)")
    }
    guard elements.count <= limit else {
      throw error("expected at most \(limit) elements, got \(elements.count)")
    }
    return elements.enumerated().map { JSONCursor(value: $1, path: JSONPath.element(path, $0)) }
  }

  /// The string.
  func string() throws(ScenarioError) -> String {
    guard case .string(let text) = value else {
      throw error("expected a string, got \(value.kindDescription)")
    }
    return text
  }

  /// The boolean.
  func bool() throws(ScenarioError) -> Bool {
    guard case .bool(let flag) = value else {
      throw error("expected true or false, got \(value.kindDescription)")
    }
    return flag
  }

  /// The number, which must be finite and lie in `range` (`what` names the range in errors,
  /// e.g. "a number ≥ 0").
  func number(
    in range: ClosedRange<Double> = -ScenarioLimits
      .maximumMagnitude...ScenarioLimits.maximumMagnitude,
    _ what: String = "a number"
  ) throws(ScenarioError) -> Double {
    guard case .number(let number) = value else {
      let detail = what == "a number" ? "" : " (\(what))"
      throw error("expected a number\(detail), got \(value.kindDescription)")
    }
    guard number.isFinite else {
      throw error("expected \(what), got a number too large for a Double")
    }
    guard range.contains(number) else {
      // Say which bound the value broke: "≥ 0, got 121" alone reads as a contradiction when
      // the upper limit is what failed.
      let broken =
        number > range.upperBound
        ? "more than the largest allowed, \(JSONWriter.number(range.upperBound))"
        : "less than the smallest allowed, \(JSONWriter.number(range.lowerBound))"
      throw error("expected \(what), got \(JSONWriter.number(number)): \(broken)")
    }
    return number
  }

  /// A whole number in `range`.
  func integer(in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
    let what = "a whole number from \(range.lowerBound) to \(range.upperBound)"
    let number = try number(in: Double(range.lowerBound)...Double(range.upperBound), what)
    guard number == number.rounded() else { throw error("expected \(what), got \(number)") }
    return Int(number)
  }

  /// A non-negative length in points, at most ``ScenarioLimits/maximumLength``.
  func length() throws(ScenarioError) -> Double {
    try number(
      in: 0...ScenarioLimits.maximumLength,
      "a length in points from 0 to \(Int(ScenarioLimits.maximumLength))")
  }

  /// A strictly positive length in points.
  func positiveLength() throws(ScenarioError) -> Double {
    let value = try length()
    guard value > 0 else { throw error("expected a length in points greater than 0, got 0") }
    return value
  }

  /// One of `choices` by name.
  func choice<Value>(_ choices: [(String, Value)], _ what: String) throws(ScenarioError) -> Value {
    let text = try string()
    for (name, value) in choices where name == text {
      return value
    }
    throw error(
      "unknown \(what) \(JSONWriter.quoted(text)); expected one of "
        + choices.map(\.0).joined(separator: ", "))
  }
}
