/// `{"from": seconds, "to": seconds, …}`. That both times lie within the run is the
/// scenario's check.
extension TimeWindow: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case from, to, still, extentAtLeast, extentAtMost, topAtLeast, phasesNever
    case attachmentAtLeast, attachmentAtMost, steadyContentWidth, steadySurfaceHeight
    case presenterScaleAtLeast, presenterScaleAtMost
  }

  /// Reads a window; `to` is not before `from`.
  package init(from decoder: any Decoder) throws {
    let fields = try decoder.fields(CodingKeys.self)
    let from = try fields.required(.from, "a time in seconds").number(
      in: FieldCheck.anyNumber, "a time in seconds")
    let toField = try fields.required(.to, "a time in seconds")
    let to = try toField.number(in: FieldCheck.anyNumber, "a time in seconds")
    guard to >= from else { throw toField.error("expected a time at or after \"from\"") }
    self.init(from: from, to: to)
    let length = ScenarioLimits.maximumLength
    if let value = try fields.present(.still) { still = try value.bool() }
    if let value = try fields.present(.extentAtLeast) { extentAtLeast = try value.length() }
    if let value = try fields.present(.extentAtMost) { extentAtMost = try value.length() }
    if let value = try fields.present(.topAtLeast) {
      topAtLeast = try value.number(in: -length...length, "a y in points")
    }
    if let value = try fields.present(.phasesNever) {
      phasesNever = try value.elements().map { try $0.phase() }
    }
    if let value = try fields.present(.attachmentAtLeast) {
      attachmentAtLeast = try value.number(in: 0...1, "an attachment from 0 to 1")
    }
    if let value = try fields.present(.attachmentAtMost) {
      attachmentAtMost = try value.number(in: 0...1, "an attachment from 0 to 1")
    }
    if let value = try fields.present(.steadyContentWidth) {
      steadyContentWidth = try value.bool()
    }
    if let value = try fields.present(.steadySurfaceHeight) {
      steadySurfaceHeight = try value.bool()
    }
    if let value = try fields.present(.presenterScaleAtLeast) {
      presenterScaleAtLeast = try value.number(in: 0...1, "a scale from 0 to 1")
    }
    if let value = try fields.present(.presenterScaleAtMost) {
      presenterScaleAtMost = try value.number(in: 0...1, "a scale from 0 to 1")
    }
  }

  /// Writes the window's set fields.
  package func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: CodingKeys.self)
    try fields.encode(from, forKey: .from)
    try fields.encode(to, forKey: .to)
    if still { try fields.encode(true, forKey: .still) }
    try fields.encodeIfPresent(extentAtLeast, forKey: .extentAtLeast)
    try fields.encodeIfPresent(extentAtMost, forKey: .extentAtMost)
    try fields.encodeIfPresent(topAtLeast, forKey: .topAtLeast)
    try fields.encodeIfPresent(attachmentAtLeast, forKey: .attachmentAtLeast)
    try fields.encodeIfPresent(attachmentAtMost, forKey: .attachmentAtMost)
    if steadyContentWidth { try fields.encode(true, forKey: .steadyContentWidth) }
    if steadySurfaceHeight { try fields.encode(true, forKey: .steadySurfaceHeight) }
    if !phasesNever.isEmpty {
      try fields.encode(phasesNever.map(LabFormat.phase), forKey: .phasesNever)
    }
    try fields.encodeIfPresent(presenterScaleAtLeast, forKey: .presenterScaleAtLeast)
    try fields.encodeIfPresent(presenterScaleAtMost, forKey: .presenterScaleAtMost)
  }
}
