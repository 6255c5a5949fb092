import BottomSheetCore

/// The `configuration` object: every field optional, absent ones at the engine's modal
/// default. Detent names are checked against the scenario's detents by the scenario.
extension ConfigurationSpec: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case persistent, initialDetent, vetoesDismissal, dimmingAlpha, largestUndimmedDetent
    case snapPolicy, deceleration, keyboard, reduceMotion, rubberBandCoefficient
    case scrollingExpandsSheet, surfaceStyle, placement, layoutDirection, stepsDownWhenCovered
  }

  /// The surface styles by the names scenario files use.
  static let surfaceStyles: [(String, SheetSurfaceStyle)] = [
    ("attached", .attached), ("floating", .floating),
  ]

  /// The layout directions by name, as scenario files spell them.
  static let directions: [(String, SheetLayoutDirection)] = [
    ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft),
  ]

  /// Reads a configuration.
  package init(from decoder: any Decoder) throws {
    self.init()
    _ = try decodeFields(from: decoder)
  }

  /// Sets the fields `decoder`'s object names and returns them: a `null` field counts as
  /// absent, except that `initialDetent` and `largestUndimmedDetent` take `null` to clear them.
  mutating func decodeFields(from decoder: any Decoder) throws -> Set<CodingKeys> {
    let fields = try decoder.fields(CodingKeys.self)
    var named = Set<CodingKeys>()
    func read(_ key: CodingKeys, _ body: (any Decoder) throws -> Void) throws {
      guard let value = try fields.present(key) else { return }
      try body(value)
      named.insert(key)
    }
    func readName(_ key: CodingKeys, _ path: WritableKeyPath<ConfigurationSpec, String?>)
      throws
    {
      guard let value = try fields.optional(key) else { return }
      self[keyPath: path] = value.isNull ? nil : try value.string()
      named.insert(key)
    }
    try read(.persistent) { isPersistent = try $0.bool() }
    try readName(.initialDetent, \.initialDetent)
    try read(.vetoesDismissal) { vetoesDismissal = try $0.bool() }
    try read(.dimmingAlpha) { dimmingAlpha = try $0.number(in: 0...1, "an alpha from 0 to 1") }
    try readName(.largestUndimmedDetent, \.largestUndimmedDetent)
    try read(.snapPolicy) { snapPolicy = try $0.choice(SnapPolicyName.self, "snap policy") }
    try read(.deceleration) {
      deceleration = try $0.choice(DecelerationName.self, "deceleration rate")
    }
    try read(.keyboard) { keyboard = try $0.choice(KeyboardName.self, "keyboard behaviour") }
    try read(.reduceMotion) { reduceMotion = try $0.bool() }
    try read(.scrollingExpandsSheet) { scrollingExpandsSheet = try $0.bool() }
    try read(.surfaceStyle) {
      surfaceStyle = try $0.choice(ConfigurationSpec.surfaceStyles, "surface style")
    }
    try read(.placement) { placement = try $0.placement() }
    try read(.layoutDirection) {
      layoutDirection = try $0.choice(ConfigurationSpec.directions, "layout direction")
    }
    try read(.stepsDownWhenCovered) { stepsDownWhenCovered = try $0.bool() }
    try read(.rubberBandCoefficient) {
      rubberBandCoefficient = try $0.number(in: 0.01...10, "a coefficient from 0.01 to 10")
    }
    return named
  }

  /// Writes the fields that differ from the defaults (`{}` for none).
  package func encode(to encoder: any Encoder) throws {
    let defaults = ConfigurationSpec()
    var fields = encoder.container(keyedBy: CodingKeys.self)
    if isPersistent != defaults.isPersistent {
      try fields.encode(isPersistent, forKey: .persistent)
    }
    try fields.encodeIfPresent(initialDetent, forKey: .initialDetent)
    if vetoesDismissal { try fields.encode(true, forKey: .vetoesDismissal) }
    if dimmingAlpha != defaults.dimmingAlpha {
      try fields.encode(dimmingAlpha, forKey: .dimmingAlpha)
    }
    try fields.encodeIfPresent(largestUndimmedDetent, forKey: .largestUndimmedDetent)
    if snapPolicy != defaults.snapPolicy {
      try fields.encode(snapPolicy.rawValue, forKey: .snapPolicy)
    }
    if deceleration != defaults.deceleration {
      try fields.encode(deceleration.rawValue, forKey: .deceleration)
    }
    if keyboard != defaults.keyboard { try fields.encode(keyboard.rawValue, forKey: .keyboard) }
    if reduceMotion { try fields.encode(true, forKey: .reduceMotion) }
    if !scrollingExpandsSheet { try fields.encode(false, forKey: .scrollingExpandsSheet) }
    if placement != defaults.placement {
      try fields.encode(placement: placement, forKey: .placement)
    }
    if layoutDirection == .rightToLeft {
      try fields.encode("rightToLeft", forKey: .layoutDirection)
    }
    if rubberBandCoefficient != defaults.rubberBandCoefficient {
      try fields.encode(rubberBandCoefficient, forKey: .rubberBandCoefficient)
    }
    if surfaceStyle != defaults.surfaceStyle {
      try fields.encode(surfaceStyle.rawValue, forKey: .surfaceStyle)
    }
    if stepsDownWhenCovered { try fields.encode(true, forKey: .stepsDownWhenCovered) }
  }
}
