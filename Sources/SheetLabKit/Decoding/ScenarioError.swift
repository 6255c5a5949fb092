/// Why bytes are not a scenario: where (a JSON path such as `inputs[3].velocity`) and what was
/// expected there.
///
/// ```text
/// inputs[3].velocity: expected a number, got a string
/// detents[1].kind: unknown detent kind "huge"; expected one of fitting, medium, large, fraction, height
/// line 4, column 12: expected ',' or '}' after a field
/// ```
package struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The JSON path of the offending value ("" for the document as a whole).
  package var path: String
  /// What is wrong and what was expected.
  package var message: String

  /// Creates an error at `path`.
  package init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`, or the message alone for the whole document.
  package var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
