// MARK: - LayoutContext

extension LayoutContext: Codable {
  private enum CodingKeys: String, CodingKey {
    case containerSize, safeAreaInsets, preferredContentHeight, keyboardOverlap, grabberHeight
    case topGap, displayCornerRadius, layoutDirection
  }

  /// Reads a context; a recording made before ``displayCornerRadius`` existed reads as square
  /// corners (0), one made before ``layoutDirection`` existed as left-to-right.
  public init(from decoder: any Decoder) throws {
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
        SheetLayoutDirection.self, forKey: .layoutDirection)
        ?? .leftToRight)
  }

  /// Writes every value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(containerSize, forKey: .containerSize)
    try container.encode(safeAreaInsets, forKey: .safeAreaInsets)
    try container.encode(preferredContentHeight, forKey: .preferredContentHeight)
    try container.encode(keyboardOverlap, forKey: .keyboardOverlap)
    try container.encode(grabberHeight, forKey: .grabberHeight)
    try container.encode(topGap, forKey: .topGap)
    try container.encode(displayCornerRadius, forKey: .displayCornerRadius)
    try container.encode(layoutDirection, forKey: .layoutDirection)
  }
}

// MARK: - SheetLayoutDirection

extension SheetLayoutDirection: Codable {
  private static let names: [(String, SheetLayoutDirection)] = [
    ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft),
  ]

  /// Reads `"leftToRight"` or `"rightToLeft"`.
  public init(from decoder: any Decoder) throws {
    self = try NameCoding.decode(decoder, Self.names)
  }

  /// Writes the direction's name.
  public func encode(to encoder: any Encoder) throws {
    try NameCoding.encode(Self.names.first { $0.1 == self }?.0 ?? "", to: encoder)
  }
}

// MARK: - SheetSurfaceStyle

/// A surface style is written as its name, `"automatic"`, `"floating"` or `"attached"`.
extension SheetSurfaceStyle: Codable {}
