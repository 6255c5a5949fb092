/// A ``Detent`` as a recording keeps it: its identifier and its kind. A custom detent's
/// resolver is code and cannot be written down; the recording keeps what it answered instead
/// (``RecordedDetentValue``), and a replay answers from those values.
public struct RecordedDetent: Sendable, Hashable, Codable {
  /// What the detent measures.
  public enum Kind: Sendable, Hashable, Codable {
    /// The content's preferred height (``Detent/fitting``).
    case fitting
    /// A share of the largest extent (``Detent/fraction(_:identifier:)``).
    case fraction(Double)
    /// A height above the bottom safe area (``Detent/height(_:identifier:)``).
    case height(Double)
    /// The largest extent (``Detent/large``).
    case large
    /// A resolver of the app's (``Detent/custom(id:resolver:)``).
    case custom
  }

  /// The detent's identifier.
  public var identifier: Detent.Identifier
  /// What it measures.
  public var kind: Kind

  /// Describes `detent`.
  public init(_ detent: Detent) {
    identifier = detent.identifier
    switch detent.kind {
    case .fitting: kind = .fitting
    case .fraction(let fraction): kind = .fraction(fraction)
    case .height(let height): kind = .height(height)
    case .large: kind = .large
    case .custom: kind = .custom
    }
  }

  /// The detent again; a custom detent answers from `values`, the values its resolver gave in
  /// each layout it was resolved in (the last one recorded for a layout wins), and with the
  /// largest value for a layout the recording never saw.
  public func detent(answering values: [RecordedDetentValue]) -> Detent {
    switch kind {
    case .fitting: return Detent(identifier: identifier, kind: .fitting)
    case .fraction(let fraction): return Detent(identifier: identifier, kind: .fraction(fraction))
    case .height(let height): return Detent(identifier: identifier, kind: .height(height))
    case .large: return Detent(identifier: identifier, kind: .large)
    case .custom:
      var answers: [RecordedDetentValue.Key: Double] = [:]
      for value in values where value.identifier == identifier {
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
}
