// MARK: - SheetInput

/// The fields of a recorded input, and the names its `type` field gives each input (named
/// `Kind`, as a decoding error for an unknown name says: "Cannot initialize Kind from invalid
/// String value …").
private enum InputCoding {
  enum CodingKeys: String, CodingKey {
    case type, animated, detent, translation, velocity, context, height, overlap, animation
    case progress, time
  }

  enum Kind: String, Codable {
    case present, dismiss, selectDetent, dragBegan, dragChanged, dragEnded, dragCancelled
    case touchDown, touchLifted
    case tapOnDimming, layoutChanged, contentHeightChanged, keyboardChanged
    case paceMove, accessibilityEscape, accessibilityIncrement, accessibilityDecrement
  }
}

extension SheetInput: RecordingCodable {
  private typealias CodingKeys = InputCoding.CodingKeys
  private typealias Names = InputCoding.Kind

  /// Reads an input written by ``encode(recordingTo:)``: an object whose `type` names the input
  /// and whose other fields are its values, `{"type": "dragChanged", "translation": 42.5}`.
  package init(recordedFrom decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func animated() throws -> Bool { try container.decode(Bool.self, forKey: .animated) }
    switch try container.decode(Names.self, forKey: .type) {
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
    case .touchDown: self = .touchDown
    case .touchLifted: self = .touchLifted
    case .tapOnDimming: self = .tapOnDimming
    case .layoutChanged:
      self = .layoutChanged(
        try container.decode(recorded: LayoutContext.self, forKey: .context),
        animated: try animated())
    case .contentHeightChanged:
      self = .contentHeightChanged(
        try container.decode(Double.self, forKey: .height), animated: try animated())
    case .keyboardChanged:
      self = .keyboardChanged(
        overlap: try container.decode(Double.self, forKey: .overlap),
        animation: try container.decodeIfPresent(
          recorded: KeyboardAnimation.self, forKey: .animation))
    case .paceMove:
      self = .paceMove(
        progress: try container.decode(Double.self, forKey: .progress),
        time: try container.decode(Double.self, forKey: .time))
    case .accessibilityEscape: self = .accessibilityEscape
    case .accessibilityIncrement: self = .accessibilityIncrement
    case .accessibilityDecrement: self = .accessibilityDecrement
    }
  }

  /// Writes the input as an object whose `type` names the input, with its values as the other
  /// fields.
  package func encode(recordingTo encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch kind {
    case .present(let animated):
      try container.encode(Names.present, forKey: .type)
      try container.encode(animated, forKey: .animated)
    case .dismiss(let animated):
      try container.encode(Names.dismiss, forKey: .type)
      try container.encode(animated, forKey: .animated)
    case .selectDetent(let detent, let animated):
      try container.encode(Names.selectDetent, forKey: .type)
      try container.encode(detent, forKey: .detent)
      try container.encode(animated, forKey: .animated)
    case .dragBegan:
      try container.encode(Names.dragBegan, forKey: .type)
    case .dragChanged(let translation):
      try container.encode(Names.dragChanged, forKey: .type)
      try container.encode(translation, forKey: .translation)
    case .dragEnded(let velocity):
      try container.encode(Names.dragEnded, forKey: .type)
      try container.encode(velocity, forKey: .velocity)
    case .dragCancelled:
      try container.encode(Names.dragCancelled, forKey: .type)
    case .touchDown:
      try container.encode(Names.touchDown, forKey: .type)
    case .touchLifted:
      try container.encode(Names.touchLifted, forKey: .type)
    case .tapOnDimming:
      try container.encode(Names.tapOnDimming, forKey: .type)
    case .layoutChanged(let context, let animated):
      try container.encode(Names.layoutChanged, forKey: .type)
      try container.encode(recorded: context, forKey: .context)
      try container.encode(animated, forKey: .animated)
    case .contentHeightChanged(let height, let animated):
      try container.encode(Names.contentHeightChanged, forKey: .type)
      try container.encode(height, forKey: .height)
      try container.encode(animated, forKey: .animated)
    case .keyboardChanged(let overlap, let animation):
      try container.encode(Names.keyboardChanged, forKey: .type)
      try container.encode(overlap, forKey: .overlap)
      try container.encodeIfPresent(recorded: animation, forKey: .animation)
    case .paceMove(let progress, let time):
      try container.encode(Names.paceMove, forKey: .type)
      try container.encode(progress, forKey: .progress)
      try container.encode(time, forKey: .time)
    case .accessibilityEscape:
      try container.encode(Names.accessibilityEscape, forKey: .type)
    case .accessibilityIncrement:
      try container.encode(Names.accessibilityIncrement, forKey: .type)
    case .accessibilityDecrement:
      try container.encode(Names.accessibilityDecrement, forKey: .type)
    }
  }
}

// MARK: - KeyboardBehavior

extension KeyboardBehavior: RecordingCodable {
  private static let names: [(String, KeyboardBehavior)] = [
    ("lift", .lift), ("expandToLargest", .expandToLargest), ("ignore", .ignore),
  ]

  /// Reads `"lift"`, `"expandToLargest"` or `"ignore"`.
  package init(recordedFrom decoder: any Decoder) throws {
    self = try NameCoding.decode(decoder, Self.names)
  }

  /// Writes the behaviour's name.
  package func encode(recordingTo encoder: any Encoder) throws {
    try NameCoding.encode(Self.names.first { $0.1 == self }?.0 ?? "", to: encoder)
  }
}

// MARK: - KeyboardScope

extension KeyboardScope: RecordingCodable {
  private static let names: [(String, KeyboardScope)] = [
    ("editingInSheet", .editingInSheet), ("anyInScene", .anyInScene),
  ]

  /// Reads `"editingInSheet"` or `"anyInScene"`.
  package init(recordedFrom decoder: any Decoder) throws {
    self = try NameCoding.decode(decoder, Self.names)
  }

  /// Writes the scope's name.
  package func encode(recordingTo encoder: any Encoder) throws {
    try NameCoding.encode(Self.names.first { $0.1 == self }?.0 ?? "", to: encoder)
  }
}
