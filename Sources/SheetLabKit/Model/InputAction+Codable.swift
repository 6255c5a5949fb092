import BottomSheetCore

/// The `type` field of an input and the fields that type takes, in the input's own object
/// (whose `at` belongs to ``ScenarioInput``). What needs the rest of the scenario (detent names,
/// a scroll view or navigation stack to act on) is checked by the scenario.
extension InputAction: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case type, animated, detent, path, velocity, cancelled, height, overlap, duration, curve
    case container, safeArea, screen, screens, detents, configuration, animation
  }

  /// The fields every input may have, besides its own.
  static let commonFields = ["at", "type"]

  /// The fields of each input type, besides `at` and `type`.
  static let fields: [String: [CodingKeys]] = {
    let gesture: [CodingKeys] = [.path, .velocity, .cancelled]
    return [
      "present": [.animated, .animation], "dismiss": [.animated, .animation],
      "selectDetent": [.detent, .animated, .animation],
      "drag": gesture, "scrollDrag": gesture, "touch": [.duration], "tapOnDimming": [],
      "contentHeight": [.height, .animated], "keyboard": [.overlap, .duration, .curve],
      "layout": [.container, .safeArea], "accessibilityEscape": [],
      "accessibilityIncrement": [], "accessibilityDecrement": [], "push": [.screen, .animated],
      "pop": [.animated], "interactivePop": gesture, "popToRoot": [.animated],
      "setStack": [.screens, .animated], "edgePresent": gesture, "tapOutside": [],
      "configure": [.detents, .configuration],
    ]
  }()

  /// Reads the action an input object describes.
  package init(from decoder: any Decoder) throws {
    // Read the type first so unknown fields can be named against the right list.
    let loose = try decoder.object("an input object")
    let typeField = try loose.required(
      FieldKey(stringValue: "type"), "one of " + Self.names.joined(separator: ", "))
    let type = try typeField.string()
    guard let own = Self.fields[type] else {
      throw typeField.error(
        "unknown input \(FieldCheck.quoted(type)); expected one of "
          + Self.names.joined(separator: ", "))
    }
    let fields = try decoder.fields(
      CodingKeys.self, allowing: Self.commonFields + own.map(\.rawValue))
    let action = try Self.action(type, fields, decoder)
    guard let animationField = try fields.present(.animation) else {
      self = action
      return
    }
    guard try fields.present(.animated)?.bool() ?? true else {
      throw animationField.error("an input with \"animated\": false has no animation")
    }
    self = .paced(action, try AppAnimation(from: animationField))
  }

  private static func action(
    _ type: String, _ fields: KeyedDecodingContainer<CodingKeys>, _ decoder: any Decoder
  ) throws -> InputAction {
    let animated = try fields.present(.animated)?.bool() ?? true
    switch type {
    case "present": return .present(animated: animated)
    case "dismiss": return .dismiss(animated: animated)
    case "selectDetent":
      return .selectDetent(
        try fields.required(.detent, "a detent identifier").string(), animated: animated)
    case "drag": return .drag(try GestureSpec(from: decoder))
    case "scrollDrag": return .scrollDrag(try GestureSpec(from: decoder))
    case "touch":
      return .touch(
        duration: try fields.required(.duration, "how long the finger stays down, in seconds")
          .number(
            in: 0...ScenarioLimits.maximumDuration,
            "a duration in seconds from 0 to \(Int(ScenarioLimits.maximumDuration))"))
    case "tapOnDimming": return .tapOnDimming
    case "contentHeight":
      return .contentHeight(
        try fields.required(.height, "a content height in points").length(), animated: animated)
    case "keyboard": return try keyboard(fields, decoder)
    case "layout":
      let container = try fields.required(.container, "an object with width and height").size()
      let insets = try fields.present(.safeArea)?.insets(in: container) ?? Insets()
      return .layout(container: container, safeArea: insets)
    case "accessibilityEscape": return .accessibilityEscape
    case "accessibilityIncrement": return .accessibilityIncrement
    case "accessibilityDecrement": return .accessibilityDecrement
    case "push":
      let screen = try ScreenSpec(
        from: fields.required(.screen, "an object with id and height"))
      return .push(screen, animated: animated)
    case "pop": return .pop(animated: animated)
    case "popToRoot": return .popToRoot(animated: animated)
    case "setStack":
      let list = try fields.required(.screens, "an array of {id, height}")
      let screens = try list.list(of: ScreenSpec.self)
      guard !screens.isEmpty else { throw list.error("expected at least one screen") }
      return .setStack(screens, animated: animated)
    case "edgePresent": return .edgePresent(try GestureSpec(from: decoder))
    case "tapOutside": return .tapOutside
    case "configure":
      return .configure(
        try ConfigurationChange(
          detents: fields.present(.detents), configuration: fields.present(.configuration),
          in: decoder))
    default: return .interactivePop(try GestureSpec(from: decoder))
    }
  }

  private static func keyboard(
    _ fields: KeyedDecodingContainer<CodingKeys>, _ decoder: any Decoder
  ) throws -> InputAction {
    let overlap = try fields.required(.overlap, "a height in points").length()
    guard let duration = try fields.present(.duration) else {
      if try fields.present(.curve) != nil {
        throw decoder.error("a keyboard \"curve\" needs a \"duration\" in seconds")
      }
      return .keyboard(overlap: overlap)
    }
    let seconds = try duration.number(
      in: 0...KeyboardAnimation.maximumDuration,
      "a duration in seconds from 0 to \(Int(KeyboardAnimation.maximumDuration))")
    let curve = try fields.present(.curve)?.integer(in: 0...15) ?? KeyboardMotion.systemCurve
    return .keyboard(overlap: overlap, motion: KeyboardMotion(duration: seconds, curve: curve))
  }

  /// Writes `type` and the action's fields; `animated` only when false.
  package func encode(to encoder: any Encoder) throws {
    if case .paced(let action, let animation) = self {
      try action.encode(to: encoder)
      var fields = encoder.container(keyedBy: CodingKeys.self)
      try fields.encode(animation, forKey: .animation)
      return
    }
    var fields = encoder.container(keyedBy: CodingKeys.self)
    try fields.encode(name, forKey: .type)
    switch self {
    case .present(let animated), .dismiss(let animated), .pop(let animated),
      .popToRoot(let animated):
      if !animated { try fields.encode(false, forKey: .animated) }
    case .selectDetent(let id, let animated):
      try fields.encode(id, forKey: .detent)
      if !animated { try fields.encode(false, forKey: .animated) }
    case .drag(let gesture), .scrollDrag(let gesture), .interactivePop(let gesture),
      .edgePresent(let gesture):
      try gesture.encode(to: encoder)
    case .touch(let duration):
      try fields.encode(duration, forKey: .duration)
    case .contentHeight(let height, let animated):
      try fields.encode(height, forKey: .height)
      if !animated { try fields.encode(false, forKey: .animated) }
    case .keyboard(let overlap, let motion):
      try fields.encode(overlap, forKey: .overlap)
      if let motion {
        try fields.encode(motion.duration, forKey: .duration)
        try fields.encode(motion.curve, forKey: .curve)
      }
    case .layout(let container, let safeArea):
      try fields.encode(size: container, forKey: .container)
      try fields.encode(insets: safeArea, forKey: .safeArea)
    case .push(let screen, let animated):
      try fields.encode(screen, forKey: .screen)
      if !animated { try fields.encode(false, forKey: .animated) }
    case .setStack(let screens, let animated):
      try fields.encode(screens, forKey: .screens)
      if !animated { try fields.encode(false, forKey: .animated) }
    case .configure(let change):
      try fields.encodeIfPresent(change.detents, forKey: .detents)
      // An empty `configuration` alone is still a change (the same settings applied again),
      // and a configure input needs one of the two fields.
      if !change.fields.isEmpty || change.detents == nil {
        try change.encodeConfiguration(to: fields.superEncoder(forKey: .configuration))
      }
    case .tapOnDimming, .accessibilityEscape, .accessibilityIncrement, .accessibilityDecrement,
      .tapOutside, .paced:
      break
    }
  }
}
