/// What a custom detent's resolver answered in one layout, as a recording keeps it.
public struct RecordedDetentValue: Sendable, Hashable, Codable {
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

  /// The custom detent.
  public var identifier: Detent.Identifier
  /// The sanitised layout context it was resolved in.
  public var context: LayoutContext
  /// The ``DetentResolutionContext/maximumDetentValue`` it was given.
  public var maximumDetentValue: Double
  /// What the resolver returned, exactly (a JSON encoder needs a non-conforming float strategy
  /// to write a resolver's NaN or infinity).
  public var value: Double

  /// Records `value` for `identifier` in `context`.
  public init(
    identifier: Detent.Identifier, context: LayoutContext, maximumDetentValue: Double,
    value: Double
  ) {
    self.identifier = identifier
    self.context = context
    self.maximumDetentValue = maximumDetentValue
    self.value = value
  }

  var key: Key { Key(context: context, maximumDetentValue: maximumDetentValue) }
}
