import BottomSheetCore
import Foundation
import SheetLabKit
import Testing

/// The `placement` and `layoutDirection` settings of scenario files: what they read as, the
/// errors that name the field, and the round trip through the encoder.
@Suite("Scenario files: placement and layout direction")
struct PlacementSpecTests {
  static func file(configuration: String) -> String {
    """
    {"name": "card", "duration": 1, "container": {"width": 820, "height": 1180}, "detents": ["fitting"],
     "configuration": \(configuration), "inputs": [{"at": 0, "type": "present"}]}
    """
  }

  @Test func placementsReadAsTheCoreValues() throws {
    // (line, configuration object, placement, direction)
    let rows: [(UInt, String, SheetPlacement, SheetLayoutDirection)] = [
      (#line, #"{"placement": "automatic"}"#, .automatic, .leftToRight),
      (#line, #"{"placement": {"side": "leading"}}"#, .leading(.default), .leftToRight),
      (
        #line, #"{"placement": {"side": "trailing", "width": 360}}"#, .trailing(.points(360)),
        .leftToRight
      ),
      (
        #line, #"{"placement": {"side": "center", "width": 400}}"#, .center(.points(400)),
        .leftToRight
      ),
      (#line, #"{"placement": {"side": "center"}}"#, .center(.default), .leftToRight),
      (
        #line,
        #"{"placement": {"side": "leading", "fraction": 0.3, "minimumWidth": 300, "maximumWidth": 420, "horizontalMargin": 16, "bottomMargin": 0}, "layoutDirection": "rightToLeft"}"#,
        .leading(
          SheetCardSize(
            fraction: 0.3, minimumWidth: 300, maximumWidth: 420, horizontalMargin: 16,
            bottomMargin: 0)), .rightToLeft
      ),
    ]
    for (line, configuration, placement, direction) in rows {
      let scenario = try ScenarioDecoder.decode(Self.file(configuration: configuration))
      #expect(scenario.configuration.placement == placement, sourceLocation: rowLocation(line))
      #expect(
        scenario.configuration.layoutDirection == direction, sourceLocation: rowLocation(line))
      let again = try ScenarioDecoder.decode(try ScenarioEncoder.encode(scenario))
      #expect(again == scenario, sourceLocation: rowLocation(line))
    }
  }

  @Test func badPlacementsNameTheirField() {
    // (line, configuration object, path, a fragment of the message)
    let rows: [(UInt, String, String, String)] = [
      (#line, #"{"placement": "left"}"#, "configuration.placement", "unknown placement \"left\""),
      (#line, #"{"placement": {"width": 300}}"#, "configuration.placement.side", "missing field"),
      (
        #line, #"{"placement": {"side": "top"}}"#, "configuration.placement.side",
        "unknown side \"top\""
      ),
      (
        #line, #"{"placement": {"side": "leading", "width": 300, "fraction": 0.4}}"#,
        "configuration.placement.fraction", "either a width or a fraction"
      ),
      (
        #line, #"{"placement": {"side": "leading", "widht": 300}}"#,
        "configuration.placement.widht", "unknown field"
      ),
      (
        #line, #"{"placement": {"side": "leading", "fraction": 1.5}}"#,
        "configuration.placement.fraction", "a fraction from 0 to 1"
      ),
      (
        #line, #"{"layoutDirection": "upsideDown"}"#, "configuration.layoutDirection",
        "unknown layout direction"
      ),
    ]
    for (line, configuration, path, message) in rows {
      do {
        _ = try ScenarioDecoder.decode(Self.file(configuration: configuration))
        Issue.record("decoded instead of failing", sourceLocation: rowLocation(line))
      } catch {
        #expect(error.path == path, "\(error)", sourceLocation: rowLocation(line))
        #expect(error.message.contains(message), "\(error)", sourceLocation: rowLocation(line))
      }
    }
  }

  @Test func aConfigureInputMovesTheCard() throws {
    let text = """
      {"name": "move", "duration": 2, "container": {"width": 820, "height": 1180}, "detents": ["fitting"],
       "configuration": {"persistent": true, "placement": {"side": "leading"}},
       "inputs": [{"at": 0, "type": "present"},
                  {"at": 1, "type": "configure", "configuration": {"placement": {"side": "trailing"}}}]}
      """
    let run = LabRun(try ScenarioDecoder.decode(text))
    let first = run.trace.frames.first { $0.sheet.time >= 0.9 }
    let last = run.trace.frames.last
    #expect(first.map { abs($0.sheet.sheetRect.minX - 10) < 1e-9 } == true)
    #expect(last.map { abs($0.sheet.sheetRect.minX - 482) < 1e-9 } == true)
    #expect(run.summary.largestJump < 0.1)
  }
}
