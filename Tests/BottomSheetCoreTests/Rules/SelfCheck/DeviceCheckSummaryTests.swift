import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: the self-check's summary, its verdict on the run and the exit status")
struct DeviceCheckSummaryTests {
  static func results(passed: Int, failed: Int, skipped: [String] = []) -> [DeviceCheckResult] {
    (0..<passed).map { DeviceCheckResult(name: "p\($0)", verdict: .pass, figure: "") }
      + (0..<failed).map { DeviceCheckResult(name: "f\($0)", verdict: .fail, figure: "") }
      + skipped.map { DeviceCheckResult.skipped(name: $0, because: "no keyboard") }
  }

  @Test("the run succeeds only when something passed, nothing failed, every skip was expected")
  func summary() {
    let rows:
      [(
        line: UInt, passed: Int, failed: Int, skipped: [String], expected: Set<String>,
        text: String, result: String, status: Int32
      )] = [
        (#line, 12, 0, [], [], "12 passed, 0 failed, 0 skipped", "result: OK", 0),
        (
          #line, 11, 1, [], [], "11 passed, 1 failed, 0 skipped", "result: FAIL (1 failed)", 1
        ),
        (
          #line, 0, 3, [], [], "0 passed, 3 failed, 0 skipped",
          "result: FAIL (3 failed; nothing passed)", 1
        ),
        // An empty run proves nothing.
        (#line, 0, 0, [], [], "0 passed, 0 failed, 0 skipped", "result: FAIL (nothing passed)", 1),
        // A skip nobody expected: a check that quietly measured nothing turns the run red.
        (
          #line, 5, 0, ["keyboard"], [], "5 passed, 0 failed, 1 skipped",
          "result: FAIL (unexpected skips: keyboard)", 1
        ),
        // The same skip, expected on this device.
        (#line, 5, 0, ["keyboard"], ["keyboard"], "5 passed, 0 failed, 1 skipped", "result: OK", 0),
        // Expecting a skip does not forgive a failure, nor a different skip.
        (
          #line, 5, 1, ["keyboard", "memory"], ["keyboard"], "5 passed, 1 failed, 2 skipped",
          "result: FAIL (1 failed; unexpected skips: memory)", 1
        ),
        // Everything skipped, all expected: still nothing measured.
        (
          #line, 0, 0, ["keyboard"], ["keyboard"], "0 passed, 0 failed, 1 skipped",
          "result: FAIL (nothing passed)", 1
        ),
      ]
    for row in rows {
      let results = Self.results(passed: row.passed, failed: row.failed, skipped: row.skipped)
      let summary = DeviceCheckSummary(results, expectedSkips: row.expected)
      #expect(summary.line == row.text, sourceLocation: rowLocation(row.line))
      #expect(summary.resultLine == row.result, sourceLocation: rowLocation(row.line))
      #expect(summary.exitStatus == row.status, sourceLocation: rowLocation(row.line))
      #expect(summary.lines.count == results.count + 2, sourceLocation: rowLocation(row.line))
      #expect(
        summary.lines.suffix(2) == [row.text, row.result], sourceLocation: rowLocation(row.line))
    }
  }

  @Test("a run whose results are not the plan's in number fails")
  func plan() {
    let results = Self.results(passed: 3, failed: 0)
    let rows: [(line: UInt, planned: Int?, result: String)] = [
      (#line, 3, "result: OK"),
      (#line, nil, "result: OK"),
      (#line, 4, "result: FAIL (3 results, plan 4)"),
      (#line, 2, "result: FAIL (3 results, plan 2)"),
    ]
    for row in rows {
      let summary = DeviceCheckSummary(results, planned: row.planned)
      #expect(summary.resultLine == row.result, sourceLocation: rowLocation(row.line))
      #expect(
        summary.succeeded == (row.result == "result: OK"), sourceLocation: rowLocation(row.line))
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

  @Test("expected skips are named by launch arguments after the program's name")
  func expectedSkipArguments() {
    let rows: [(line: UInt, arguments: [String], expected: Set<String>)] = [
      (
        #line,
        [
          "BottomSheetDemo", "--self-check", "--expect-skip=floating card: bottom edge",
          "--expect-skip=keyboard",
        ],
        ["floating card: bottom edge", "keyboard"]
      ),
      (#line, ["BottomSheetDemo", "--self-check"], []),
      // An empty name allows nothing (the workflow passes one when it expects no skip).
      (#line, ["BottomSheetDemo", "--expect-skip="], []),
      (#line, ["--expect-skip=keyboard"], []),
      (#line, ["BottomSheetDemo", "--expect-skip", "keyboard"], []),
    ]
    for row in rows {
      #expect(
        DeviceCheckSummary.expectedSkips(in: row.arguments) == row.expected,
        sourceLocation: rowLocation(row.line))
    }
  }
}
