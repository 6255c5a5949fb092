import BottomSheetCore
import Foundation

/// A trace as data files: CSV (one row per frame) and JSON (frames, notifications, markers and
/// the summary), for plotting elsewhere or diffing runs.
package enum TraceExport {
  /// The CSV columns, in order. Units: seconds, points, points per second.
  package static let csvColumns = [
    "time", "extent", "velocity", "sheet_top", "sheet_width", "keyboard_lift", "dimming_alpha",
    "phase", "detent", "content_height", "content_offset", "finger_x", "finger_y",
    "navigation_progress", "layout_height",
  ]

  /// One header line and one line per frame; absent values are empty cells.
  package static func csv(_ trace: LabTrace) -> String {
    var output = csvColumns.joined(separator: ",") + "\n"
    for frame in trace.frames {
      let sheet = frame.sheet
      let cells: [String] = [
        number(sheet.time), number(sheet.extent), number(sheet.velocity),
        number(sheet.sheetRect.minY), number(sheet.sheetRect.width), number(sheet.keyboardLift),
        number(sheet.dimmingAlpha), LabFormat.phase(sheet.phase), sheet.detent?.rawValue ?? "",
        number(frame.contentHeight), frame.contentOffset.map(number) ?? "",
        frame.finger.map { number($0.x) } ?? "", frame.finger.map { number($0.y) } ?? "",
        frame.navigation.map { number($0.progress) } ?? "", number(sheet.layoutHeight),
      ]
      output += cells.map(escape).joined(separator: ",") + "\n"
    }
    return output
  }

  /// The trace as JSON (``TraceDocument``): the scenario's name and rate, the summary,
  /// markers, notifications and every frame; pretty-printed with sorted keys, so runs diff
  /// line by line.
  package static func json(_ trace: LabTrace, summary: ScenarioSummary) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // The document writes non-finite numbers as null, so encoding cannot fail.
    let data = (try? encoder.encode(TraceDocument(trace: trace, summary: summary))) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func number(_ value: Double) -> String {
    LabFormat.plainNumber(value)
  }

  /// A CSV cell as RFC 4180 quotes it: in double quotes, with quotes doubled, when it holds a
  /// comma, a quote, a carriage return or a line feed. The test runs on Unicode scalars, so a
  /// comma or a line break merged with a combining mark into one `Character` is still seen.
  static func escape(_ cell: String) -> String {
    let special: Set<Unicode.Scalar> = [",", "\"", "\r", "\n"]
    guard cell.unicodeScalars.contains(where: special.contains) else { return cell }
    var quoted = "\""
    for scalar in cell.unicodeScalars {
      if scalar == "\"" { quoted += "\"" }
      quoted.unicodeScalars.append(scalar)
    }
    return quoted + "\""
  }

}
