/// `{"at": seconds, …}`: what the frame at that instant must show. That the time lies within
/// the run and the detent exists is the scenario's check.
extension Checkpoint: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case at, phase, detent, extent, extentAtLeast, extentAtMost, contentOffset, keyboardLift
    case sheetWidth, layoutHeight, dimmingAlpha, sheetX, passesTouchesThrough, attachment
    case sideInset, bottomInset, topCornerRadius, bottomCornerRadius, contentWidth, presenterScale
    case surfaceLeft, surfaceTop, surfaceRight, surfaceBottom, stackedScale, stackedTop
  }

  /// Reads a checkpoint.
  package init(from decoder: any Decoder) throws {
    let fields = try decoder.fields(CodingKeys.self)
    self.init(
      at: try fields.required(.at, "a time in seconds").number(
        in: FieldCheck.anyNumber, "a time in seconds"))
    let length = ScenarioLimits.maximumLength
    if let value = try fields.present(.phase) { phase = try value.phase() }
    if let value = try fields.optional(.detent) { detent = try value.detentExpectation() }
    if let value = try fields.present(.extent) { extent = try value.length() }
    if let value = try fields.present(.extentAtLeast) { extentAtLeast = try value.length() }
    if let value = try fields.present(.extentAtMost) { extentAtMost = try value.length() }
    if let value = try fields.present(.contentOffset) {
      contentOffset = try value.number(in: -length...length, "an offset in points")
    }
    if let value = try fields.present(.keyboardLift) { keyboardLift = try value.length() }
    if let value = try fields.present(.layoutHeight) { layoutHeight = try value.length() }
    if let value = try fields.present(.sheetWidth) { sheetWidth = try value.length() }
    if let value = try fields.present(.dimmingAlpha) {
      dimmingAlpha = try value.number(in: 0...1, "an alpha from 0 to 1")
    }
    if let value = try fields.present(.sheetX) {
      sheetX = try value.number(in: -length...length, "an x in points")
    }
    if let value = try fields.present(.passesTouchesThrough) {
      passesTouchesThrough = try value.bool()
    }
    if let value = try fields.present(.attachment) {
      attachment = try value.number(in: 0...1, "an attachment from 0 to 1")
    }
    if let value = try fields.present(.sideInset) { sideInset = try value.length() }
    if let value = try fields.present(.bottomInset) { bottomInset = try value.length() }
    if let value = try fields.present(.topCornerRadius) { topCornerRadius = try value.length() }
    if let value = try fields.present(.bottomCornerRadius) {
      bottomCornerRadius = try value.length()
    }
    if let value = try fields.present(.contentWidth) { contentWidth = try value.length() }
    let edge = "a position in container points"
    if let value = try fields.present(.surfaceLeft) {
      surfaceLeft = try value.number(in: -length...length, edge)
    }
    if let value = try fields.present(.surfaceTop) {
      surfaceTop = try value.number(in: -length...length, edge)
    }
    if let value = try fields.present(.surfaceRight) {
      surfaceRight = try value.number(in: -length...length, edge)
    }
    if let value = try fields.present(.surfaceBottom) {
      surfaceBottom = try value.number(in: -length...length, edge)
    }
    if let value = try fields.present(.presenterScale) {
      presenterScale = try value.number(in: 0...1, "a scale from 0 to 1")
    }
    if let value = try fields.present(.stackedScale) {
      stackedScale = try value.number(in: 0...1, "a scale from 0 to 1")
    }
    if let value = try fields.present(.stackedTop) {
      stackedTop = try value.number(in: -length...length, edge)
    }
  }

  /// Writes the checkpoint's set fields.
  package func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: CodingKeys.self)
    try fields.encode(time, forKey: .at)
    try fields.encodeIfPresent(phase.map(LabFormat.phase), forKey: .phase)
    if let detent { try fields.encode(detentExpectation: detent, forKey: .detent) }
    let numbers: [(CodingKeys, Double?)] = [
      (.extent, extent), (.extentAtLeast, extentAtLeast), (.extentAtMost, extentAtMost),
      (.contentOffset, contentOffset), (.keyboardLift, keyboardLift), (.sheetWidth, sheetWidth),
      (.layoutHeight, layoutHeight), (.dimmingAlpha, dimmingAlpha), (.sheetX, sheetX),
      (.attachment, attachment), (.sideInset, sideInset), (.bottomInset, bottomInset),
      (.topCornerRadius, topCornerRadius), (.bottomCornerRadius, bottomCornerRadius),
      (.contentWidth, contentWidth), (.surfaceLeft, surfaceLeft), (.surfaceTop, surfaceTop),
      (.surfaceRight, surfaceRight), (.surfaceBottom, surfaceBottom),
      (.presenterScale, presenterScale), (.stackedScale, stackedScale), (.stackedTop, stackedTop),
    ]
    for (key, value) in numbers {
      try fields.encodeIfPresent(value, forKey: key)
    }
    try fields.encodeIfPresent(passesTouchesThrough, forKey: .passesTouchesThrough)
  }
}
