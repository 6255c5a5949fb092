@_spi(SelfCheck) import BottomSheetCore
import Testing

@Suite("Diagnostics: the self-check's summary and exit status")
struct DeviceCheckSummaryTests {
  static func results(passed: Int, failed: Int) -> [DeviceCheckResult] {
    (0..<passed).map { DeviceCheckResult(name: "p\($0)", verdict: .pass, figure: "") }
      + (0..<failed).map { DeviceCheckResult(name: "f\($0)", verdict: .fail, figure: "") }
  }

  @Test("the summary counts the verdicts and exits 0 only when all of at least one pass")
  func summary() {
    let rows: [(line: UInt, passed: Int, failed: Int, text: String, status: Int32)] = [
      (#line, 12, 0, "12 passed, 0 failed", 0),
      (#line, 11, 1, "11 passed, 1 failed", 1),
      (#line, 0, 3, "0 passed, 3 failed", 1),
      // An empty run proves nothing.
      (#line, 0, 0, "0 passed, 0 failed", 1),
    ]
    for row in rows {
      let summary = DeviceCheckSummary(Self.results(passed: row.passed, failed: row.failed))
      #expect(summary.line == row.text, sourceLocation: rowLocation(row.line))
      #expect(summary.exitStatus == row.status, sourceLocation: rowLocation(row.line))
      #expect(
        summary.lines.count == row.passed + row.failed + 1, sourceLocation: rowLocation(row.line))
      #expect(summary.lines.last == row.text, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("the launch argument is recognised after the program's name, exactly")
  func launchArgument() {
    let rows: [(line: UInt, arguments: [String], expected: Bool)] = [
      (#line, ["BottomSheetDemo", "--self-check"], true),
      (#line, ["BottomSheetDemo", "-AppleLanguages", "(de)", "--self-check"], true),
      (#line, ["BottomSheetDemo"], false),
      (#line, ["--self-check"], false),
      (#line, ["BottomSheetDemo", "--self-checks"], false),
      (#line, [], false),
    ]
    for row in rows {
      #expect(
        DeviceCheckSummary.isRequested(by: row.arguments) == row.expected,
        sourceLocation: rowLocation(row.line))
    }
  }
}
