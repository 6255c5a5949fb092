import Foundation

/// Turns the bytes of a scenario file into a ``Scenario``, or into a ``ScenarioError`` that
/// names the JSON path at fault and what was expected there.
///
/// Three steps: the size limit, a syntax pass of our own (``JSONSyntax``: line and column for
/// every syntax error, no duplicate keys, no trailing commas, bounded nesting, none of which
/// Foundation's `JSONDecoder` checks or reports), then `JSONDecoder` with the model's `Codable`
/// conformances, which check every field (unknown fields included) and that the parts agree.
///
/// The decoder is a pure function of its input: it reads no files, allocates in proportion to
/// the input (bounded by ``ScenarioLimits``), and never traps. Any sequence of bytes yields a
/// scenario or an error, so it can be fuzzed directly:
///
/// ```swift
/// do {
///   let scenario = try ScenarioDecoder.decode(Array(data))
/// } catch {
///   print(error)  // "inputs[3].velocity: expected a number, got a string"
/// }
/// ```
///
/// A decoded scenario is also *valid*: times lie within the run, named detents exist, lengths
/// are finite and non-negative, and gestures stay within the touch-sample budget, so running it
/// is bounded too. The format is documented in `docs/sheet-lab.md`.
package enum ScenarioDecoder {
  /// Decodes and validates a scenario file.
  ///
  /// - Parameter bytes: The file's contents (UTF-8 JSON, at most
  ///   ``ScenarioLimits/maximumFileSize`` bytes).
  /// - Throws: A ``ScenarioError`` naming the offending path.
  package static func decode(_ bytes: [UInt8]) throws(ScenarioError) -> Scenario {
    guard bytes.count <= ScenarioLimits.maximumFileSize else {
      throw ScenarioError(
        path: "",
        message: "file is \(bytes.count) bytes; expected at most \(ScenarioLimits.maximumFileSize)")
    }
    try JSONSyntax.validate(bytes)
    do {
      return try JSONDecoder().decode(Scenario.self, from: Data(bytes))
    } catch let error as ScenarioError {
      throw error
    } catch let error as DecodingError {
      throw ScenarioError(error)
    } catch {
      throw ScenarioError(path: "", message: "\(error)")
    }
  }

  /// Decodes a scenario from JSON text.
  package static func decode(_ text: String) throws(ScenarioError) -> Scenario {
    try decode(Array(text.utf8))
  }
}
