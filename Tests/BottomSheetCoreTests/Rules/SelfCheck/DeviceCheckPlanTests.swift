import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: every planned result is reported exactly once")
struct DeviceCheckPlanTests {
  static let pass = DeviceCheckResult(name: "a", verdict: .pass, figure: "1 (allowed 1...1)")
  static let fail = DeviceCheckResult(name: "b", verdict: .fail, figure: "2 (allowed 1...1)")

  @Test("each declared row gets its returned result or a skip that says why")
  func reconcile() {
    let rows:
      [(
        line: UInt, declared: [String], returned: [DeviceCheckResult], interruption: String?,
        lines: [String]
      )] = [
        (
          #line, ["a", "b"], [Self.fail, Self.pass], nil,
          [
            "PASS a — 1 (allowed 1...1)", "FAIL b — 2 (allowed 1...1)",
          ]
        ),
        // The check gave up at its deadline before measuring b.
        (
          #line, ["a", "b"], [Self.pass], "timed out after 15.0 s waiting for the sheet",
          [
            "PASS a — 1 (allowed 1...1)",
            "SKIP b — not measured: timed out after 15.0 s waiting for the sheet",
          ]
        ),
        // It returned early without a reason.
        (#line, ["a"], [], nil, ["SKIP a — not measured: the check returned no result for it"]),
        // It reported something it did not declare: that fails, after the declared rows.
        (
          #line, ["a"], [Self.pass, Self.fail], nil,
          [
            "PASS a — 1 (allowed 1...1)",
            "FAIL b — not declared in the check's rows (FAIL: 2 (allowed 1...1))",
          ]
        ),
        // A name with a line break is declared as printed.
        (
          #line, ["x\ny"], [DeviceCheckResult(name: "x y", verdict: .pass, figure: "ok")], nil,
          ["PASS x y — ok"]
        ),
      ]
    for row in rows {
      let results = DeviceCheckPlan.results(
        declared: row.declared, returned: row.returned, interruption: row.interruption)
      #expect(results.map(\.line) == row.lines, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("the plan line counts the rows, and duplicate names are found")
  func planLine() {
    let plan = DeviceCheckPlan(rows: ["a", "b", "a", "c", "b", "a"])
    #expect(plan.line == "plan: 6 results")
    #expect(plan.duplicateRows == ["a", "b"])
    #expect(DeviceCheckPlan(rows: ["a", "b"]).duplicateRows.isEmpty)
    #expect(DeviceCheckPlan(rows: []).line == "plan: 0 results")
  }
}
