import BottomSheetCore

/// Turns the bytes of a scenario file into a ``Scenario``, or into a ``ScenarioError`` that
/// names the JSON path at fault and what was expected there.
///
/// The decoder is a pure function of its input: it reads no files, allocates in proportion to
/// the input (bounded by ``ScenarioLimits``), and never traps. Any sequence of bytes yields a
/// scenario or an error, so it can be fuzzed directly:
///
/// ```swift
/// do {
///   let scenario = try ScenarioDecoder.decode(Array(data))
/// } catch {
///   print(error)  // "inputs[3].velocity: expected a number, got a string"
/// }
/// ```
///
/// A decoded scenario is also *valid*: times lie within the run, named detents exist, lengths
/// are finite and non-negative, and gestures stay within the touch-sample budget, so running it
/// is bounded too. The format is documented in `docs/sheet-lab.md`.
public enum ScenarioDecoder {
  static let topFields = [
    "name", "summary", "duration", "container", "safeArea", "grabberHeight", "contentHeight",
    "detents", "configuration", "scrollView", "navigation", "inputs", "expect", "posterTime",
  ]

  /// Decodes and validates a scenario file.
  ///
  /// - Parameter bytes: The file's contents (UTF-8 JSON, at most
  ///   ``ScenarioLimits/maximumFileSize`` bytes).
  /// - Throws: A ``ScenarioError`` naming the offending path.
  public static func decode(_ bytes: [UInt8]) throws(ScenarioError) -> Scenario {
    guard bytes.count <= ScenarioLimits.maximumFileSize else {
      throw ScenarioError(
        path: "",
        message: "file is \(bytes.count) bytes; expected at most \(ScenarioLimits.maximumFileSize)")
    }
    let root = JSONCursor(value: try JSONParser.parse(bytes), path: "")
    return try scenario(root)
  }

  /// Decodes a scenario from JSON text.
  public static func decode(_ text: String) throws(ScenarioError) -> Scenario {
    try decode(Array(text.utf8))
  }

  // MARK: - Top level

  static func scenario(_ root: JSONCursor) throws(ScenarioError) -> Scenario {
    let fields = try root.object(allowing: topFields)
    let nameCursor = try fields.required("name", "a string")
    let name = try nameCursor.string()
    guard !name.isEmpty, name.count <= ScenarioLimits.maximumNameLength,
      name.unicodeScalars.count <= ScenarioLimits.maximumTextScalars
    else {
      throw nameCursor.error(
        "expected a name of 1 to \(ScenarioLimits.maximumNameLength) characters and at most "
          + "\(ScenarioLimits.maximumTextScalars) Unicode scalars, got \(name.count) characters "
          + "and \(name.unicodeScalars.count) scalars")
    }
    let duration = try fields.required("duration", "a duration in seconds").number(
      in: 0.001...ScenarioLimits.maximumDuration,
      "a duration in seconds from 0.001 to \(Int(ScenarioLimits.maximumDuration))")
    var scenario = Scenario(name: name, duration: duration)
    if let summary = fields.present("summary") { scenario.summary = try summary.string() }
    if let container = fields.present("container") {
      scenario.container = try size(container)
    }
    if let insets = fields.present("safeArea") {
      scenario.safeArea = try self.insets(insets, in: scenario.container)
    } else if let container = fields.present("container"),
      !leavesRoom(scenario.safeArea, in: scenario.container)
    {
      // The phone's default safe area must fit a container given without one, or the
      // scenario would be invalid (and its export would not decode).
      let top = JSONWriter.number(scenario.safeArea.top)
      let bottom = JSONWriter.number(scenario.safeArea.bottom)
      throw container.error(
        "expected a container larger than the default safe area (top \(top), bottom \(bottom) "
          + "pt), or a \"safeArea\" that fits")
    }
    if let grabber = fields.present("grabberHeight") {
      scenario.grabberHeight = try grabber.length()
    }
    if let content = fields.present("contentHeight") {
      scenario.contentHeight = try content.length()
    }
    scenario.detents = try detents(fields.required("detents", "an array of detents"))
    let known = detentIdentifiers(scenario.detents)
    if let configuration = fields.present("configuration") {
      scenario.configuration = try self.configuration(configuration, known: known)
    }
    if let scroll = fields.present("scrollView") { scenario.scrollView = try scrollView(scroll) }
    if let navigation = fields.present("navigation") {
      scenario.navigation = try self.navigation(navigation)
    }
    if let poster = fields.present("posterTime") {
      scenario.posterTime = try time(poster, within: duration)
    }
    let context = InputContext(
      duration: duration, detents: known, hasScrollView: scenario.scrollView != nil,
      hasNavigation: scenario.navigation != nil)
    scenario.inputs = try inputs(fields.required("inputs", "an array of inputs"), context)
    if let expect = fields.present("expect") {
      scenario.expectations = try expectations(expect, context)
    }
    return scenario
  }

  // MARK: - Geometry

  static func size(_ cursor: JSONCursor) throws(ScenarioError) -> Size {
    let fields = try cursor.object(allowing: ["width", "height"])
    return Size(
      width: try fields.required("width", "a length in points").positiveLength(),
      height: try fields.required("height", "a length in points").positiveLength())
  }

  static func insets(_ cursor: JSONCursor, in container: Size) throws(ScenarioError) -> Insets {
    let fields = try cursor.object(allowing: ["top", "left", "bottom", "right"])
    var insets = Insets()
    if let top = fields.present("top") { insets.top = try top.length() }
    if let left = fields.present("left") { insets.left = try left.length() }
    if let bottom = fields.present("bottom") { insets.bottom = try bottom.length() }
    if let right = fields.present("right") { insets.right = try right.length() }
    guard leavesRoom(insets, in: container) else {
      throw cursor.error("expected insets that leave room inside the container")
    }
    return insets
  }

  /// Whether `insets` leave a non-empty area inside `container`.
  static func leavesRoom(_ insets: Insets, in container: Size) -> Bool {
    insets.top + insets.bottom < container.height && insets.left + insets.right < container.width
  }

  // MARK: - Detents

  static let detentKinds = ["fitting", "medium", "large", "fraction", "height"]

  static func detents(_ cursor: JSONCursor) throws(ScenarioError) -> [DetentSpec] {
    let elements = try cursor.array(limit: ScenarioLimits.maximumCount)
    guard !elements.isEmpty else { throw cursor.error("expected at least one detent") }
    var result: [DetentSpec] = []
    var seen: [String] = []
    for element in elements {
      let spec = try detent(element)
      let identifier = spec.detent.identifier.rawValue
      guard !seen.contains(identifier) else {
        throw element.error("duplicate detent identifier \(JSONWriter.quoted(identifier))")
      }
      seen.append(identifier)
      result.append(spec)
    }
    return result
  }

  static func detent(_ cursor: JSONCursor) throws(ScenarioError) -> DetentSpec {
    if case .string(let text) = cursor.value {
      switch text {
      case "fitting": return .fitting
      case "medium": return .medium
      case "large": return .large
      case "fraction", "height":
        throw cursor.error(
          "a \(text) detent needs a value: {\"kind\": \"\(text)\", \"value\": …}")
      default:
        throw cursor.error(
          "unknown detent \(JSONWriter.quoted(text)); expected one of "
            + detentKinds.joined(separator: ", "))
      }
    }
    guard case .object = cursor.value else {
      throw cursor.error(
        "expected a detent name or an object with \"kind\", got \(cursor.value.kindDescription)")
    }
    let fields = try cursor.object(allowing: ["kind", "value", "id"])
    let kindCursor = try fields.required("kind", "one of " + detentKinds.joined(separator: ", "))
    let kind = try kindCursor.choice(detentKinds.map { ($0, $0) }, "detent kind")
    var id: String?
    if let idCursor = fields.present("id") {
      id = try idCursor.string()
      guard let text = id, !text.isEmpty,
        text.unicodeScalars.count <= ScenarioLimits.maximumTextScalars
      else {
        throw idCursor.error(
          "expected an identifier of 1 to \(ScenarioLimits.maximumTextScalars) Unicode scalars")
      }
    }
    switch kind {
    case "fraction":
      let value = try fields.required("value", "a fraction from 0 to 1").number(
        in: 0...1, "a fraction from 0 to 1")
      return .fraction(value, id: id)
    case "height":
      let value = try fields.required("value", "a content height in points").length()
      return .height(value, id: id)
    default:
      if let value = fields.optional("value") {
        throw value.error("a \(kind) detent takes no value")
      }
      if let idCursor = fields.optional("id") {
        throw idCursor.error("a \(kind) detent's identifier is always \"\(kind)\"")
      }
      return try detent(JSONCursor(value: .string(kind), path: kindCursor.path))
    }
  }

  static func detentIdentifiers(_ detents: [DetentSpec]) -> [String] {
    detents.map { $0.detent.identifier.rawValue }
  }

  static func detentName(_ cursor: JSONCursor, known: [String]) throws(ScenarioError) -> String {
    let name = try cursor.string()
    guard known.contains(name) else {
      throw cursor.error(
        "unknown detent \(JSONWriter.quoted(name)); expected one of "
          + known.joined(separator: ", "))
    }
    return name
  }

  // MARK: - Configuration

  static let configurationFields = [
    "persistent", "initialDetent", "vetoesDismissal", "dimmingAlpha", "largestUndimmedDetent",
    "snapPolicy", "deceleration", "keyboard", "reduceMotion", "rubberBandCoefficient",
    "scrollingExpandsSheet",
  ]

  static func configuration(
    _ cursor: JSONCursor, known: [String]
  ) throws(ScenarioError) -> ConfigurationSpec {
    let fields = try cursor.object(allowing: configurationFields)
    var spec = ConfigurationSpec()
    if let value = fields.present("persistent") { spec.isPersistent = try value.bool() }
    if let value = fields.present("initialDetent") {
      spec.initialDetent = try detentName(value, known: known)
    }
    if let value = fields.present("vetoesDismissal") { spec.vetoesDismissal = try value.bool() }
    if let value = fields.present("dimmingAlpha") {
      spec.dimmingAlpha = try value.number(in: 0...1, "an alpha from 0 to 1")
    }
    if let value = fields.present("largestUndimmedDetent") {
      spec.largestUndimmedDetent = try detentName(value, known: known)
    }
    if let value = fields.present("snapPolicy") {
      spec.snapPolicy = try value.choice(
        SnapPolicyName.allCases.map { ($0.rawValue, $0) }, "snap policy")
    }
    if let value = fields.present("deceleration") {
      spec.deceleration = try value.choice(
        DecelerationName.allCases.map { ($0.rawValue, $0) }, "deceleration rate")
    }
    if let value = fields.present("keyboard") {
      spec.keyboard = try value.choice(
        KeyboardName.allCases.map { ($0.rawValue, $0) }, "keyboard behaviour")
    }
    if let value = fields.present("reduceMotion") { spec.reduceMotion = try value.bool() }
    if let value = fields.present("scrollingExpandsSheet") {
      spec.scrollingExpandsSheet = try value.bool()
    }
    if let value = fields.present("rubberBandCoefficient") {
      spec.rubberBandCoefficient = try value.number(in: 0.01...10, "a coefficient from 0.01 to 10")
    }
    return spec
  }

  // MARK: - Scroll view and navigation

  static func scrollView(_ cursor: JSONCursor) throws(ScenarioError) -> ScrollSpec {
    let fields = try cursor.object(allowing: ["contentHeight", "viewportHeight"])
    return ScrollSpec(
      contentHeight: try fields.required("contentHeight", "a length in points").length(),
      viewportHeight: try fields.required("viewportHeight", "a length in points").positiveLength())
  }

  static func navigation(_ cursor: JSONCursor) throws(ScenarioError) -> NavigationSpec {
    let fields = try cursor.object(allowing: ["screens"])
    let list = try fields.required("screens", "an array of screens")
    let elements = try list.array(limit: ScenarioLimits.maximumCount)
    guard !elements.isEmpty else { throw list.error("expected at least one screen (the root)") }
    var screens: [ScreenSpec] = []
    for element in elements {
      screens.append(try screen(element))
    }
    return NavigationSpec(screens: screens)
  }

  static func screen(_ cursor: JSONCursor) throws(ScenarioError) -> ScreenSpec {
    let fields = try cursor.object(allowing: ["id", "height"])
    return ScreenSpec(
      id: try fields.required("id", "a whole number").integer(in: 0...1_000_000),
      height: try fields.required("height", "a content height in points").length())
  }

  // MARK: - Times

  static func time(_ cursor: JSONCursor, within duration: Double) throws(ScenarioError) -> Double {
    try cursor.number(
      in: 0...duration, "a time in seconds from 0 to the duration (\(JSONWriter.number(duration)))")
  }
}
