import Foundation

/// Writes a ``Scenario`` as a scenario file that ``ScenarioDecoder`` reads back to an equal
/// value, so the built-in scenarios can be exported, edited and run again.
///
/// ```swift
/// let text = try ScenarioEncoder.encode(BuiltInScenarios.all[0])
/// ```
///
/// The text is `JSONEncoder`'s: pretty-printed, keys sorted (Foundation keeps no other order
/// from one run to the next), slashes unescaped. Invisible characters in strings (zero-width
/// and bidirectional controls, C1 controls, which `JSONEncoder` leaves raw) are written as
/// `\u` escapes, so a printed file shows everything it holds.
package enum ScenarioEncoder {
  /// The scenario as pretty-printed JSON text, ending with a newline. Fields at their defaults
  /// are left out.
  ///
  /// - Throws: `EncodingError` when a number is not finite (JSON cannot hold it; a decoded
  ///   scenario never has one).
  package static func encode(_ scenario: Scenario) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let text = String(decoding: try encoder.encode(scenario), as: UTF8.self)
    return escapingHidden(text) + "\n"
  }

  /// `text` with hidden scalars as `\uXXXX`. In `JSONEncoder`'s output every scalar outside
  /// ASCII sits inside a string and every control below U+0020 is already escaped, so only
  /// string contents change.
  static func escapingHidden(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.value >= 0x7F && TerminalText.isHidden($0) })
    else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.value >= 0x7F, TerminalText.isHidden(scalar) {
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
