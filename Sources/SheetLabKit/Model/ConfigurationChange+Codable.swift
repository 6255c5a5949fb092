/// A `configure` input's own fields: `detents` (the same list as a scenario's) and
/// `configuration` (the same object as a scenario's, but a field it leaves out keeps its
/// value); at least one of the two. `null` clears `initialDetent` or `largestUndimmedDetent`.
extension ConfigurationChange {
  /// Reads a change from the input object's `detents` and `configuration` fields.
  init(
    detents: (any Decoder)?, configuration: (any Decoder)?, in input: any Decoder
  ) throws {
    guard detents != nil || configuration != nil else {
      throw input.error("a configure input needs \"detents\", \"configuration\" or both")
    }
    var values = ConfigurationSpec()
    let fields = try configuration.map { try values.decodeFields(from: $0) } ?? []
    self.init(
      detents: try detents.map(DetentSpec.list(from:)), values: values, fields: fields)
  }

  /// Writes the changed settings, `null` for a cleared detent name.
  func encodeConfiguration(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ConfigurationSpec.CodingKeys.self)
    for field in ConfigurationSpec.CodingKeys.allCases where fields.contains(field) {
      switch field {
      case .persistent: try container.encode(values.isPersistent, forKey: field)
      case .initialDetent: try container.encode(values.initialDetent, forKey: field)
      case .vetoesDismissal: try container.encode(values.vetoesDismissal, forKey: field)
      case .dimmingAlpha: try container.encode(values.dimmingAlpha, forKey: field)
      case .largestUndimmedDetent:
        try container.encode(values.largestUndimmedDetent, forKey: field)
      case .snapPolicy: try container.encode(values.snapPolicy.rawValue, forKey: field)
      case .deceleration: try container.encode(values.deceleration.rawValue, forKey: field)
      case .keyboard: try container.encode(values.keyboard.rawValue, forKey: field)
      case .reduceMotion: try container.encode(values.reduceMotion, forKey: field)
      case .rubberBandCoefficient:
        try container.encode(values.rubberBandCoefficient, forKey: field)
      case .scrollingExpandsSheet:
        try container.encode(values.scrollingExpandsSheet, forKey: field)
      case .surfaceStyle: try container.encode(values.surfaceStyle.rawValue, forKey: field)
      case .placement: try container.encode(placement: values.placement, forKey: field)
      case .stepsDownWhenCovered: try container.encode(values.stepsDownWhenCovered, forKey: field)
      case .layoutDirection:
        let name = ConfigurationSpec.directions.first { $0.1 == values.layoutDirection }?.0
        try container.encode(name ?? "leftToRight", forKey: field)
      }
    }
  }
}
