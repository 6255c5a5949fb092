/// Escapes text for XHTML content and attributes (only the five XML entities, so the report
/// parses as XML as well as HTML).
enum XMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and the control characters XML forbids
  /// shown as U+FFFD.
  ///
  /// It works on Unicode scalars, not characters: a combining mark after `<`, or a prepended
  /// character before it, makes one `Character` that is not equal to `"<"`, yet its `<` scalar
  /// still opens markup.
  static func escape(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A number for SVG attributes: at most `digits` decimals, ASCII minus sign. Any finite value
  /// gives a number (one beyond `Int64`, which a hand-written recording's geometry can reach,
  /// is written with an exponent, which SVG accepts); a non-finite one gives 0.
  static func number(_ value: Double, digits: Int = 1) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    // `LabFormat.plainNumber` writes whole numbers below 10¹⁵ without a fraction, others as
    // Swift prints them; a scaling that overflowed keeps the value as given.
    return LabFormat.plainNumber(rounded.isFinite ? rounded : value)
  }
}
