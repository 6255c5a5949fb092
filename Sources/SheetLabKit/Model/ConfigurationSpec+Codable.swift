/// The `configuration` object: every field optional, absent ones at the engine's modal
/// default. Detent names are checked against the scenario's detents by the scenario.
extension ConfigurationSpec: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case persistent, initialDetent, vetoesDismissal, dimmingAlpha, largestUndimmedDetent
    case snapPolicy, deceleration, keyboard, reduceMotion, rubberBandCoefficient
    case scrollingExpandsSheet
  }

  /// Reads a configuration.
  public init(from decoder: any Decoder) throws {
    let fields = try decoder.fields(CodingKeys.self)
    self.init()
    if let value = try fields.present(.persistent) { isPersistent = try value.bool() }
    if let value = try fields.present(.initialDetent) { initialDetent = try value.string() }
    if let value = try fields.present(.vetoesDismissal) { vetoesDismissal = try value.bool() }
    if let value = try fields.present(.dimmingAlpha) {
      dimmingAlpha = try value.number(in: 0...1, "an alpha from 0 to 1")
    }
    if let value = try fields.present(.largestUndimmedDetent) {
      largestUndimmedDetent = try value.string()
    }
    if let value = try fields.present(.snapPolicy) {
      snapPolicy = try value.choice(SnapPolicyName.self, "snap policy")
    }
    if let value = try fields.present(.deceleration) {
      deceleration = try value.choice(DecelerationName.self, "deceleration rate")
    }
    if let value = try fields.present(.keyboard) {
      keyboard = try value.choice(KeyboardName.self, "keyboard behaviour")
    }
    if let value = try fields.present(.reduceMotion) { reduceMotion = try value.bool() }
    if let value = try fields.present(.scrollingExpandsSheet) {
      scrollingExpandsSheet = try value.bool()
    }
    if let value = try fields.present(.rubberBandCoefficient) {
      rubberBandCoefficient = try value.number(in: 0.01...10, "a coefficient from 0.01 to 10")
    }
  }

  /// Writes the fields that differ from the defaults (`{}` for none).
  public func encode(to encoder: any Encoder) throws {
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
    if rubberBandCoefficient != defaults.rubberBandCoefficient {
      try fields.encode(rubberBandCoefficient, forKey: .rubberBandCoefficient)
    }
  }
}
