import BottomSheetCore

extension ScenarioDecoder {
  // MARK: - Inputs

  static func inputs(
    _ cursor: JSONCursor, _ context: InputContext
  ) throws(ScenarioError) -> [ScenarioInput] {
    var result: [ScenarioInput] = []
    var samples = 0
    for element in try cursor.array(limit: ScenarioLimits.maximumCount) {
      let input = try input(element, context)
      switch input.action {
      case .drag(let gesture), .scrollDrag(let gesture), .interactivePop(let gesture):
        samples += gesture.path.reduce(0) {
          $0 + max(1, Int(($1.over * GestureSpec.sampleRate).rounded()))
        }
        guard samples <= ScenarioLimits.maximumTouchSamples else {
          throw element.error(
            "gestures add up to more than \(ScenarioLimits.maximumTouchSamples) touch samples")
        }
      default:
        break
      }
      result.append(input)
    }
    return result
  }

  /// The fields every input may have, besides its own.
  static let commonInputFields = ["at", "type"]

  static func input(
    _ cursor: JSONCursor, _ context: InputContext
  ) throws(ScenarioError) -> ScenarioInput {
    guard case .object = cursor.value else {
      throw cursor.error("expected an input object, got \(cursor.value.kindDescription)")
    }
    // Read the type first so unknown fields can be named against the right list.
    let loose = try cursor.object(allowing: looseFieldNames(cursor))
    let typeCursor = try loose.required(
      "type", "one of " + InputAction.names.joined(separator: ", "))
    let type = try typeCursor.string()
    guard let own = inputFields[type] else {
      throw typeCursor.error(
        "unknown input \(JSONWriter.quoted(type)); expected one of "
          + InputAction.names.joined(separator: ", "))
    }
    let fields = try cursor.object(allowing: commonInputFields + own)
    let time = try self.time(
      fields.required("at", "a time in seconds"), within: context.duration)
    let action = try self.action(type, fields, cursor, context)
    switch action {
    case .drag(let gesture), .scrollDrag(let gesture), .interactivePop(let gesture):
      guard time + gesture.duration <= context.duration + 1e-9 else {
        throw cursor.error("the gesture ends after the scenario's duration")
      }
    default:
      break
    }
    return ScenarioInput(at: time, action)
  }

  /// Every key present, so the first lookup never fails on unknown fields.
  private static func looseFieldNames(_ cursor: JSONCursor) -> [String] {
    guard case .object(let members) = cursor.value else { return [] }
    return members.map(\.key)
  }

  static let gestureFields = ["path", "velocity", "cancelled"]

  /// The fields of each input type, besides `at` and `type`.
  static let inputFields: [String: [String]] = [
    "present": ["animated"],
    "dismiss": ["animated"],
    "selectDetent": ["detent", "animated"],
    "drag": gestureFields,
    "scrollDrag": gestureFields,
    "tapOnDimming": [],
    "contentHeight": ["height", "animated"],
    "keyboard": ["overlap", "duration", "curve"],
    "layout": ["container", "safeArea"],
    "accessibilityEscape": [],
    "accessibilityIncrement": [],
    "accessibilityDecrement": [],
    "push": ["screen", "animated"],
    "pop": ["animated"],
    "interactivePop": gestureFields,
    "popToRoot": ["animated"],
    "setStack": ["screens", "animated"],
    "edgePresent": gestureFields,
    "tapOutside": [],
  ]

  static func action(
    _ type: String, _ fields: JSONFields, _ cursor: JSONCursor, _ context: InputContext
  ) throws(ScenarioError) -> InputAction {
    let animated = try fields.present("animated")?.bool() ?? true
    switch type {
    case "present": return .present(animated: animated)
    case "dismiss": return .dismiss(animated: animated)
    case "selectDetent":
      let name = try detentName(
        fields.required("detent", "a detent identifier"), known: context.detents)
      return .selectDetent(name, animated: animated)
    case "drag": return .drag(try gesture(fields))
    case "scrollDrag":
      guard context.hasScrollView else {
        throw cursor.error("a scrollDrag needs a \"scrollView\" in the scenario")
      }
      return .scrollDrag(try gesture(fields))
    case "tapOnDimming": return .tapOnDimming
    case "contentHeight":
      return .contentHeight(
        try fields.required("height", "a content height in points").length(), animated: animated)
    case "keyboard":
      let overlap = try fields.required("overlap", "a height in points").length()
      guard let duration = fields.present("duration") else {
        if fields.present("curve") != nil {
          throw cursor.error("a keyboard \"curve\" needs a \"duration\" in seconds")
        }
        return .keyboard(overlap: overlap)
      }
      let seconds = try duration.number(
        in: 0...KeyboardAnimation.maximumDuration,
        "a duration in seconds from 0 to \(Int(KeyboardAnimation.maximumDuration))")
      let curve = try fields.present("curve")?.integer(in: 0...15) ?? KeyboardMotion.systemCurve
      return .keyboard(overlap: overlap, motion: KeyboardMotion(duration: seconds, curve: curve))
    case "layout":
      let container = try size(fields.required("container", "an object with width and height"))
      var insets = Insets()
      if let value = fields.present("safeArea") { insets = try self.insets(value, in: container) }
      return .layout(container: container, safeArea: insets)
    case "accessibilityEscape": return .accessibilityEscape
    case "accessibilityIncrement": return .accessibilityIncrement
    case "accessibilityDecrement": return .accessibilityDecrement
    case "push":
      try requireNavigation(cursor, context, type)
      return .push(
        try screen(fields.required("screen", "an object with id and height")), animated: animated)
    case "pop":
      try requireNavigation(cursor, context, type)
      return .pop(animated: animated)
    case "popToRoot":
      try requireNavigation(cursor, context, type)
      return .popToRoot(animated: animated)
    case "setStack":
      try requireNavigation(cursor, context, type)
      let list = try fields.required("screens", "an array of {id, height}")
      let items = try list.array(limit: ScenarioLimits.maximumCount)
      guard !items.isEmpty else { throw list.error("expected at least one screen") }
      var screens: [ScreenSpec] = []
      for item in items { screens.append(try screen(item)) }
      return .setStack(screens, animated: animated)
    case "edgePresent": return .edgePresent(try gesture(fields))
    case "tapOutside": return .tapOutside
    default:
      try requireNavigation(cursor, context, type)
      return .interactivePop(try gesture(fields))
    }
  }

  static func requireNavigation(
    _ cursor: JSONCursor, _ context: InputContext, _ type: String
  ) throws(ScenarioError) {
    guard context.hasNavigation else {
      throw cursor.error("a \(type) needs a \"navigation\" stack in the scenario")
    }
  }

  static func gesture(_ fields: JSONFields) throws(ScenarioError) -> GestureSpec {
    let pathCursor = try fields.required("path", "an array of {\"by\": points, \"over\": seconds}")
    let elements = try pathCursor.array(limit: ScenarioLimits.maximumCount)
    guard !elements.isEmpty else { throw pathCursor.error("expected at least one segment") }
    var path: [PathSegment] = []
    var duration = 0.0
    for element in elements {
      let segment = try element.object(allowing: ["by", "over"])
      let by = try segment.required("by", "a distance in points").number(
        in: -ScenarioLimits.maximumLength...ScenarioLimits.maximumLength,
        "a distance in points (down or right positive)")
      let over = try segment.required("over", "a duration in seconds").number(
        in: 0...ScenarioLimits.maximumDuration,
        "a duration in seconds from 0 to \(Int(ScenarioLimits.maximumDuration))")
      duration += over
      path.append(PathSegment(by: by, over: over))
    }
    guard duration <= ScenarioLimits.maximumDuration else {
      throw pathCursor.error("the path lasts longer than \(Int(ScenarioLimits.maximumDuration)) s")
    }
    var gesture = GestureSpec(path: path)
    if let velocity = fields.present("velocity") {
      gesture.velocity = try velocity.number(
        in: -ScenarioLimits.maximumMagnitude...ScenarioLimits.maximumMagnitude,
        "a velocity in points per second")
    }
    if let cancelled = fields.present("cancelled") { gesture.cancelled = try cancelled.bool() }
    return gesture
  }
}
