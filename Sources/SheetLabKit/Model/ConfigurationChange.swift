import BottomSheetCore

/// A change to the sheet's configuration while it runs (the `configure` input): new detents,
/// new settings, or both. Whatever the change does not name keeps its value.
///
/// ```swift
/// // Turn the dimming off and drop the .large detent, at 1.2 s.
/// ScenarioInput(
///   at: 1.2, .configure(ConfigurationChange(detents: [.medium], dimmingAlpha: 0)))
/// ```
package struct ConfigurationChange: Sendable, Hashable {
  /// The new detents; nil keeps the ones in force.
  package var detents: [DetentSpec]?
  /// The new values of the settings in ``fields``; the others are unused.
  var values: ConfigurationSpec
  /// The settings the change names.
  var fields: Set<ConfigurationSpec.CodingKeys>

  /// Creates a change; each nil parameter keeps its setting. `initialDetent` and
  /// `largestUndimmedDetent` take `.some(nil)` to clear the setting.
  package init(
    detents: [DetentSpec]? = nil,
    isPersistent: Bool? = nil,
    initialDetent: String?? = nil,
    vetoesDismissal: Bool? = nil,
    dimmingAlpha: Double? = nil,
    largestUndimmedDetent: String?? = nil,
    snapPolicy: SnapPolicyName? = nil,
    deceleration: DecelerationName? = nil,
    keyboard: KeyboardName? = nil,
    reduceMotion: Bool? = nil,
    rubberBandCoefficient: Double? = nil,
    scrollingExpandsSheet: Bool? = nil,
    surfaceStyle: SheetSurfaceStyle? = nil,
    placement: SheetPlacement? = nil,
    layoutDirection: SheetLayoutDirection? = nil
  ) {
    self.detents = detents
    var values = ConfigurationSpec()
    var fields = Set<ConfigurationSpec.CodingKeys>()
    func set<Value>(
      _ value: Value?, _ key: ConfigurationSpec.CodingKeys,
      _ path: WritableKeyPath<ConfigurationSpec, Value>
    ) {
      guard let value else { return }
      values[keyPath: path] = value
      fields.insert(key)
    }
    set(isPersistent, .persistent, \.isPersistent)
    set(initialDetent, .initialDetent, \.initialDetent)
    set(vetoesDismissal, .vetoesDismissal, \.vetoesDismissal)
    set(dimmingAlpha, .dimmingAlpha, \.dimmingAlpha)
    set(largestUndimmedDetent, .largestUndimmedDetent, \.largestUndimmedDetent)
    set(snapPolicy, .snapPolicy, \.snapPolicy)
    set(deceleration, .deceleration, \.deceleration)
    set(keyboard, .keyboard, \.keyboard)
    set(reduceMotion, .reduceMotion, \.reduceMotion)
    set(rubberBandCoefficient, .rubberBandCoefficient, \.rubberBandCoefficient)
    set(scrollingExpandsSheet, .scrollingExpandsSheet, \.scrollingExpandsSheet)
    set(surfaceStyle, .surfaceStyle, \.surfaceStyle)
    set(placement, .placement, \.placement)
    set(layoutDirection, .layoutDirection, \.layoutDirection)
    self.values = values
    self.fields = fields
  }

  /// Creates a change of the settings in `fields` to their values in `values`.
  init(detents: [DetentSpec]?, values: ConfigurationSpec, fields: Set<ConfigurationSpec.CodingKeys>)
  {
    self.detents = detents
    self.values = values
    self.fields = fields
  }

  /// `settings` with this change's settings applied.
  package func applied(to settings: ConfigurationSpec) -> ConfigurationSpec {
    var result = settings
    for field in fields {
      switch field {
      case .persistent: result.isPersistent = values.isPersistent
      case .initialDetent: result.initialDetent = values.initialDetent
      case .vetoesDismissal: result.vetoesDismissal = values.vetoesDismissal
      case .dimmingAlpha: result.dimmingAlpha = values.dimmingAlpha
      case .largestUndimmedDetent: result.largestUndimmedDetent = values.largestUndimmedDetent
      case .snapPolicy: result.snapPolicy = values.snapPolicy
      case .deceleration: result.deceleration = values.deceleration
      case .keyboard: result.keyboard = values.keyboard
      case .reduceMotion: result.reduceMotion = values.reduceMotion
      case .rubberBandCoefficient: result.rubberBandCoefficient = values.rubberBandCoefficient
      case .scrollingExpandsSheet: result.scrollingExpandsSheet = values.scrollingExpandsSheet
      case .surfaceStyle: result.surfaceStyle = values.surfaceStyle
      case .placement: result.placement = values.placement
      case .stepsDownWhenCovered: result.stepsDownWhenCovered = values.stepsDownWhenCovered
      case .layoutDirection: result.layoutDirection = values.layoutDirection
      }
    }
    return result
  }

  /// The JSON names of what the change sets, detents first, the rest in the format's order.
  package var changedNames: [String] {
    (detents == nil ? [] : ["detents"])
      + ConfigurationSpec.CodingKeys.allCases.filter(fields.contains).map(\.rawValue)
  }
}
