// MARK: - LayoutContext

extension LayoutContext: RecordingCodable {
  private enum CodingKeys: String, CodingKey {
    case containerSize, safeAreaInsets, preferredContentHeight, keyboardOverlap, grabberHeight
    case topGap, displayCornerRadius, layoutDirection
  }

  /// Reads a context; a recording made before ``displayCornerRadius`` existed reads as square
  /// corners (0), one made before ``layoutDirection`` existed as left-to-right.
  package init(recordedFrom decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      containerSize: try container.decode(Size.self, forKey: .containerSize),
      safeAreaInsets: try container.decode(Insets.self, forKey: .safeAreaInsets),
      preferredContentHeight: try container.decode(Double.self, forKey: .preferredContentHeight),
      keyboardOverlap: try container.decode(Double.self, forKey: .keyboardOverlap),
      grabberHeight: try container.decode(Double.self, forKey: .grabberHeight),
      topGap: try container.decode(Double.self, forKey: .topGap),
      displayCornerRadius: try container.decodeIfPresent(Double.self, forKey: .displayCornerRadius)
        ?? 0,
      layoutDirection: try container.decodeIfPresent(
        recorded: SheetLayoutDirection.self, forKey: .layoutDirection)
        ?? .leftToRight)
  }

  /// Writes every value.
  package func encode(recordingTo encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(containerSize, forKey: .containerSize)
    try container.encode(safeAreaInsets, forKey: .safeAreaInsets)
    try container.encode(preferredContentHeight, forKey: .preferredContentHeight)
    try container.encode(keyboardOverlap, forKey: .keyboardOverlap)
    try container.encode(grabberHeight, forKey: .grabberHeight)
    try container.encode(topGap, forKey: .topGap)
    try container.encode(displayCornerRadius, forKey: .displayCornerRadius)
    try container.encode(recorded: layoutDirection, forKey: .layoutDirection)
  }
}

// MARK: - SheetLayoutDirection

extension SheetLayoutDirection: RecordingCodable {
  private static let names: [(String, SheetLayoutDirection)] = [
    ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft),
  ]

  /// Reads `"leftToRight"` or `"rightToLeft"`.
  package init(recordedFrom decoder: any Decoder) throws {
    self = try NameCoding.decode(decoder, Self.names)
  }

  /// Writes the direction's name.
  package func encode(recordingTo encoder: any Encoder) throws {
    try NameCoding.encode(Self.names.first { $0.1 == self }?.0 ?? "", to: encoder)
  }
}

// MARK: - SheetSurfaceStyle

extension SheetSurfaceStyle: RecordingCodable {
  /// Reads the style's name, `"automatic"`, `"floating"` or `"attached"`; an unknown name is
  /// refused as `RawRepresentable`'s coding refused it, when the style was `Codable` itself.
  package init(recordedFrom decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let style = SheetSurfaceStyle(rawValue: name) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "Cannot initialize SheetSurfaceStyle from invalid String value \(name)"
        ))
    }
    self = style
  }

  /// Writes the style's name.
  package func encode(recordingTo encoder: any Encoder) throws {
    try NameCoding.encode(rawValue, to: encoder)
  }
}

// MARK: - SheetPlacement

extension SheetPlacement: RecordingCodable {
  /// Reads the placement as its `Kind`'s synthesized coding writes it: `{"automatic": {}}` or
  /// `{"leading": {"_0": {…}}}` with the card's size.
  package init(recordedFrom decoder: any Decoder) throws {
    self.init(try Kind(from: decoder))
  }

  /// Writes the placement as its `Kind` codes it.
  package func encode(recordingTo encoder: any Encoder) throws {
    try kind.encode(to: encoder)
  }
}
