/// Escapes text for XHTML content and attributes (only the five XML entities, so the report
/// parses as XML as well as HTML).
enum XMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// A number for SVG attributes: at most `digits` decimals, ASCII minus sign.
  static func number(_ value: Double, digits: Int = 1) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == rounded.rounded() { return String(Int64(rounded)) }
    return JSONWriter.number(rounded)
  }
}
