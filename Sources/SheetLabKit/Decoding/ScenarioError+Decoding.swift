/// ``ScenarioError``s from Codable's coding paths and errors.
extension ScenarioError {
  /// An error at `codingPath`, written as the files' paths are: `inputs[3].path[0].by`.
  init(at codingPath: [any CodingKey], _ message: String) {
    self.init(path: Self.path(codingPath), message: message)
  }

  /// `codingPath` as a JSON path: names joined by `.`, array indices in brackets.
  static func path(_ codingPath: [any CodingKey]) -> String {
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return path
  }

  /// A `DecodingError` the field readers did not turn into a ``ScenarioError`` themselves, in
  /// the same `path: expected …` form. `dataCorrupted` at the top says Foundation refused JSON
  /// the syntax pass accepted; the fuzzer treats that as a bug of the syntax pass.
  init(_ error: DecodingError) {
    switch error {
    case .typeMismatch(let type, let context):
      self.init(at: context.codingPath, "expected \(type): \(context.debugDescription)")
    case .valueNotFound(let type, let context):
      self.init(at: context.codingPath, "expected \(type), got null")
    case .keyNotFound(let key, let context):
      self.init(at: context.codingPath + [key], "missing field")
    case .dataCorrupted(let context):
      self.init(
        at: context.codingPath,
        Self.foundationRefusal + context.debugDescription)
    @unknown default:
      self.init(path: "", message: "\(error)")
    }
  }

  /// How a message starts when Foundation's parser refused bytes the syntax pass accepted.
  static let foundationRefusal = "JSONDecoder refused the file: "
}
