import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport

/// Checks a trace against its scenario's ``Expectations`` and the standing rules (no NaN in
/// any frame, notifications in a valid order, the UIKit transition contract kept), returning one English sentence per failure.
enum ExpectationChecker {
  static func failures(of trace: LabTrace, summary: ScenarioSummary) -> [String] {
    let expect = trace.scenario.expectations
    let tolerance = expect.tolerance
    var failures: [String] = []
    func fail(_ text: String) { failures.append(text) }
    func number(_ value: Double) -> String { LabFormat.number(value) }

    if let bad = trace.frames.first(where: { !isFinite($0) }) {
      fail("frame at \(number(bad.sheet.time)) s holds a non-finite value")
    }
    if let violation = NotificationOrder.violation(in: trace.sheetTrace.notificationSequence) {
      fail("notification order: \(violation)")
    }
    for violation in trace.host.contractViolations {
      fail("UIKit transition contract: \(violation)")
    }
    if let list = expect.hostTransitions, list != trace.host.labels {
      fail(
        "host transitions were [\(trace.host.labels.joined(separator: ", "))], expected ["
          + list.joined(separator: ", ") + "]")
    }
    if let phase = expect.finalPhase, phase != summary.finalPhase {
      fail(
        "final phase is \(LabFormat.phase(summary.finalPhase)), expected \(LabFormat.phase(phase))")
    }
    if let detent = expect.finalDetent, !matches(detent, summary.finalDetent) {
      fail("final detent is \(summary.finalDetent ?? "none"), expected \(describe(detent))")
    }
    if let extent = expect.finalExtent, abs(summary.finalExtent - extent) > tolerance {
      fail(
        "final extent is \(number(summary.finalExtent)) pt, expected \(number(extent)) ± \(number(tolerance))"
      )
    }
    if let list = expect.notifications, list != summary.notifications {
      fail(
        "notifications were [\(summary.notifications.joined(separator: ", "))], expected ["
          + list.joined(separator: ", ") + "]")
    }
    if let list = expect.navigationEvents {
      let actual = trace.navigationEvents.map { LabFormat.navigationEvent($0.event) }
      if actual != list {
        fail(
          "navigation events were [\(actual.joined(separator: ", "))], expected ["
            + list.joined(separator: ", ") + "]")
      }
    }
    if let limit = expect.maximumJump, summary.largestJump > limit {
      fail("largest jump is \(number(summary.largestJump)) pt, expected at most \(number(limit))")
    }
    let presenterLimit = expect.maximumPresenterJump ?? Continuity.presenterJumpLimit
    if summary.largestPresenterJump > presenterLimit {
      fail(
        "the presenter's recession jumps by \(number(summary.largestPresenterJump)) of its "
          + "full amount, expected at most \(number(presenterLimit))")
    }
    if let limit = expect.maximumAcceleration, summary.largestAcceleration > limit {
      fail(
        "largest acceleration is \(number(summary.largestAcceleration)) pt/s², expected at most "
          + number(limit))
    }
    if let limit = expect.maximumSurfaceJump, summary.largestSurfaceJump > limit {
      fail(
        "largest surface jump is \(number(summary.largestSurfaceJump)) pt, expected at most "
          + number(limit))
    }
    if let limit = expect.maximumLayoutChanges {
      let frames = trace.sheetTrace.frames
      let changes = zip(frames, frames.dropFirst()).filter { $0.layoutHeight != $1.layoutHeight }
      if changes.count > limit {
        fail("the layout height changed \(changes.count) times, expected at most \(limit)")
      }
    }
    for point in expect.checkpoints {
      failures += check(point, in: trace, tolerance: tolerance)
    }
    for window in expect.windows {
      failures += check(window, in: trace, tolerance: tolerance)
    }
    for upper in trace.stacked {
      failures += StackContinuity.failures(lower: trace, upper: upper)
    }
    return failures
  }

  static func check(_ point: Checkpoint, in trace: LabTrace, tolerance: Double) -> [String] {
    guard let frame = trace.frame(at: point.time) else { return ["no frame at \(point.time) s"] }
    let at = "at \(LabFormat.number(point.time)) s"
    var failures: [String] = []
    let sheet = frame.sheet
    if let phase = point.phase, phase != sheet.phase {
      failures.append(
        "\(at) the phase is \(LabFormat.phase(sheet.phase)), expected \(LabFormat.phase(phase))")
    }
    if let detent = point.detent, !matches(detent, sheet.detent?.rawValue) {
      failures.append(
        "\(at) the detent is \(sheet.detent?.rawValue ?? "none"), expected \(describe(detent))")
    }
    let values: [(String, Double?, Double?)] = [
      ("extent", point.extent, sheet.extent),
      ("content offset", point.contentOffset, frame.contentOffset),
      ("keyboard lift", point.keyboardLift, sheet.keyboardLift),
      ("sheet width", point.sheetWidth, sheet.sheetRect.width),
      ("layout height", point.layoutHeight, sheet.layoutHeight),
      ("leading inset", point.sideInset, sheet.surface.leadingInset),
      ("trailing inset", point.sideInset, sheet.surface.trailingInset),
      ("bottom inset", point.bottomInset, sheet.surface.bottomInset),
      ("top corner radius", point.topCornerRadius, sheet.surface.topCornerRadius),
      ("bottom corner radius", point.bottomCornerRadius, sheet.surface.bottomCornerRadius),
      ("content width", point.contentWidth, sheet.contentRect.width),
      ("surface's left edge", point.surfaceLeft, sheet.surfaceRect.minX),
      ("surface's top edge", point.surfaceTop, sheet.surfaceRect.minY),
      ("surface's right edge", point.surfaceRight, sheet.surfaceRect.maxX),
      ("surface's bottom edge", point.surfaceBottom, sheet.surfaceRect.maxY),
    ]
    for (name, expected, actual) in values {
      guard let expected else { continue }
      guard let actual, abs(actual - expected) <= tolerance else {
        failures.append(
          "\(at) the \(name) is \(actual.map { LabFormat.number($0) } ?? "absent"), expected "
            + "\(LabFormat.number(expected)) ± \(LabFormat.number(tolerance))")
        continue
      }
    }
    if let scale = point.presenterScale,
      abs(frame.presenter.scale - scale) > tolerance / 500
    {
      failures.append(
        "\(at) the presenter's scale is \(LabFormat.number(frame.presenter.scale, digits: 4)), "
          + "expected \(LabFormat.number(scale, digits: 4)) ± \(LabFormat.number(tolerance / 500, digits: 4))"
      )
    }
    if let scale = point.stackedScale, abs(frame.stacked.scale - scale) > tolerance / 500 {
      failures.append(
        "\(at) the sheet's scale behind the stacked sheet is "
          + "\(LabFormat.number(frame.stacked.scale, digits: 4)), expected "
          + "\(LabFormat.number(scale, digits: 4)) ± \(LabFormat.number(tolerance / 500, digits: 4))"
      )
    }
    if let top = point.stackedTop {
      let shown = frame.stacked.receded(sheet.surfaceRect).minY
      if abs(shown - top) > tolerance {
        failures.append(
          "\(at) the sheet's top edge behind the stacked sheet is \(LabFormat.number(shown)), "
            + "expected \(LabFormat.number(top)) ± \(LabFormat.number(tolerance))")
      }
    }
    if let alpha = point.dimmingAlpha, abs(sheet.dimmingAlpha - alpha) > tolerance / 50 {
      failures.append(
        "\(at) the dimming alpha is \(LabFormat.number(sheet.dimmingAlpha)), expected "
          + "\(LabFormat.number(alpha)) ± \(LabFormat.number(tolerance / 50))")
    }
    if let attachment = point.attachment,
      abs(sheet.surface.attachment - attachment) > tolerance / 50
    {
      failures.append(
        "\(at) the attachment is \(LabFormat.number(sheet.surface.attachment)), expected "
          + "\(LabFormat.number(attachment)) ± \(LabFormat.number(tolerance / 50))")
    }
    if let x = point.sheetX, abs(sheet.sheetRect.minX - x) > tolerance {
      failures.append(
        "\(at) the sheet's x is \(LabFormat.number(sheet.sheetRect.minX)), expected "
          + "\(LabFormat.number(x)) ± \(LabFormat.number(tolerance))")
    }
    if let passes = point.passesTouchesThrough, passes != sheet.passesTouchesThrough {
      failures.append(
        "\(at) touches outside the sheet "
          + (sheet.passesTouchesThrough ? "reach the background" : "are blocked")
          + ", expected them " + (passes ? "to reach the background" : "blocked"))
    }
    if let bound = point.extentAtLeast, sheet.extent < bound {
      failures.append(
        "\(at) the extent is \(LabFormat.number(sheet.extent)), expected ≥ \(LabFormat.number(bound))"
      )
    }
    if let bound = point.extentAtMost, sheet.extent > bound {
      failures.append(
        "\(at) the extent is \(LabFormat.number(sheet.extent)), expected ≤ \(LabFormat.number(bound))"
      )
    }
    return failures
  }

  static func check(_ window: TimeWindow, in trace: LabTrace, tolerance: Double) -> [String] {
    let frames = trace.frames.filter {
      $0.sheet.time >= window.from - 1e-9 && $0.sheet.time <= window.to + 1e-9
    }
    let span = "from \(LabFormat.number(window.from)) to \(LabFormat.number(window.to)) s"
    guard let first = frames.first else { return ["\(span) there is no frame"] }
    let extents = frames.map(\.sheet.extent)
    let low = extents.min() ?? first.sheet.extent
    let high = extents.max() ?? first.sheet.extent
    var failures: [String] = []
    if window.still, high - low > tolerance {
      failures.append(
        "\(span) the sheet moved \(LabFormat.number(high - low)) pt, expected it to stay still")
    }
    if let bound = window.extentAtLeast, low < bound {
      failures.append(
        "\(span) the extent fell to \(LabFormat.number(low)), expected ≥ \(LabFormat.number(bound))"
      )
    }
    if let bound = window.extentAtMost, high > bound {
      failures.append(
        "\(span) the extent rose to \(LabFormat.number(high)), expected ≤ \(LabFormat.number(bound))"
      )
    }
    if let bound = window.topAtLeast,
      let highest = frames.filter({ $0.sheet.phase != .hidden }).min(by: {
        $0.sheet.sheetRect.minY < $1.sheet.sheetRect.minY
      }),
      highest.sheet.sheetRect.minY < bound - 1e-9
    {
      failures.append(
        "\(span) the sheet's top rose to y = \(LabFormat.number(highest.sheet.sheetRect.minY)) "
          + "at \(LabFormat.number(highest.sheet.time)) s, expected it never above y = "
          + LabFormat.number(bound))
    }
    let attachments = frames.map(\.sheet.surface.attachment)
    if let bound = window.attachmentAtLeast, let least = attachments.min(), least < bound - 1e-9 {
      failures.append(
        "\(span) the attachment fell to \(LabFormat.number(least)), expected ≥ "
          + LabFormat.number(bound))
    }
    if let bound = window.attachmentAtMost, let most = attachments.max(), most > bound + 1e-9 {
      failures.append(
        "\(span) the attachment rose to \(LabFormat.number(most)), expected ≤ "
          + LabFormat.number(bound))
    }
    if window.steadyContentWidth {
      let widths = frames.map(\.sheet.contentRect.width)
      if let low = widths.min(), let high = widths.max(), high > low {
        failures.append(
          "\(span) the content's width changed from \(LabFormat.number(low)) to "
            + "\(LabFormat.number(high)) pt, expected it steady")
      }
    }
    if window.steadySurfaceHeight {
      let heights = frames.map(\.sheet.surfaceRect.height)
      if let low = heights.min(), let high = heights.max(), high - low > 1e-6 {
        failures.append(
          "\(span) the surface's height changed from \(LabFormat.number(low)) to "
            + "\(LabFormat.number(high)) pt, expected it steady (a rigid card that slides)")
      }
    }
    let scales = frames.map(\.presenter.scale)
    if let bound = window.presenterScaleAtLeast, let lowest = scales.min(), lowest < bound - 1e-9 {
      failures.append(
        "\(span) the presenter's scale fell to \(LabFormat.number(lowest, digits: 4)), expected ≥ "
          + LabFormat.number(bound, digits: 4))
    }
    if let bound = window.presenterScaleAtMost, let highest = scales.max(), highest > bound + 1e-9 {
      failures.append(
        "\(span) the presenter's scale rose to \(LabFormat.number(highest, digits: 4)), expected ≤ "
          + LabFormat.number(bound, digits: 4))
    }
    for phase in window.phasesNever {
      if let frame = frames.first(where: { $0.sheet.phase == phase }) {
        failures.append(
          "\(span) the sheet was \(LabFormat.phase(phase)) at "
            + "\(LabFormat.number(frame.sheet.time)) s, expected never")
      }
    }
    return failures
  }

  static func matches(_ expectation: DetentExpectation, _ actual: String?) -> Bool {
    switch expectation {
    case .none: return actual == nil
    case .named(let name): return actual == name
    }
  }

  static func describe(_ expectation: DetentExpectation) -> String {
    switch expectation {
    case .none: return "none"
    case .named(let name): return name
    }
  }

  static func isFinite(_ frame: LabFrame) -> Bool {
    let sheet = frame.sheet
    let values = [
      sheet.time, sheet.extent, sheet.velocity, sheet.dimmingAlpha, sheet.keyboardLift,
      sheet.sheetRect.minX, sheet.sheetRect.minY, sheet.sheetRect.width, sheet.sheetRect.height,
      frame.contentOffset ?? 0, frame.navigation?.contentHeight ?? 0,
      frame.navigation?.progress ?? 0, sheet.surface.leadingInset, sheet.surface.trailingInset,
      sheet.surface.bottomInset, sheet.surface.topCornerRadius, sheet.surface.bottomCornerRadius,
      sheet.surface.attachment, sheet.contentSideInset, frame.presenter.scale,
      frame.presenter.cornerRadius, frame.presenter.dimmingAlpha,
      frame.presenter.verticalOffset,
    ]
    return values.allSatisfy(\.isFinite)
  }
}
