/// Writes ``JSONValue``s as pretty-printed JSON with two-space indentation and members in
/// order, so exported scenarios diff well and read like the documentation's example.
enum JSONWriter {
  /// The indentation per nesting level.
  static let indent = "  "

  /// The text of `value`, ending with a newline.
  static func write(_ value: JSONValue) -> String {
    var output = ""
    write(value, level: 0, into: &output)
    output += "\n"
    return output
  }

  /// A number as JSON: integers without a fraction, others in Swift's shortest round-trip
  /// form (which is valid JSON); non-finite values, which JSON cannot hold, as `null`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }

  /// A string literal with the escapes JSON requires.
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
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static func write(_ value: JSONValue, level: Int, into output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): output += self.number(number)
    case .string(let text): output += quoted(text)
    case .array(let elements):
      if elements.isEmpty {
        output += "[]"
      } else if elements.allSatisfy(isScalar) {
        output += "[" + elements.map { inline($0) }.joined(separator: ", ") + "]"
      } else {
        output += "[\n"
        for (position, element) in elements.enumerated() {
          output += String(repeating: indent, count: level + 1)
          write(element, level: level + 1, into: &output)
          output += position == elements.count - 1 ? "\n" : ",\n"
        }
        output += String(repeating: indent, count: level) + "]"
      }
    case .object(let members):
      if members.isEmpty {
        output += "{}"
      } else if members.count <= 4, members.allSatisfy({ isScalar($0.value) }) {
        let parts = members.map { quoted($0.key) + ": " + inline($0.value) }
        output += "{ " + parts.joined(separator: ", ") + " }"
      } else {
        output += "{\n"
        for (position, member) in members.enumerated() {
          output += String(repeating: indent, count: level + 1) + quoted(member.key) + ": "
          write(member.value, level: level + 1, into: &output)
          output += position == members.count - 1 ? "\n" : ",\n"
        }
        output += String(repeating: indent, count: level) + "}"
      }
    }
  }

  private static func inline(_ value: JSONValue) -> String {
    var output = ""
    write(value, level: 0, into: &output)
    return output
  }

  private static func isScalar(_ value: JSONValue) -> Bool {
    switch value {
    case .array, .object: return false
    default: return true
    }
  }
}
