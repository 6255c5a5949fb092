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

extension KeyedEncodingContainer {
  /// `placement` as `"automatic"` or a card object with every field but the side's defaults
  /// left out (a fixed width as `width`).
  mutating func encode(placement: SheetPlacement, forKey key: Key) throws {
    guard let size = placement.cardSize else {
      try encode("automatic", forKey: key)
      return
    }
    var fields = nestedContainer(keyedBy: PlacementKeys.self, forKey: key)
    switch placement.kind {
    case .leading: try fields.encode("leading", forKey: .side)
    case .center: try fields.encode("center", forKey: .side)
    case .trailing, .automatic: try fields.encode("trailing", forKey: .side)
    }
    let defaults = SheetCardSize.default
    if size.fraction == 0, size.minimumWidth == size.maximumWidth {
      try fields.encode(size.minimumWidth, forKey: .width)
    } else {
      if size.fraction != defaults.fraction { try fields.encode(size.fraction, forKey: .fraction) }
      if size.minimumWidth != defaults.minimumWidth {
        try fields.encode(size.minimumWidth, forKey: .minimumWidth)
      }
      if size.maximumWidth != defaults.maximumWidth {
        try fields.encode(size.maximumWidth, forKey: .maximumWidth)
      }
    }
    if size.horizontalMargin != defaults.horizontalMargin {
      try fields.encode(size.horizontalMargin, forKey: .horizontalMargin)
    }
    if size.bottomMargin != defaults.bottomMargin {
      try fields.encode(size.bottomMargin, forKey: .bottomMargin)
    }
  }
}
