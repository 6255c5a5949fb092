import BottomSheetCore
import BottomSheetTestSupport

/// The `expect` object. Times, detent names and the detents in `detentDidChange(FROM->TO)`
/// are checked against the rest of the scenario by the scenario.
extension Expectations: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case finalPhase, finalDetent, finalExtent, notifications, navigationEvents, hostTransitions
    case maximumJump, maximumAcceleration, maximumLayoutChanges, maximumSurfaceJump, checkpoints
    case windows, tolerance, maximumPresenterJump
  }

  /// Reads expectations.
  package init(from decoder: any Decoder) throws {
    let fields = try decoder.fields(CodingKeys.self)
    self.init()
    if let value = try fields.present(.finalPhase) { finalPhase = try value.phase() }
    if let value = try fields.optional(.finalDetent) {
      finalDetent = try value.detentExpectation()
    }
    if let value = try fields.present(.finalExtent) { finalExtent = try value.length() }
    if let value = try fields.present(.notifications) {
      notifications = try value.elements().map { try $0.string() }
    }
    if let value = try fields.present(.navigationEvents) {
      navigationEvents = try value.elements().map(Self.navigationEvent)
    }
    if let value = try fields.present(.hostTransitions) {
      hostTransitions = try value.elements().map(Self.hostTransition)
    }
    if let value = try fields.present(.maximumJump) { maximumJump = try value.length() }
    if let value = try fields.present(.maximumAcceleration) {
      maximumAcceleration = try value.number(
        in: 0...ScenarioLimits.maximumMagnitude, "an acceleration in points per second² ≥ 0")
    }
    if let value = try fields.present(.maximumLayoutChanges) {
      maximumLayoutChanges = try value.integer(in: 0...ScenarioLimits.maximumCount)
    }
    if let value = try fields.present(.maximumSurfaceJump) {
      maximumSurfaceJump = try value.length()
    }
    if let value = try fields.present(.maximumPresenterJump) {
      maximumPresenterJump = try value.number(in: 0...1, "a fraction of the recession, 0 to 1")
    }
    if let value = try fields.present(.tolerance) { tolerance = try value.length() }
    if let value = try fields.present(.checkpoints) {
      checkpoints = try value.list(of: Checkpoint.self)
    }
    if let value = try fields.present(.windows) { windows = try value.list(of: TimeWindow.self) }
  }

  private static func navigationEvent(_ decoder: any Decoder) throws -> String {
    let text = try decoder.string()
    for prefix in ["didShow(", "didCancel("] where text.hasPrefix(prefix) && text.hasSuffix(")") {
      if Int(text.dropFirst(prefix.count).dropLast()) != nil { return text }
    }
    throw decoder.error(
      "unknown navigation event \(FieldCheck.quoted(text)); expected didShow(ID) or "
        + "didCancel(ID)")
  }

  private static func hostTransition(_ decoder: any Decoder) throws -> String {
    let text = try decoder.string()
    guard HostTransitionLog.knownLabels.contains(text) else {
      throw decoder.error(
        "unknown host transition \(FieldCheck.quoted(text)); expected one of "
          + HostTransitionLog.knownLabels.joined(separator: ", "))
    }
    return text
  }

  /// Writes the set expectations (`{}` for none).
  package func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: CodingKeys.self)
    try fields.encodeIfPresent(finalPhase.map(LabFormat.phase), forKey: .finalPhase)
    if let finalDetent { try fields.encode(detentExpectation: finalDetent, forKey: .finalDetent) }
    try fields.encodeIfPresent(finalExtent, forKey: .finalExtent)
    try fields.encodeIfPresent(notifications, forKey: .notifications)
    try fields.encodeIfPresent(navigationEvents, forKey: .navigationEvents)
    try fields.encodeIfPresent(hostTransitions, forKey: .hostTransitions)
    try fields.encodeIfPresent(maximumJump, forKey: .maximumJump)
    try fields.encodeIfPresent(maximumAcceleration, forKey: .maximumAcceleration)
    try fields.encodeIfPresent(maximumLayoutChanges, forKey: .maximumLayoutChanges)
    try fields.encodeIfPresent(maximumSurfaceJump, forKey: .maximumSurfaceJump)
    try fields.encodeIfPresent(maximumPresenterJump, forKey: .maximumPresenterJump)
    if tolerance != Expectations.defaultTolerance {
      try fields.encode(tolerance, forKey: .tolerance)
    }
    if !checkpoints.isEmpty { try fields.encode(checkpoints, forKey: .checkpoints) }
    if !windows.isEmpty { try fields.encode(windows, forKey: .windows) }
  }
}
