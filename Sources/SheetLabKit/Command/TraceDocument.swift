import BottomSheetCore

/// The JSON form of a trace (``TraceExport/json(_:summary:)``): the scenario's name and rate,
/// the summary, notifications, markers and every frame. Numbers JSON cannot hold (non-finite)
/// are written as `null`.
struct TraceDocument: Encodable {
  /// The trace.
  var trace: LabTrace
  /// Its summary.
  var summary: ScenarioSummary

  /// Writes the document.
  func encode(to encoder: any Encoder) throws {
    var root = encoder.container(keyedBy: FieldKey.self)
    try root.encode(trace.scenario.name, forKey: FieldKey("scenario"))
    try Self.number(trace.framesPerSecond, "framesPerSecond", in: &root)
    var figures = root.nestedContainer(keyedBy: FieldKey.self, forKey: FieldKey("summary"))
    try figures.encode(summary.frameCount, forKey: FieldKey("frames"))
    try figures.encode(LabFormat.phase(summary.finalPhase), forKey: FieldKey("finalPhase"))
    try figures.encode(summary.finalDetent, forKey: FieldKey("finalDetent"))
    try Self.number(summary.largestJump, "largestJump", in: &figures)
    try Self.number(summary.largestAcceleration, "largestAcceleration", in: &figures)
    try figures.encode(summary.passed, forKey: FieldKey("passed"))
    try figures.encode(summary.failures, forKey: FieldKey("failures"))
    var notifications = root.nestedUnkeyedContainer(forKey: FieldKey("notifications"))
    for entry in trace.sheetTrace.notifications {
      var fields = notifications.nestedContainer(keyedBy: FieldKey.self)
      try Self.number(entry.time, "time", in: &fields)
      try fields.encode(
        LabFormat.notification(entry.notification), forKey: FieldKey("notification"))
    }
    var markers = root.nestedUnkeyedContainer(forKey: FieldKey("markers"))
    for marker in trace.markers {
      var fields = markers.nestedContainer(keyedBy: FieldKey.self)
      try Self.number(marker.time, "time", in: &fields)
      try fields.encode(marker.kind.rawValue, forKey: FieldKey("kind"))
      try fields.encode(marker.label, forKey: FieldKey("label"))
    }
    var frames = root.nestedUnkeyedContainer(forKey: FieldKey("frames"))
    for frame in trace.frames {
      try Self.encode(frame, into: frames.nestedContainer(keyedBy: FieldKey.self))
    }
  }

  private static func encode(
    _ frame: LabFrame, into fields: KeyedEncodingContainer<FieldKey>
  ) throws {
    var fields = fields
    let sheet = frame.sheet
    let numbers: [(String, Double)] = [
      ("time", sheet.time), ("extent", sheet.extent), ("velocity", sheet.velocity),
      ("sheetTop", sheet.sheetRect.minY), ("keyboardLift", sheet.keyboardLift),
      ("layoutHeight", sheet.layoutHeight), ("dimmingAlpha", sheet.dimmingAlpha),
    ]
    for (key, value) in numbers {
      try number(value, key, in: &fields)
    }
    try fields.encode(LabFormat.phase(sheet.phase), forKey: FieldKey("phase"))
    try fields.encode(sheet.detent?.rawValue, forKey: FieldKey("detent"))
    if let offset = frame.contentOffset { try number(offset, "contentOffset", in: &fields) }
  }

  /// `value` under `key`, or `null` when it is not finite.
  private static func number(
    _ value: Double, _ key: String, in fields: inout KeyedEncodingContainer<FieldKey>
  ) throws {
    if value.isFinite {
      try fields.encode(value, forKey: FieldKey(key))
    } else {
      try fields.encodeNil(forKey: FieldKey(key))
    }
  }
}
