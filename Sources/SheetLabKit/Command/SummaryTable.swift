/// The terminal's summary table: one row per scenario with its figures and verdict, then the
/// reasons for each failure.
///
/// ```text
/// scenario          time  frames  final            max jump  max accel   result  notifications
/// fit-to-content    5 s   601     resting fitting  0 pt      0 pt/s      PASS    willPresent didPresent
/// ```
package enum SummaryTable {
  /// The column headings.
  static let headings = [
    "scenario", "time", "frames", "final phase / detent", "max jump", "max accel", "result",
    "notifications",
  ]

  /// The table for `summaries`, ending with a newline.
  package static func render(_ summaries: [ScenarioSummary]) -> String {
    var rows = [headings]
    for summary in summaries {
      rows.append([
        summary.name,
        LabFormat.number(summary.duration) + " s",
        String(summary.frameCount),
        LabFormat.phase(summary.finalPhase) + " " + (summary.finalDetent ?? "–"),
        LabFormat.number(summary.largestJump, digits: 3) + " pt",
        LabFormat.number(summary.largestAcceleration, digits: 0) + " pt/s²",
        summary.passed ? "PASS" : "FAIL",
        summary.notifications.joined(separator: " "),
      ])
    }
    var widths = Array(repeating: 0, count: headings.count)
    for row in rows {
      for (column, cell) in row.enumerated() {
        widths[column] = max(widths[column], cell.count)
      }
    }
    var output = ""
    for (index, row) in rows.enumerated() {
      var line = ""
      for (column, cell) in row.enumerated() {
        let last = column == row.count - 1
        line += last ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
      }
      output += line + "\n"
      if index == 0 {
        let ruled = widths.dropLast().reduce(0) { $0 + $1 + 2 } + headings[headings.count - 1].count
        output += String(repeating: "-", count: ruled) + "\n"
      }
    }
    let failed = summaries.filter { !$0.passed }
    for summary in failed {
      output += "\nFAIL \(summary.name):\n"
      for failure in summary.failures {
        output += "  - \(failure)\n"
      }
    }
    output += "\n\(summaries.count - failed.count) passed, \(failed.count) failed\n"
    return output
  }

  /// The one-line progress report printed as a scenario finishes.
  package static func progressLine(_ summary: ScenarioSummary, index: Int, of count: Int) -> String
  {
    let verdict = summary.passed ? "PASS" : "FAIL"
    return "[\(index)/\(count)] \(summary.name): \(summary.frameCount) frames, "
      + "\(LabFormat.phase(summary.finalPhase)) \(summary.finalDetent ?? "–") — \(verdict)"
  }
}
