import BottomSheetCore

/// Writes a ``Scenario`` as a scenario file that ``ScenarioDecoder`` reads back to an equal
/// value, so the built-in scenarios can be exported, edited and run again.
///
/// ```swift
/// let text = ScenarioEncoder.encode(BuiltInScenarios.all[0])
/// ```
public enum ScenarioEncoder {
  /// The scenario as pretty-printed JSON text. Fields at their defaults are left out.
  public static func encode(_ scenario: Scenario) -> String {
    JSONWriter.write(value(scenario))
  }

  static func value(_ scenario: Scenario) -> JSONValue {
    var members: [JSONMember] = [JSONMember("name", .string(scenario.name))]
    if !scenario.summary.isEmpty {
      members.append(JSONMember("summary", .string(scenario.summary)))
    }
    members.append(JSONMember("duration", .number(scenario.duration)))
    members.append(JSONMember("container", size(scenario.container)))
    members.append(JSONMember("safeArea", insets(scenario.safeArea)))
    if scenario.grabberHeight != 0 {
      members.append(JSONMember("grabberHeight", .number(scenario.grabberHeight)))
    }
    members.append(JSONMember("contentHeight", .number(scenario.contentHeight)))
    members.append(JSONMember("detents", .array(scenario.detents.map(detent))))
    let configuration = self.configuration(scenario.configuration)
    if configuration != .object([]) { members.append(JSONMember("configuration", configuration)) }
    if let scroll = scenario.scrollView {
      members.append(
        JSONMember(
          "scrollView",
          .object([
            JSONMember("contentHeight", .number(scroll.contentHeight)),
            JSONMember("viewportHeight", .number(scroll.viewportHeight)),
          ])))
    }
    if let navigation = scenario.navigation {
      members.append(
        JSONMember(
          "navigation", .object([JSONMember("screens", .array(navigation.screens.map(screen)))])))
    }
    if let poster = scenario.posterTime {
      members.append(JSONMember("posterTime", .number(poster)))
    }
    members.append(JSONMember("inputs", .array(scenario.inputs.map(input))))
    members.append(JSONMember("expect", expectations(scenario.expectations)))
    return .object(members)
  }

  static func size(_ size: Size) -> JSONValue {
    .object([JSONMember("width", .number(size.width)), JSONMember("height", .number(size.height))])
  }

  static func insets(_ insets: Insets) -> JSONValue {
    var members: [JSONMember] = []
    for (key, value) in [
      ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom),
      ("right", insets.right),
    ] where value != 0 {
      members.append(JSONMember(key, .number(value)))
    }
    return .object(members)
  }

  static func detent(_ detent: DetentSpec) -> JSONValue {
    switch detent {
    case .fitting: return .string("fitting")
    case .medium: return .string("medium")
    case .large: return .string("large")
    case .fraction(let value, let id): return kindValue("fraction", value, id)
    case .height(let value, let id): return kindValue("height", value, id)
    }
  }

  private static func kindValue(_ kind: String, _ value: Double, _ id: String?) -> JSONValue {
    var members = [JSONMember("kind", .string(kind)), JSONMember("value", .number(value))]
    if let id { members.append(JSONMember("id", .string(id))) }
    return .object(members)
  }

  static func configuration(_ spec: ConfigurationSpec) -> JSONValue {
    let defaults = ConfigurationSpec()
    var members: [JSONMember] = []
    if spec.isPersistent != defaults.isPersistent {
      members.append(JSONMember("persistent", .bool(spec.isPersistent)))
    }
    if let initial = spec.initialDetent {
      members.append(JSONMember("initialDetent", .string(initial)))
    }
    if spec.vetoesDismissal { members.append(JSONMember("vetoesDismissal", .bool(true))) }
    if spec.dimmingAlpha != defaults.dimmingAlpha {
      members.append(JSONMember("dimmingAlpha", .number(spec.dimmingAlpha)))
    }
    if let undimmed = spec.largestUndimmedDetent {
      members.append(JSONMember("largestUndimmedDetent", .string(undimmed)))
    }
    if spec.snapPolicy != defaults.snapPolicy {
      members.append(JSONMember("snapPolicy", .string(spec.snapPolicy.rawValue)))
    }
    if spec.deceleration != defaults.deceleration {
      members.append(JSONMember("deceleration", .string(spec.deceleration.rawValue)))
    }
    if spec.keyboard != defaults.keyboard {
      members.append(JSONMember("keyboard", .string(spec.keyboard.rawValue)))
    }
    if spec.reduceMotion { members.append(JSONMember("reduceMotion", .bool(true))) }
    if !spec.scrollingExpandsSheet {
      members.append(JSONMember("scrollingExpandsSheet", .bool(false)))
    }
    if spec.rubberBandCoefficient != defaults.rubberBandCoefficient {
      members.append(JSONMember("rubberBandCoefficient", .number(spec.rubberBandCoefficient)))
    }
    return .object(members)
  }

  static func screen(_ screen: ScreenSpec) -> JSONValue {
    .object([
      JSONMember("id", .number(Double(screen.id))), JSONMember("height", .number(screen.height)),
    ])
  }

  static func input(_ input: ScenarioInput) -> JSONValue {
    var members = [
      JSONMember("at", .number(input.time)), JSONMember("type", .string(input.action.name)),
    ]
    func animated(_ flag: Bool) {
      if !flag { members.append(JSONMember("animated", .bool(false))) }
    }
    switch input.action {
    case .present(let flag), .dismiss(let flag), .pop(let flag), .popToRoot(let flag):
      animated(flag)
    case .selectDetent(let id, let flag):
      members.append(JSONMember("detent", .string(id)))
      animated(flag)
    case .drag(let gesture), .scrollDrag(let gesture), .interactivePop(let gesture),
      .edgePresent(let gesture):
      members += self.gesture(gesture)
    case .contentHeight(let height, let flag):
      members.append(JSONMember("height", .number(height)))
      animated(flag)
    case .keyboard(let overlap, let motion):
      members.append(JSONMember("overlap", .number(overlap)))
      if let motion {
        members.append(JSONMember("duration", .number(motion.duration)))
        members.append(JSONMember("curve", .number(Double(motion.curve))))
      }
    case .layout(let container, let safeArea):
      members.append(JSONMember("container", size(container)))
      members.append(JSONMember("safeArea", insets(safeArea)))
    case .push(let screen, let flag):
      members.append(JSONMember("screen", self.screen(screen)))
      animated(flag)
    case .setStack(let screens, let flag):
      members.append(JSONMember("screens", .array(screens.map(screen))))
      animated(flag)
    case .tapOnDimming, .accessibilityEscape, .accessibilityIncrement, .accessibilityDecrement,
      .tapOutside:
      break
    }
    return .object(members)
  }

  static func gesture(_ gesture: GestureSpec) -> [JSONMember] {
    let path = gesture.path.map { segment in
      JSONValue.object([
        JSONMember("by", .number(segment.by)), JSONMember("over", .number(segment.over)),
      ])
    }
    var members = [JSONMember("path", .array(path))]
    if let velocity = gesture.velocity { members.append(JSONMember("velocity", .number(velocity))) }
    if gesture.cancelled { members.append(JSONMember("cancelled", .bool(true))) }
    return members
  }

  static func detentExpectation(_ expectation: DetentExpectation) -> JSONValue {
    switch expectation {
    case .none: return .null
    case .named(let id): return .string(id)
    }
  }

  static func expectations(_ expect: Expectations) -> JSONValue {
    var members: [JSONMember] = []
    if let phase = expect.finalPhase {
      members.append(JSONMember("finalPhase", .string(LabFormat.phase(phase))))
    }
    if let detent = expect.finalDetent {
      members.append(JSONMember("finalDetent", detentExpectation(detent)))
    }
    if let extent = expect.finalExtent {
      members.append(JSONMember("finalExtent", .number(extent)))
    }
    if let list = expect.notifications {
      members.append(JSONMember("notifications", .array(list.map(JSONValue.string))))
    }
    if let list = expect.navigationEvents {
      members.append(JSONMember("navigationEvents", .array(list.map(JSONValue.string))))
    }
    if let list = expect.hostTransitions {
      members.append(JSONMember("hostTransitions", .array(list.map(JSONValue.string))))
    }
    if let jump = expect.maximumJump { members.append(JSONMember("maximumJump", .number(jump))) }
    if let acceleration = expect.maximumAcceleration {
      members.append(JSONMember("maximumAcceleration", .number(acceleration)))
    }
    if let changes = expect.maximumLayoutChanges {
      members.append(JSONMember("maximumLayoutChanges", .number(Double(changes))))
    }
    if expect.tolerance != Expectations.defaultTolerance {
      members.append(JSONMember("tolerance", .number(expect.tolerance)))
    }
    if !expect.checkpoints.isEmpty {
      members.append(JSONMember("checkpoints", .array(expect.checkpoints.map(checkpoint))))
    }
    if !expect.windows.isEmpty {
      members.append(JSONMember("windows", .array(expect.windows.map(window))))
    }
    return .object(members)
  }

  static func checkpoint(_ point: Checkpoint) -> JSONValue {
    var members = [JSONMember("at", .number(point.time))]
    if let phase = point.phase {
      members.append(JSONMember("phase", .string(LabFormat.phase(phase))))
    }
    if let detent = point.detent { members.append(JSONMember("detent", detentExpectation(detent))) }
    let numbers: [(String, Double?)] = [
      ("extent", point.extent), ("extentAtLeast", point.extentAtLeast),
      ("extentAtMost", point.extentAtMost), ("contentOffset", point.contentOffset),
      ("keyboardLift", point.keyboardLift), ("sheetWidth", point.sheetWidth),
      ("layoutHeight", point.layoutHeight), ("dimmingAlpha", point.dimmingAlpha),
      ("sheetX", point.sheetX),
    ]
    for (key, value) in numbers {
      if let value { members.append(JSONMember(key, .number(value))) }
    }
    if let passes = point.passesTouchesThrough {
      members.append(JSONMember("passesTouchesThrough", .bool(passes)))
    }
    return .object(members)
  }

  static func window(_ window: TimeWindow) -> JSONValue {
    var members = [JSONMember("from", .number(window.from)), JSONMember("to", .number(window.to))]
    if window.still { members.append(JSONMember("still", .bool(true))) }
    if let value = window.extentAtLeast {
      members.append(JSONMember("extentAtLeast", .number(value)))
    }
    if let value = window.extentAtMost {
      members.append(JSONMember("extentAtMost", .number(value)))
    }
    if let value = window.topAtLeast {
      members.append(JSONMember("topAtLeast", .number(value)))
    }
    if !window.phasesNever.isEmpty {
      members.append(
        JSONMember(
          "phasesNever", .array(window.phasesNever.map { JSONValue.string(LabFormat.phase($0)) })))
    }
    return .object(members)
  }
}
