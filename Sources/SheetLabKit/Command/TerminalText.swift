/// Makes text safe to print on a terminal: control characters (C0, DEL, C1), the Unicode
/// bidirectional controls and the invisible zero-width characters are shown as visible `\u{…}`
/// escapes, so text from a scenario file cannot move the cursor, retitle or clear the
/// terminal, reorder what is shown, or hide characters inside a name.
package enum TerminalText {
  /// The bidirectional formatting characters: embeddings and overrides (U+202A–U+202E),
  /// isolates (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C).
  static let bidiControls: ClosedRange<UInt32> = 0x202A...0x202E
  static let bidiIsolates: ClosedRange<UInt32> = 0x2066...0x2069
  static let bidiMarks: Set<UInt32> = [0x200E, 0x200F, 0x061C]
  /// Zero-width characters: space, non-joiner, joiner, word joiner, and the byte-order mark.
  static let zeroWidth: Set<UInt32> = [0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF]

  /// Whether `scalar` must be shown as an escape.
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || bidiControls.contains(value)
      || bidiIsolates.contains(value) || bidiMarks.contains(value) || zeroWidth.contains(value)
  }

  /// `text` with every hidden scalar as `\u{HEX}`; line feeds are kept when `keepsLines` (for
  /// text the program lays out in lines itself), escaped otherwise.
  package static func visible(_ text: String, keepsLines: Bool = true) -> String {
    guard text.unicodeScalars.contains(where: { isHidden($0) && !(keepsLines && $0 == "\n") })
    else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isHidden(scalar), !(keepsLines && scalar == "\n") {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
