import BottomSheetCore
import BottomSheetRules
import Foundation
import SheetLabKit
import Testing

/// The lab's side of the sheet's surface: scenario files set the style and the display's
/// corner radius with the same strict checks as every other field, the surface checks fail
/// when their rule is broken, the surface jump catches a step the extent does not explain, and
/// the report draws the surface and its attachment.
@Suite("sheet-lab: the surface")
struct SurfaceLabTests {
  /// A floating sheet dragged 200 pt above `.medium` and held there: 51 % of the way to
  /// `.large`, where smoothstep gives an attachment of 0.512.
  static let text = """
    {
      "name": "floating",
      "duration": 3,
      "displayCornerRadius": 44,
      "detents": [{"kind": "medium"}, {"kind": "large"}],
      "configuration": {"surfaceStyle": "floating"},
      "inputs": [
        {"at": 0, "type": "present"},
        {"at": 1, "type": "drag", "path": [{"by": -200, "over": 0.4}, {"by": 0, "over": 0.3}],
         "velocity": 0}
      ],
      "expect": {
        "maximumSurfaceJump": 0.1,
        "checkpoints": [
          {"at": 0.9, "attachment": 0, "sideInset": 8, "bottomInset": 8,
           "topCornerRadius": 36, "bottomCornerRadius": 36, "contentWidth": 374}
        ],
        "windows": [
          {"from": 0, "to": 0.99, "steadyContentWidth": true, "attachmentAtMost": 1},
          {"from": 1.45, "to": 1.65, "still": true, "attachmentAtLeast": 0.5, "attachmentAtMost": 0.53}
        ]
      }
    }
    """

  @Test func aFloatingScenarioDecodesRunsAndSurvivesExport() throws {
    let scenario = try ScenarioDecoder.decode(Self.text)
    #expect(scenario.configuration.surfaceStyle == .floating)
    #expect(scenario.displayCornerRadius == 44)
    #expect(scenario.expectations.checkpoints.first?.topCornerRadius == 36)
    #expect(scenario.expectations.windows.first?.steadyContentWidth == true)
    try expectPassesAtEveryRateAndSurvivesExport(scenario)
  }

  @Test func badSurfaceFieldsNameTheirFieldAndWhatWasExpected() {
    // (line, replaced text, replacement, expected path, a fragment of the message)
    let rows: [(line: UInt, old: String, new: String, path: String, message: String)] = [
      (
        #line, "\"floating\"}", "\"glass\"}", "configuration.surfaceStyle",
        "unknown surface style \"glass\"; expected one of attached, floating"
      ),
      (
        #line, "\"displayCornerRadius\": 44", "\"displayCornerRadius\": -1", "displayCornerRadius",
        "expected a length in points"
      ),
      (
        #line, "\"attachment\": 0,", "\"attachment\": 2,", "expect.checkpoints[0].attachment",
        "an attachment from 0 to 1"
      ),
      (
        #line, "\"steadyContentWidth\": true", "\"steadyContentWidth\": 1",
        "expect.windows[0].steadyContentWidth", "expected"
      ),
      (
        #line, "\"sideInset\": 8", "\"sideInsets\": 8", "expect.checkpoints[0].sideInsets",
        "unknown field; expected one of"
      ),
    ]
    for row in rows {
      let location = rowLocation(row.line)
      guard let range = Self.text.range(of: row.old) else {
        Issue.record("not found: \(row.old)", sourceLocation: location)
        continue
      }
      let text = Self.text.replacingCharacters(in: range, with: row.new)
      expectDecodingError(at: location, path: row.path, message: row.message) {
        () throws(ScenarioError) in try ScenarioDecoder.decode(text).name
      }
    }
  }

  @Test func theSurfaceChecksFailWhenTheirRuleIsBroken() throws {
    var scenario = try ScenarioDecoder.decode(Self.text)
    // The attached sheet's surface, spanning the phone down to its bottom edge, where the
    // floating one rests 8 pt in from each side and the bottom.
    scenario.expectations.checkpoints = [
      Checkpoint(
        at: 0.9, attachment: 1, sideInset: 0, bottomInset: 0, topCornerRadius: 10,
        bottomCornerRadius: 0, contentWidth: 390, surfaceLeft: 0, surfaceTop: 0,
        surfaceRight: 390, surfaceBottom: 844)
    ]
    // Dragged above .medium the floating surface stretches: its height is not steady there.
    scenario.expectations.windows = [
      TimeWindow(
        from: 0, to: 3, attachmentAtLeast: 0.5, attachmentAtMost: 0.2, steadySurfaceHeight: true)
    ]
    let failures = LabRun(scenario).summary.failures
    for fragment in [
      "attachment is", "leading inset", "trailing inset", "bottom inset", "top corner radius",
      "bottom corner radius", "content width", "attachment fell to", "attachment rose to",
      "surface's left edge", "surface's top edge", "surface's right edge",
      "surface's bottom edge", "surface's height changed",
    ] {
      #expect(failures.contains { $0.contains(fragment) }, "\(fragment): \(failures)")
    }
    // The content keeps one width unless the configuration changes whether the sheet floats.
    var attached = try ScenarioDecoder.decode(Self.text)
    attached.inputs.append(
      ScenarioInput(at: 0.5, .configure(ConfigurationChange(surfaceStyle: .attached))))
    #expect(
      LabRun(attached).summary.failures.contains { $0.contains("content's width changed") })
  }

  /// The slide scenarios catch the rule they show: played back with the old surface (the
  /// sheet's rect inset, growing out of a line above the screen's edge: no slide), they fail on
  /// the surface's height and bottom edge; a surface narrowed by both side insets but not moved
  /// in by the leading one fails on its left and right edges.
  @Test(arguments: ["floating-slide", "ipad-card-slide"])
  func theSlideScenariosFailOnAShrinkingOrMisplacedSurface(name: String) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
    let trace = LabRun(scenario).trace
    #expect(LabRun(trace: trace).summary.failures.isEmpty)
    var shrinking = trace
    for index in shrinking.frames.indices { shrinking.frames[index].sheet.surfaceSlide = 0 }
    let failures = LabRun(trace: shrinking).summary.failures
    for fragment in ["surface's height changed", "surface's bottom edge"] {
      #expect(failures.contains { $0.contains(fragment) }, "\(fragment): \(failures)")
    }
    var unmoved = trace
    for index in unmoved.frames.indices {
      // Both insets taken off the width, none added to the left edge: the rect sits at the
      // sheet's left edge, its right edge 2 × the inset short.
      let surface = unmoved.frames[index].sheet.surface
      unmoved.frames[index].sheet.surface.leadingInset = 0
      unmoved.frames[index].sheet.surface.trailingInset =
        surface.leadingInset + surface.trailingInset
    }
    let misplaced = LabRun(trace: unmoved).summary.failures
    if trace.frames.contains(where: { $0.sheet.surface.leadingInset > 0 }) {
      for fragment in ["surface's left edge", "surface's right edge"] {
        #expect(misplaced.contains { $0.contains(fragment) }, "\(fragment): \(misplaced)")
      }
    }
  }

  @Test func aSurfaceStepTheExtentDoesNotExplainIsAJump() throws {
    var trace = LabRun(BuiltInScenarios.named("floating-morph-drag")!).trace
    #expect(Continuity.largestSurfaceJump(in: trace) < 1e-9)
    let index = try #require(trace.frames.firstIndex { $0.sheet.time > 1.2 })
    trace.frames[index].sheet.surface.topCornerRadius += 5
    #expect(Continuity.largestSurfaceJump(in: trace) > 4)
  }

  @Test func everyBuiltInKeepsItsSurfaceSmoothAtBothRates() {
    for scenario in BuiltInScenarios.all {
      for rate in ScenarioPlayer.supportedFramesPerSecond {
        let jump = LabRun(scenario, framesPerSecond: rate).summary.largestSurfaceJump
        #expect(jump < 1e-6, "\(scenario.name) at \(rate) Hz: \(jump)")
      }
    }
  }

  @Test func theReportDrawsTheSurfaceAndPlotsItsAttachment() throws {
    let run = LabRun(BuiltInScenarios.named("floating-morph-drag")!)
    let html = HTMLReport.render([run])
    #expect(html.contains("surface attachment, 0 floating to 1 attached"))
    #expect(html.contains("stroke=\"#0a84ff\""), "a floating surface is outlined in blue")
    #expect(html.contains("att:["), "the attachment is animated per frame")
    let attached = HTMLReport.render([LabRun(BuiltInScenarios.named("slow-drag-returns")!)])
    #expect(!attached.contains("surface attachment"), "no attachment plot for attached sheets")
  }

  /// The numbers of the report's per-frame series `name` (`name:[a,b,…]`, or `name:a` when
  /// every frame has the same value).
  static func series(_ name: String, in html: String) -> [Double] {
    guard let start = html.range(of: name + ":") else { return [] }
    let rest = html[start.upperBound...]
    if rest.first == "[" {
      guard let end = rest.firstIndex(of: "]") else { return [] }
      return rest[rest.index(after: rest.startIndex)..<end].split(separator: ",").compactMap {
        Double(String($0))
      }
    }
    let end = rest.firstIndex { $0 == "," || $0 == "}" } ?? rest.endIndex
    return Double(String(rest[..<end])).map { [$0] } ?? []
  }

  @Test func glassIsDrawnAsATintThatTurnsOpaqueAsTheSheetAttaches() throws {
    let floating = HTMLReport.render([LabRun(BuiltInScenarios.named("floating-morph-drag")!)])
    let fills = Self.series("gf", in: floating)
    let attachments = Self.series("att", in: floating)
    try #require(!fills.isEmpty && fills.count == attachments.count)
    let rule = SheetMaterialRule(style: .automatic, glassAvailable: true, systemUsesGlass: true)
    for (fill, attachment) in zip(fills, attachments) {
      // The core's rule, drawn between a 0.7 tint and opaque (3 digits in the report).
      let expected = 0.7 + 0.3 * rule.fillOpacity(attachment: attachment)
      #expect(abs(fill - expected) <= 0.002)
    }
    #expect(fills.min() == 0.7, "clear glass while the sheet floats")
    #expect(fills.max() == 1, "opaque once attached")
    let attached = HTMLReport.render([LabRun(BuiltInScenarios.named("slow-drag-returns")!)])
    #expect(Self.series("gf", in: attached) == [1], "attached sheets are opaque on every frame")
  }
}
