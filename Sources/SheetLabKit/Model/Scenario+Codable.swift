/// A scenario file's top-level object (the format is in `docs/sheet-lab.md`). Decoding checks
/// every field and then that the parts agree (``ScenarioContext``), so a decoded scenario is
/// valid and runs in bounded time. Read files through ``ScenarioDecoder``, which also checks
/// the JSON's syntax (with line and column) and the file's size first.
extension Scenario: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, summary, duration, container, safeArea, displayCornerRadius, grabberHeight
    case contentHeight, detents
    case configuration, scrollView, navigation, stacked, inputs, expect, posterTime
  }

  /// Reads and validates a scenario.
  package init(from decoder: any Decoder) throws {
    let fields = try decoder.fields(CodingKeys.self)
    let name = try fields.required(.name, "a string").name()
    let duration = try fields.required(.duration, "a duration in seconds").number(
      in: 0.001...ScenarioLimits.maximumDuration,
      "a duration in seconds from 0.001 to \(Int(ScenarioLimits.maximumDuration))")
    self.init(name: name, duration: duration)
    if let value = try fields.present(.summary) { summary = try value.string() }
    try decodeScreen(fields)
    try decodeDetents(fields)
    let path = decoder.path
    var context = ScenarioContext(
      duration: duration, detents: detents.map { $0.detent.identifier.rawValue },
      hasScrollView: scrollView != nil, hasNavigation: navigation != nil)
    try context.check(configuration, at: FieldCheck.member(path, "configuration"))
    if let value = try fields.present(.posterTime) {
      let time = try value.number(in: FieldCheck.anyNumber, "a time in seconds")
      try context.time(time, at: value.path)
      posterTime = time
    }
    inputs = try fields.required(.inputs, "an array of inputs").list(of: ScenarioInput.self)
    try context.check(inputs, at: FieldCheck.member(path, "inputs"))
    context.detents = ScenarioContext.everyDetent(context.detents, inputs)
    if let value = try fields.present(.expect) {
      expectations = try Expectations(from: value)
      try context.check(expectations, at: value.path)
    }
    if let value = try fields.present(.stacked) {
      let spec = try StackedSheetSpec(from: value)
      try Scenario.check(spec, duration: duration, at: value.path)
      stacked = spec
    }
  }

  /// Checks a stacked sheet's parts against its own detents and the run's length.
  private static func check(_ spec: StackedSheetSpec, duration: Double, at path: String) throws {
    var context = ScenarioContext(
      duration: duration, detents: spec.detents.map { $0.detent.identifier.rawValue },
      hasScrollView: false, hasNavigation: false)
    try context.check(spec.configuration, at: FieldCheck.member(path, "configuration"))
    try context.check(spec.inputs, at: FieldCheck.member(path, "inputs"))
    context.detents = ScenarioContext.everyDetent(context.detents, spec.inputs)
    try context.check(spec.expectations, at: FieldCheck.member(path, "expect"))
  }

  /// The container, safe area, grabber, content, scroll view and navigation stack.
  private mutating func decodeScreen(_ fields: KeyedDecodingContainer<CodingKeys>) throws {
    if let value = try fields.present(.container) { container = try value.size() }
    if let value = try fields.present(.safeArea) {
      safeArea = try value.insets(in: container)
    } else if fields.contains(.container), !FieldCheck.leavesRoom(safeArea, in: container) {
      // The phone's default safe area must fit a container given without one, or the
      // scenario would be invalid (and its export would not decode).
      let top = LabFormat.plainNumber(safeArea.top)
      let bottom = LabFormat.plainNumber(safeArea.bottom)
      throw fields.error(
        .container,
        "expected a container larger than the default safe area (top \(top), bottom \(bottom) "
          + "pt), or a \"safeArea\" that fits")
    }
    if let value = try fields.present(.displayCornerRadius) {
      displayCornerRadius = try value.length()
    }
    if let value = try fields.present(.grabberHeight) { grabberHeight = try value.length() }
    if let value = try fields.present(.contentHeight) { contentHeight = try value.length() }
    if let value = try fields.present(.scrollView) { scrollView = try ScrollSpec(from: value) }
    if let value = try fields.present(.navigation) {
      navigation = try NavigationSpec(from: value)
    }
  }

  /// At least one detent, identifiers unique; then the configuration.
  private mutating func decodeDetents(_ fields: KeyedDecodingContainer<CodingKeys>) throws {
    detents = try DetentSpec.list(from: fields.required(.detents, "an array of detents"))
    if let value = try fields.present(.configuration) {
      configuration = try ConfigurationSpec(from: value)
    }
  }

  /// Writes the scenario; fields at their defaults are left out, except the container, safe
  /// area, content height and expectations, which are always written.
  package func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: CodingKeys.self)
    try fields.encode(name, forKey: .name)
    if !summary.isEmpty { try fields.encode(summary, forKey: .summary) }
    try fields.encode(duration, forKey: .duration)
    try fields.encode(size: container, forKey: .container)
    try fields.encode(insets: safeArea, forKey: .safeArea)
    if displayCornerRadius != 0 {
      try fields.encode(displayCornerRadius, forKey: .displayCornerRadius)
    }
    if grabberHeight != 0 { try fields.encode(grabberHeight, forKey: .grabberHeight) }
    try fields.encode(contentHeight, forKey: .contentHeight)
    try fields.encode(detents, forKey: .detents)
    if configuration != ConfigurationSpec() {
      try fields.encode(configuration, forKey: .configuration)
    }
    try fields.encodeIfPresent(scrollView, forKey: .scrollView)
    try fields.encodeIfPresent(navigation, forKey: .navigation)
    try fields.encodeIfPresent(stacked, forKey: .stacked)
    try fields.encodeIfPresent(posterTime, forKey: .posterTime)
    try fields.encode(inputs, forKey: .inputs)
    try fields.encode(expectations, forKey: .expect)
  }
}
