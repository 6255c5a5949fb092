@testable import SheetLabKit

/// A document's shape as `JSONDecoder` reads it, for resolving error paths. Not
/// `JSONSerialization`: on swift-corelibs-foundation it drops a U+FEFF that starts a string
/// (so a key `"\u{FEFF}ation"` reads as `"ation"`), which the decoder keeps.
indirect enum JSONTree: Decodable {
  case object([String: JSONTree])
  case array([JSONTree])
  case scalar

  init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: FieldKey.self) {
      var members: [String: JSONTree] = [:]
      for key in object.allKeys {
        members[key.stringValue] = try object.decode(JSONTree.self, forKey: key)
      }
      self = .object(members)
    } else if var list = try? decoder.unkeyedContainer() {
      var elements: [JSONTree] = []
      while !list.isAtEnd { elements.append(try list.decode(JSONTree.self)) }
      self = .array(elements)
    } else {
      self = .scalar
    }
  }
}
