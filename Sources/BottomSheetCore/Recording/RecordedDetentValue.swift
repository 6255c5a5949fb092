/// What a custom detent's resolver answered in one layout, as a recording keeps it.
///
/// A resolver is named by where it sits, not by its identifier, which two detents may share: the
/// configuration it belongs to (0 for the one the engine was created with, n for the nth
/// ``RecordedStep/configuration(_:time:animated:)``) and its index among that configuration's detents.
package struct RecordedDetentValue: Sendable, Hashable, Codable {
  /// The layout a resolver was asked in: a replay looks its answer up by it.
  struct Key: Sendable, Hashable {
    var context: LayoutContext
    var maximumDetentValue: Double

    init(_ context: DetentResolutionContext) {
      self.context = context.layout.context
      maximumDetentValue = context.maximumDetentValue
    }

    init(context: LayoutContext, maximumDetentValue: Double) {
      self.context = context
      self.maximumDetentValue = maximumDetentValue
    }
  }

  /// The configuration the detent belongs to: 0 for the first, n for the nth change.
  package var configuration: Int
  /// The detent's index among that configuration's detents.
  package var index: Int
  /// The custom detent's identifier (for reading; the lookup uses the two above).
  package var identifier: Detent.Identifier
  /// The sanitised layout context it was resolved in.
  package var context: LayoutContext
  /// The ``DetentResolutionContext/maximumDetentValue`` it was given.
  package var maximumDetentValue: Double
  /// What the resolver returned, exactly (a JSON encoder needs a non-conforming float strategy
  /// to write a resolver's NaN or infinity).
  package var value: Double

  /// Records `value` for the detent at `index` of configuration `configuration`, called
  /// `identifier`, in `context`.
  package init(
    configuration: Int, index: Int, identifier: Detent.Identifier, context: LayoutContext,
    maximumDetentValue: Double, value: Double
  ) {
    self.configuration = configuration
    self.index = index
    self.identifier = identifier
    self.context = context
    self.maximumDetentValue = maximumDetentValue
    self.value = value
  }

  var key: Key { Key(context: context, maximumDetentValue: maximumDetentValue) }

  private enum CodingKeys: String, CodingKey {
    case configuration, index, identifier, context, maximumDetentValue, value
  }

  /// Reads the fields in the order they are declared (a reader that refuses unknown fields
  /// lists them in that order).
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    configuration = try container.decode(Int.self, forKey: .configuration)
    index = try container.decode(Int.self, forKey: .index)
    identifier = try container.decode(Detent.Identifier.self, forKey: .identifier)
    context = try container.decode(recorded: LayoutContext.self, forKey: .context)
    maximumDetentValue = try container.decode(Double.self, forKey: .maximumDetentValue)
    value = try container.decode(Double.self, forKey: .value)
  }

  /// Writes every field.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(configuration, forKey: .configuration)
    try container.encode(index, forKey: .index)
    try container.encode(identifier, forKey: .identifier)
    try container.encode(recorded: context, forKey: .context)
    try container.encode(maximumDetentValue, forKey: .maximumDetentValue)
    try container.encode(value, forKey: .value)
  }
}
