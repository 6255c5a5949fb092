import BottomSheetCore
import BottomSheetTestSupport

extension ScenarioDecoder {
  // MARK: - Expectations

  static let expectationFields = [
    "finalPhase", "finalDetent", "finalExtent", "notifications", "navigationEvents",
    "hostTransitions", "maximumJump", "maximumAcceleration", "maximumLayoutChanges", "checkpoints",
    "windows", "tolerance",
  ]

  static func expectations(
    _ cursor: JSONCursor, _ context: InputContext
  ) throws(ScenarioError) -> Expectations {
    let fields = try cursor.object(allowing: expectationFields)
    var result = Expectations()
    if let value = fields.present("finalPhase") { result.finalPhase = try phase(value) }
    if let value = fields.optional("finalDetent") {
      result.finalDetent = try detentExpectation(value, context)
    }
    if let value = fields.present("finalExtent") { result.finalExtent = try value.length() }
    if let value = fields.present("notifications") {
      result.notifications = try strings(value) { cursor throws(ScenarioError) in
        try notification(cursor, context)
      }
    }
    if let value = fields.present("navigationEvents") {
      result.navigationEvents = try strings(value, navigationEvent)
    }
    if let value = fields.present("hostTransitions") {
      result.hostTransitions = try strings(value, hostTransition)
    }
    if let value = fields.present("maximumJump") { result.maximumJump = try value.length() }
    if let value = fields.present("maximumAcceleration") {
      result.maximumAcceleration = try value.number(
        in: 0...ScenarioLimits.maximumMagnitude, "an acceleration in points per second² ≥ 0")
    }
    if let value = fields.present("maximumLayoutChanges") {
      result.maximumLayoutChanges = try value.integer(in: 0...ScenarioLimits.maximumCount)
    }
    if let value = fields.present("tolerance") { result.tolerance = try value.length() }
    if let value = fields.present("checkpoints") {
      for element in try value.array(limit: ScenarioLimits.maximumCount) {
        result.checkpoints.append(try checkpoint(element, context))
      }
    }
    if let value = fields.present("windows") {
      for element in try value.array(limit: ScenarioLimits.maximumCount) {
        result.windows.append(try window(element, context))
      }
    }
    return result
  }

  static func phase(_ cursor: JSONCursor) throws(ScenarioError) -> SheetPhase {
    try cursor.choice(LabFormat.phases.map { (LabFormat.phase($0), $0) }, "phase")
  }

  static func detentExpectation(
    _ cursor: JSONCursor, _ context: InputContext
  ) throws(ScenarioError) -> DetentExpectation {
    if cursor.isNull { return .none }
    return .named(try detentName(cursor, known: context.detents))
  }

  static func strings(
    _ cursor: JSONCursor, _ check: (JSONCursor) throws(ScenarioError) -> String
  ) throws(ScenarioError) -> [String] {
    var result: [String] = []
    for element in try cursor.array(limit: ScenarioLimits.maximumCount) {
      result.append(try check(element))
    }
    return result
  }

  static let plainNotifications = [
    "willPresent", "didPresent", "willDismiss", "didDismiss", "didAttemptToDismiss",
  ]

  static func notification(
    _ cursor: JSONCursor, _ context: InputContext
  ) throws(ScenarioError) -> String {
    let text = try cursor.string()
    if plainNotifications.contains(text) { return text }
    let prefix = "detentDidChange("
    if text.hasPrefix(prefix), text.hasSuffix(")") {
      let inner = text.dropFirst(prefix.count).dropLast()
      let parts = inner.split(separator: "->", omittingEmptySubsequences: false)
        .map(String.init)
      if parts.count == 2, parts.allSatisfy(context.detents.contains) { return text }
    }
    throw cursor.error(
      "unknown notification \(JSONWriter.quoted(text)); expected one of "
        + plainNotifications.joined(separator: ", ") + " or detentDidChange(FROM->TO) with "
        + "detents among " + context.detents.joined(separator: ", "))
  }

  static func navigationEvent(_ cursor: JSONCursor) throws(ScenarioError) -> String {
    let text = try cursor.string()
    for prefix in ["didShow(", "didCancel("] where text.hasPrefix(prefix) && text.hasSuffix(")") {
      if Int(text.dropFirst(prefix.count).dropLast()) != nil { return text }
    }
    throw cursor.error(
      "unknown navigation event \(JSONWriter.quoted(text)); expected didShow(ID) or didCancel(ID)")
  }

  static func hostTransition(_ cursor: JSONCursor) throws(ScenarioError) -> String {
    let text = try cursor.string()
    guard HostTransitionLog.knownLabels.contains(text) else {
      throw cursor.error(
        "unknown host transition \(JSONWriter.quoted(text)); expected one of "
          + HostTransitionLog.knownLabels.joined(separator: ", "))
    }
    return text
  }

  static func checkpoint(
    _ cursor: JSONCursor, _ context: InputContext
  ) throws(ScenarioError) -> Checkpoint {
    let fields = try cursor.object(allowing: [
      "at", "phase", "detent", "extent", "extentAtLeast", "extentAtMost", "contentOffset",
      "keyboardLift", "sheetWidth", "layoutHeight", "dimmingAlpha", "sheetX",
      "passesTouchesThrough",
    ])
    var point = Checkpoint(
      at: try time(fields.required("at", "a time in seconds"), within: context.duration))
    if let value = fields.present("phase") { point.phase = try phase(value) }
    if let value = fields.optional("detent") {
      point.detent = try detentExpectation(value, context)
    }
    if let value = fields.present("extent") { point.extent = try value.length() }
    if let value = fields.present("extentAtLeast") { point.extentAtLeast = try value.length() }
    if let value = fields.present("extentAtMost") { point.extentAtMost = try value.length() }
    if let value = fields.present("contentOffset") {
      point.contentOffset = try value.number(
        in: -ScenarioLimits.maximumLength...ScenarioLimits.maximumLength, "an offset in points")
    }
    if let value = fields.present("keyboardLift") { point.keyboardLift = try value.length() }
    if let value = fields.present("layoutHeight") { point.layoutHeight = try value.length() }
    if let value = fields.present("sheetWidth") { point.sheetWidth = try value.length() }
    if let value = fields.present("dimmingAlpha") {
      point.dimmingAlpha = try value.number(in: 0...1, "an alpha from 0 to 1")
    }
    if let value = fields.present("sheetX") {
      point.sheetX = try value.number(
        in: -ScenarioLimits.maximumLength...ScenarioLimits.maximumLength, "an x in points")
    }
    if let value = fields.present("passesTouchesThrough") {
      point.passesTouchesThrough = try value.bool()
    }
    return point
  }

  static func window(
    _ cursor: JSONCursor, _ context: InputContext
  ) throws(ScenarioError) -> TimeWindow {
    let fields = try cursor.object(allowing: [
      "from", "to", "still", "extentAtLeast", "extentAtMost", "topAtLeast", "phasesNever",
    ])
    let from = try time(fields.required("from", "a time in seconds"), within: context.duration)
    let toCursor = try fields.required("to", "a time in seconds")
    let to = try time(toCursor, within: context.duration)
    guard to >= from else { throw toCursor.error("expected a time at or after \"from\"") }
    var window = TimeWindow(from: from, to: to)
    if let value = fields.present("still") { window.still = try value.bool() }
    if let value = fields.present("extentAtLeast") { window.extentAtLeast = try value.length() }
    if let value = fields.present("extentAtMost") { window.extentAtMost = try value.length() }
    if let value = fields.present("topAtLeast") {
      window.topAtLeast = try value.number(
        in: -ScenarioLimits.maximumLength...ScenarioLimits.maximumLength, "a y in points")
    }
    if let value = fields.present("phasesNever") {
      for item in try value.array(limit: ScenarioLimits.maximumCount) {
        window.phasesNever.append(try phase(item))
      }
    }
    return window
  }
}
