@testable import SheetLabKit

/// What a run's report and CSV must be whatever the scenario's text holds: the report has only
/// its own `<script>` and no control character XML forbids, and every CSV row (read by
/// Unicode scalar, as RFC 4180 says) has the header's column count.
enum ReportCheck {
  static func verify(_ run: LabRun) {
    let html = HTMLReport.render([run])
    let scripts = html.split(separator: "<script", omittingEmptySubsequences: false).count - 1
    guard scripts == 1 else { fail("the report has \(scripts) <script> openings, not 1") }
    if let bad = html.unicodeScalars.first(where: {
      $0.value < 0x20 && $0 != "\n" && $0 != "\r" && $0 != "\t"
    }) {
      fail("the report holds the control character U+\(String(bad.value, radix: 16))")
    }
    let columns = TraceExport.csvColumns.count
    for (index, row) in rows(TraceExport.csv(run.trace)).enumerated() where row != columns {
      fail("CSV row \(index) has \(row) columns, not \(columns)")
    }
  }

  /// The column count of each CSV row.
  static func rows(_ text: String) -> [Int] {
    var counts: [Int] = []
    var cells = 1
    var quoted = false
    var pending = false
    for scalar in text.unicodeScalars {
      if quoted {
        if scalar == "\"" { quoted = false }
        continue
      }
      switch scalar {
      case "\"": quoted = true
      case ",": cells += 1
      case "\n":
        counts.append(cells)
        cells = 1
        pending = false
        continue
      default: break
      }
      pending = true
    }
    if pending { counts.append(cells) }
    return counts
  }
}
