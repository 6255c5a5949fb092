/// A ``Detent`` as a recording keeps it: its identifier and its kind. A custom detent's
/// resolver is code and cannot be written down; the recording keeps what it answered instead
/// (``RecordedDetentValue``), and a replay answers from those values.
package struct RecordedDetent: Sendable, Hashable, Codable {
  /// What the detent measures.
  package enum Kind: Sendable, Hashable {
    /// The content's preferred height (``Detent/fitting``).
    case fitting
    /// A share of the largest extent (``Detent/fraction(_:identifier:accessibilityName:)``).
    case fraction(Double)
    /// A height above the bottom safe area (``Detent/height(_:identifier:accessibilityName:)``).
    case height(Double)
    /// The largest extent (``Detent/large``).
    case large
    /// A resolver of the app's (``Detent/custom(id:accessibilityName:resolver:)``).
    case custom
  }

  /// The detent's identifier.
  package var identifier: Detent.Identifier
  /// What it measures.
  package var kind: Kind

  /// Describes `detent`.
  package init(_ detent: Detent) {
    identifier = detent.identifier
    switch detent.kind {
    case .fitting: kind = .fitting
    case .fraction(let fraction): kind = .fraction(fraction)
    case .height(let height): kind = .height(height)
    case .large: kind = .large
    case .custom: kind = .custom
    }
  }

  /// The detent again. As the detent at `index` of configuration `configuration`, a custom
  /// detent answers from the `values` recorded for that place in each layout (the last one
  /// recorded for a layout wins), and with the largest value for a layout the recording never
  /// saw.
  package func detent(
    at index: Int, ofConfiguration configuration: Int, answering values: [RecordedDetentValue]
  ) -> Detent {
    switch kind {
    case .fitting: return Detent(identifier: identifier, kind: .fitting)
    case .fraction(let fraction): return Detent(identifier: identifier, kind: .fraction(fraction))
    case .height(let height): return Detent(identifier: identifier, kind: .height(height))
    case .large: return Detent(identifier: identifier, kind: .large)
    case .custom:
      var answers: [RecordedDetentValue.Key: Double] = [:]
      for value in values where value.configuration == configuration && value.index == index {
        answers[value.key] = value.value
      }
      let table = answers
      return Detent(
        identifier: identifier,
        kind: .custom({ context in
          table[RecordedDetentValue.Key(context)] ?? context.maximumDetentValue
        }))
    }
  }

  private enum CodingKeys: String, CodingKey {
    case id, kind, value
  }

  /// Reads `{"id": …, "kind": "fitting" | "fraction" | "height" | "large" | "custom"}`, with
  /// `"value"` for a fraction or a height.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    identifier = try container.decode(Detent.Identifier.self, forKey: .id)
    switch try container.decode(String.self, forKey: .kind) {
    case "fitting": kind = .fitting
    case "fraction": kind = .fraction(try container.decode(Double.self, forKey: .value))
    case "height": kind = .height(try container.decode(Double.self, forKey: .value))
    case "large": kind = .large
    case "custom": kind = .custom
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container,
        debugDescription:
          "expected \"fitting\", \"fraction\", \"height\", \"large\" or \"custom\", got \"\(other)\""
      )
    }
  }

  /// Writes the identifier and the kind, with the value of a fraction or a height.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(identifier, forKey: .id)
    switch kind {
    case .fitting: try container.encode("fitting", forKey: .kind)
    case .fraction(let value):
      try container.encode("fraction", forKey: .kind)
      try container.encode(value, forKey: .value)
    case .height(let value):
      try container.encode("height", forKey: .kind)
      try container.encode(value, forKey: .value)
    case .large: try container.encode("large", forKey: .kind)
    case .custom: try container.encode("custom", forKey: .kind)
    }
  }
}
