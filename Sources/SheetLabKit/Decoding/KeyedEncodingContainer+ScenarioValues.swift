import BottomSheetCore

/// Writers for values that are not Codable themselves: the core's geometry types (the core
/// stays free of Codable and Foundation) and detent expectations (`null` or a name).
extension KeyedEncodingContainer {
  /// `size` as `{"width", "height"}`.
  mutating func encode(size: Size, forKey key: Key) throws {
    var fields = nestedContainer(keyedBy: SizeKeys.self, forKey: key)
    try fields.encode(size.width, forKey: .width)
    try fields.encode(size.height, forKey: .height)
  }

  /// `insets` with the non-zero edges only (`{}` for none).
  mutating func encode(insets: Insets, forKey key: Key) throws {
    var fields = nestedContainer(keyedBy: InsetsKeys.self, forKey: key)
    let edges: [(InsetsKeys, Double)] = [
      (.top, insets.top), (.left, insets.left), (.bottom, insets.bottom), (.right, insets.right),
    ]
    for (edge, value) in edges where value != 0 {
      try fields.encode(value, forKey: edge)
    }
  }

  /// `null` for no detent, else the detent's identifier.
  mutating func encode(detentExpectation: DetentExpectation, forKey key: Key) throws {
    switch detentExpectation {
    case .none: try encodeNil(forKey: key)
    case .named(let id): try encode(id, forKey: key)
    }
  }
}
