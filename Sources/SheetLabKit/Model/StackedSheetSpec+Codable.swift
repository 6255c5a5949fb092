/// `{"detents": […], "contentHeight": …, "configuration": {…}, "inputs": […], "expect": {…}}`:
/// the scenario's stacked sheet. Its detent names are its own; a `layout` input is refused
/// (layout changes go in the scenario's inputs and reach both sheets).
extension StackedSheetSpec: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case contentHeight, detents, configuration, inputs, expect
  }

  /// Reads a stacked sheet; ``Scenario`` checks it against the run with its own detents.
  package init(from decoder: any Decoder) throws {
    let fields = try decoder.fields(CodingKeys.self)
    self.init()
    if let value = try fields.present(.contentHeight) { contentHeight = try value.length() }
    detents = try DetentSpec.list(from: fields.required(.detents, "an array of detents"))
    if let value = try fields.present(.configuration) {
      configuration = try ConfigurationSpec(from: value)
    }
    let list = try fields.required(.inputs, "an array of inputs")
    inputs = try list.list(of: ScenarioInput.self)
    for (index, input) in inputs.enumerated() {
      if case .layout = input.action {
        throw ScenarioError(
          path: FieldCheck.element(list.path, index),
          message: "a layout change goes in the scenario's inputs, where it reaches both sheets")
      }
    }
    if let value = try fields.present(.expect) { expectations = try Expectations(from: value) }
  }

  /// Writes the stacked sheet.
  package func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: CodingKeys.self)
    try fields.encode(contentHeight, forKey: .contentHeight)
    try fields.encode(detents, forKey: .detents)
    if configuration != ConfigurationSpec() {
      try fields.encode(configuration, forKey: .configuration)
    }
    try fields.encode(inputs, forKey: .inputs)
    try fields.encode(expectations, forKey: .expect)
  }
}
