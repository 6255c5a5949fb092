// MARK: - SheetInput

extension SheetInput: Codable {
  private enum CodingKeys: String, CodingKey {
    case type, animated, detent, translation, velocity, context, height, overlap, animation
    case progress
  }

  private enum Kind: String, Codable {
    case present, dismiss, selectDetent, dragBegan, dragChanged, dragEnded, dragCancelled
    case tapOnDimming, layoutChanged, contentHeightChanged, keyboardChanged
    case paceMove, accessibilityEscape, accessibilityIncrement, accessibilityDecrement
  }

  /// Reads an input written by ``encode(to:)``: an object whose `type` names the case and whose
  /// other fields are the case's values, `{"type": "dragChanged", "translation": 42.5}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func animated() throws -> Bool { try container.decode(Bool.self, forKey: .animated) }
    switch try container.decode(Kind.self, forKey: .type) {
    case .present: self = .present(animated: try animated())
    case .dismiss: self = .dismiss(animated: try animated())
    case .selectDetent:
      self = .selectDetent(
        try container.decode(Detent.Identifier.self, forKey: .detent), animated: try animated())
    case .dragBegan: self = .dragBegan
    case .dragChanged:
      self = .dragChanged(translation: try container.decode(Double.self, forKey: .translation))
    case .dragEnded:
      self = .dragEnded(velocity: try container.decode(Double.self, forKey: .velocity))
    case .dragCancelled: self = .dragCancelled
    case .tapOnDimming: self = .tapOnDimming
    case .layoutChanged:
      self = .layoutChanged(
        try container.decode(LayoutContext.self, forKey: .context), animated: try animated())
    case .contentHeightChanged:
      self = .contentHeightChanged(
        try container.decode(Double.self, forKey: .height), animated: try animated())
    case .keyboardChanged:
      self = .keyboardChanged(
        overlap: try container.decode(Double.self, forKey: .overlap),
        animation: try container.decodeIfPresent(KeyboardAnimation.self, forKey: .animation))
    case .paceMove:
      self = .paceMove(progress: try container.decode(Double.self, forKey: .progress))
    case .accessibilityEscape: self = .accessibilityEscape
    case .accessibilityIncrement: self = .accessibilityIncrement
    case .accessibilityDecrement: self = .accessibilityDecrement
    }
  }

  /// Writes the input as an object whose `type` names the case, with the case's values as the
  /// other fields.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .present(let animated):
      try container.encode(Kind.present, forKey: .type)
      try container.encode(animated, forKey: .animated)
    case .dismiss(let animated):
      try container.encode(Kind.dismiss, forKey: .type)
      try container.encode(animated, forKey: .animated)
    case .selectDetent(let detent, let animated):
      try container.encode(Kind.selectDetent, forKey: .type)
      try container.encode(detent, forKey: .detent)
      try container.encode(animated, forKey: .animated)
    case .dragBegan:
      try container.encode(Kind.dragBegan, forKey: .type)
    case .dragChanged(let translation):
      try container.encode(Kind.dragChanged, forKey: .type)
      try container.encode(translation, forKey: .translation)
    case .dragEnded(let velocity):
      try container.encode(Kind.dragEnded, forKey: .type)
      try container.encode(velocity, forKey: .velocity)
    case .dragCancelled:
      try container.encode(Kind.dragCancelled, forKey: .type)
    case .tapOnDimming:
      try container.encode(Kind.tapOnDimming, forKey: .type)
    case .layoutChanged(let context, let animated):
      try container.encode(Kind.layoutChanged, forKey: .type)
      try container.encode(context, forKey: .context)
      try container.encode(animated, forKey: .animated)
    case .contentHeightChanged(let height, let animated):
      try container.encode(Kind.contentHeightChanged, forKey: .type)
      try container.encode(height, forKey: .height)
      try container.encode(animated, forKey: .animated)
    case .keyboardChanged(let overlap, let animation):
      try container.encode(Kind.keyboardChanged, forKey: .type)
      try container.encode(overlap, forKey: .overlap)
      try container.encodeIfPresent(animation, forKey: .animation)
    case .paceMove(let progress):
      try container.encode(Kind.paceMove, forKey: .type)
      try container.encode(progress, forKey: .progress)
    case .accessibilityEscape:
      try container.encode(Kind.accessibilityEscape, forKey: .type)
    case .accessibilityIncrement:
      try container.encode(Kind.accessibilityIncrement, forKey: .type)
    case .accessibilityDecrement:
      try container.encode(Kind.accessibilityDecrement, forKey: .type)
    }
  }
}

// MARK: - KeyboardBehavior

extension KeyboardBehavior: Codable {
  private static let names: [(String, KeyboardBehavior)] = [
    ("lift", .lift), ("expandToLargest", .expandToLargest), ("ignore", .ignore),
  ]

  /// Reads `"lift"`, `"expandToLargest"` or `"ignore"`.
  public init(from decoder: any Decoder) throws {
    self = try NameCoding.decode(decoder, Self.names)
  }

  /// Writes the behaviour's name.
  public func encode(to encoder: any Encoder) throws {
    try NameCoding.encode(Self.names.first { $0.1 == self }?.0 ?? "", to: encoder)
  }
}

// MARK: - KeyboardScope

extension KeyboardScope: Codable {
  private static let names: [(String, KeyboardScope)] = [
    ("editingInSheet", .editingInSheet), ("anyInScene", .anyInScene),
  ]

  /// Reads `"editingInSheet"` or `"anyInScene"`.
  public init(from decoder: any Decoder) throws {
    self = try NameCoding.decode(decoder, Self.names)
  }

  /// Writes the scope's name.
  public func encode(to encoder: any Encoder) throws {
    try NameCoding.encode(Self.names.first { $0.1 == self }?.0 ?? "", to: encoder)
  }
}
