import BottomSheetCore

/// The range checks and quoting that every field reader and the scenario-wide checks share, so
/// a bound's message reads the same wherever it breaks.
enum FieldCheck {
  /// Any number a scenario may hold (velocities included).
  static let anyNumber = -ScenarioLimits.maximumMagnitude...ScenarioLimits.maximumMagnitude

  /// `value` if it lies in `range`; else an error at `path` naming `what` was expected and
  /// which bound broke ("… got 121: more than the largest allowed, 120").
  static func number(
    _ value: Double, in range: ClosedRange<Double>, _ what: String, at path: String
  ) throws(ScenarioError) -> Double {
    guard value.isFinite else {
      throw ScenarioError(path: path, message: "expected \(what), got a number too large")
    }
    guard range.contains(value) else {
      // Say which bound the value broke: "≥ 0, got 121" alone reads as a contradiction when
      // the upper limit is what failed.
      let broken =
        value > range.upperBound
        ? "more than the largest allowed, \(LabFormat.plainNumber(range.upperBound))"
        : "less than the smallest allowed, \(LabFormat.plainNumber(range.lowerBound))"
      throw ScenarioError(
        path: path, message: "expected \(what), got \(LabFormat.plainNumber(value)): \(broken)")
    }
    return value
  }

  /// `text` as a JSON string literal, for messages that quote what the file said.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || TerminalText.isHidden(scalar):
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Whether `insets` leave a non-empty area inside `container`.
  static func leavesRoom(_ insets: Insets, in container: Size) -> Bool {
    insets.top + insets.bottom < container.height && insets.left + insets.right < container.width
  }

  /// The path of field `key` of the object at `path`.
  static func member(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : path + "." + key
  }

  /// The path of element `index` of the array at `path`.
  static func element(_ path: String, _ index: Int) -> String {
    path + "[\(index)]"
  }
}
