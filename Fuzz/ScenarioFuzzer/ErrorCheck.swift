import Foundation

@testable import SheetLabKit

/// What a ``ScenarioError`` must be: a non-empty `path: message` (or the message alone for the
/// top level) whose path names a place in the document.
///
/// - Oversized files are refused at the top level.
/// - Malformed JSON is refused by the syntax pass (``JSONSyntax``), with "line L, column C: "
///   within the file and the path of the value being read.
/// - JSON the syntax pass accepts is never refused by Foundation's `JSONDecoder` as malformed
///   (the two agree on what is JSON).
/// - Otherwise the path resolves in the document (as `JSONDecoder` reads it, ``JSONTree``): to
///   a value, or (for a missing field) to an absent member of an object that exists.
enum ErrorCheck {
  static func verify(_ decoded: ScenarioError, for bytes: [UInt8]) {
    let error = decoded
    guard !error.message.isEmpty, !error.description.isEmpty else {
      fail("empty error message at path \"\(error.path)\"")
    }
    let expected = error.path.isEmpty ? error.message : error.path + ": " + error.message
    guard error.description == expected else {
      fail("description \"\(error.description)\" is not \"path: message\"")
    }
    if bytes.count > ScenarioLimits.maximumFileSize {
      guard error.path.isEmpty else { fail("an oversized file is refused at \(error.path)") }
      return
    }
    do {
      try JSONSyntax.validate(bytes)
    } catch {
      verifyParseError(error, decoded: decoded, bytes: bytes)
      return
    }
    guard !error.message.hasPrefix(ScenarioError.foundationRefusal) else {
      fail("JSONDecoder refused what the syntax pass accepted: \(error)")
    }
    let document: JSONTree
    do {
      document = try JSONDecoder().decode(JSONTree.self, from: Data(bytes))
    } catch {
      fail("JSONDecoder refused what the syntax pass accepted: \(error)")
    }
    let allowsMissing = error.message.hasPrefix("missing field")
    guard resolves(Substring(error.path), in: document, top: true, allowsMissing: allowsMissing)
    else {
      fail("error path \"\(error.path)\" names nothing in the document: \(error)")
    }
  }

  private static func verifyParseError(
    _ parsed: ScenarioError, decoded: ScenarioError, bytes: [UInt8]
  ) {
    guard parsed == decoded else {
      fail("decode threw \"\(decoded)\" but the parser threw \"\(parsed)\"")
    }
    // "line L, column C: …", both 1-based and within the file.
    let parts = parsed.message.split(separator: ":", maxSplits: 1)
    let position = parts.first.map(String.init) ?? ""
    let numbers = position.split(separator: ",").compactMap {
      Int($0.split(separator: " ").last ?? "")
    }
    guard position.hasPrefix("line "), numbers.count == 2, parts.count == 2,
      !parts[1].drop(while: { $0 == " " }).isEmpty
    else {
      fail("parse error without \"line L, column C: message\": \(parsed)")
    }
    let lines = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    guard (1...lines).contains(numbers[0]), (1...bytes.count + 1).contains(numbers[1]) else {
      fail(
        "parse error position outside the file (\(lines) lines, \(bytes.count) bytes): \(parsed)")
    }
  }

  /// Whether `path` (what is left of an error's path below `value`) names `value` itself or
  /// something inside it. Keys may hold `.` or `[`, so every member whose key fits is tried.
  static func resolves(
    _ path: Substring, in value: JSONTree, top: Bool, allowsMissing: Bool
  ) -> Bool {
    if path.isEmpty { return true }
    switch value {
    case .object(let members):
      let rest = top ? path : path.hasPrefix(".") ? path.dropFirst() : nil
      guard let rest else { return false }
      for (key, member) in members where rest.hasPrefix(key) {
        let below = rest.dropFirst(key.count)
        if below.isEmpty || below.hasPrefix(".") || below.hasPrefix("[") {
          if resolves(below, in: member, top: false, allowsMissing: allowsMissing) {
            return true
          }
        }
      }
      // A missing field: one more key, absent from this object.
      return allowsMissing && !rest.contains(".") && !rest.contains("[")
        && members[String(rest)] == nil
    case .array(let elements):
      guard path.hasPrefix("["), let close = path.firstIndex(of: "]"),
        let index = Int(path[path.index(after: path.startIndex)..<close]),
        elements.indices.contains(index)
      else { return false }
      return resolves(
        path[path.index(after: close)...], in: elements[index], top: false,
        allowsMissing: allowsMissing)
    default:
      return false
    }
  }
}
